/**
 * Planimetry's layer rules, a local ESLint plugin (plain JS: no build step). The tables live in
 * eslint.config.js; these rules only apply them, to every module reference a file makes
 * (moduleReferences.js: imports, export-from, dynamic import(), new URL(…, import.meta.url),
 * import.meta.glob).
 *
 * - `planimetry/layers`: which folder of src/ may reference which (ARCHITECTURE.md's direction),
 *   and which packages a layer may not import (no React or Pixi in src/app).
 * - `planimetry/kernels-only`: only src/engine/kernels references a .wasm file or the kernel
 *   worker module.
 * - `planimetry/engine-tiers`: inside src/engine imports run one way, from a tier to the same or a
 *   lower tier; tests and testing/ helpers are exempt.
 *
 * Each rule takes `root` (the project folder; ESLint's cwd by default); paths in options and
 * messages are relative to it, with forward slashes.
 */
import { basename, isAbsolute, relative, sep } from 'node:path';
import { moduleReferenceVisitors } from './moduleReferences.js';

/** A path relative to the root, with forward slashes; undefined when outside the root. */
function projectPath(root, path) {
  const inside = relative(root, path);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
  return inside.split(sep).join('/');
}

const rootOf = (context, options) => options.root ?? context.cwd;

/** `folder` and `inner` are project paths: whether `inner` is `folder` or under it. */
const within = (inner, folder) => inner === folder || inner.startsWith(`${folder}/`);

/**
 * The layer a project path belongs to: the folder under `src/` (`src/engine/kernels/x.ts` →
 * `engine`), `main` for src/main.tsx and src/startApp.tsx (the composition root, in two steps), `root` for src/'s other top-level
 * files (the root's helpers), undefined outside src/. `src` itself is returned for src/ (a glob
 * searching all of it).
 */
function layerOf(path, src) {
  if (path === src) return src;
  if (!within(path, src)) return undefined;
  const [first, ...rest] = path.slice(src.length + 1).split('/');
  if (rest.length > 0) return first;
  return /^(?:main|startApp)\.[cm]?[jt]sx?$/.test(first) || first === 'main' ? 'main' : 'root';
}

const layerName = (layer, src) => (layer === 'main' ? `${src}/main.tsx` : layer === 'root' ? `${src}/'s top-level files` : `${src}/${layer}`);

const isPackage = (bare, name) => bare === name || bare.startsWith(`${name}/`);

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Each layer of src/ references only the layers below it (ARCHITECTURE.md), by any kind of import or URL.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          src: { type: 'string' },
          allowed: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          forbiddenPackages: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['allowed'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossLayer:
        "Layer rule: {{from}} may reference only {{allowed}}, but {{how}} '{{specifier}}' reaches {{to}} (the direction is in ARCHITECTURE.md; tables in eslint.config.js).",
      forbiddenPackage: "Layer rule: {{from}} must not import '{{specifier}}' ({{how}}); it stays free of {{packages}}.",
      unknownLayer: "Layer rule: {{layer}} is not in the layer table; add it to LAYERS in eslint.config.js, saying what it may import.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = rootOf(context, options);
    const src = options.src ?? 'src';
    const file = projectPath(root, context.filename);
    const from = file === undefined ? undefined : layerOf(file, src);
    if (from === undefined) return {};
    const allowed = options.allowed[from];
    const forbiddenPackages = options.forbiddenPackages?.[from] ?? [];
    let unknownReported = false;
    const describe = (layers) => (layers.length === 0 ? 'itself' : layers.map((layer) => layerName(layer, src)).join(', '));

    return moduleReferenceVisitors(context, (reference) => {
      if (reference.bare !== undefined) {
        if (forbiddenPackages.some((name) => isPackage(reference.bare, name))) {
          context.report({
            node: reference.node,
            messageId: 'forbiddenPackage',
            data: { from: layerName(from, src), specifier: reference.specifier, how: reference.how, packages: forbiddenPackages.join(', ') },
          });
        }
        return;
      }
      const target = projectPath(root, reference.path);
      if (target === undefined) return;
      // A glob whose fixed part is src/ or above it searches every layer.
      // (A glob's path is a folder: name a file in it.)
      const to = reference.glob && within(src, target) ? src : layerOf(reference.glob ? `${target}/*` : target, src);
      if (to === undefined || to === from) return;
      if (allowed === undefined) {
        if (!unknownReported) context.report({ node: reference.node, messageId: 'unknownLayer', data: { layer: layerName(from, src) } });
        unknownReported = true;
        return;
      }
      if (allowed.includes(to)) return;
      context.report({
        node: reference.node,
        messageId: 'crossLayer',
        data: {
          from: layerName(from, src),
          allowed: describe(allowed),
          how: reference.how,
          specifier: reference.specifier,
          to: to === src ? `every layer of ${src}/` : layerName(to, src),
        },
      });
    });
  },
};

/** A kernel worker's module: a file named …Worker, with or without its extension. */
const WORKER_MODULE = /Worker(?:\.[cm]?[jt]sx?)?$/;

/** @type {import('eslint').Rule.RuleModule} */
const kernelsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the kernels folder references a .wasm file or the kernel worker module, by any kind of import or URL.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, kernels: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      wasm: "Kernels-only rule: only {{kernels}}/ may reference WASM, but {{how}} '{{specifier}}' does; go through the kernel client.",
      worker: "Kernels-only rule: only {{kernels}}/ may reference the kernel worker module, but {{how}} '{{specifier}}' does; start it with the kernels' own startKernelWorker().",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = rootOf(context, options);
    const kernels = options.kernels ?? 'src/engine/kernels';
    const file = projectPath(root, context.filename);
    if (file !== undefined && within(file, kernels)) return {};

    return moduleReferenceVisitors(context, (reference) => {
      const named = reference.bare ?? reference.pattern ?? reference.path;
      const data = { kernels, how: reference.how, specifier: reference.specifier };
      if (/\.wasm$/i.test(named)) return context.report({ node: reference.node, messageId: 'wasm', data });
      const target = reference.path === undefined ? undefined : projectPath(root, reference.path);
      if (target === undefined) return;
      // A glob may reach the worker if it searches the kernels folder (or a folder holding it)
      // and its last segment, a wildcard standing for the name, could name a worker module.
      const reaches = reference.glob ? within(target, kernels) || within(kernels, target) : within(target, kernels);
      const name = basename(named).replaceAll('*', 'Worker');
      if (reaches && WORKER_MODULE.test(name)) context.report({ node: reference.node, messageId: 'worker', data });
    });
  },
};

/** A test, or a helper under a testing/ folder: exempt from the engine's tiers only. */
const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || path.split('/').includes('testing');

/** @type {import('eslint').Rule.RuleModule} */
const engineTiers = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside the engine, a folder imports only folders of its own or a lower tier.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          engine: { type: 'string' },
          tiers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['tiers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "Engine tier rule: {{from}} (tier {{fromTier}}) must not reference {{to}} (tier {{toTier}}): {{how}} '{{specifier}}' runs up. Imports inside the engine run one way ({{order}}); move the shared piece down.",
      unknownFolder: "Engine tier rule: {{folder}} is not in the engine's tier table; add it to ENGINE_TIERS in eslint.config.js.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = rootOf(context, options);
    const engine = options.engine ?? 'src/engine';
    const file = projectPath(root, context.filename);
    if (file === undefined || !within(file, engine) || isTestFile(file)) return {};
    const tierOf = new Map(options.tiers.flatMap((folders, tier) => folders.map((folder) => [folder, tier])));
    const order = options.tiers.map((folders) => folders.join(', ')).join(' ← ');
    /** The engine folder of a project path: `src/engine/editor/x.ts` → `editor`; a file in engine/ itself has none. */
    const folderOf = (path) => {
      const parts = path.slice(engine.length + 1).split('/');
      return parts.length > 1 ? parts[0] : `${parts[0]} (a file directly in ${engine}/)`;
    };
    const from = folderOf(file);
    const fromTier = tierOf.get(from);
    let unknownReported = false;
    const unknown = (node, folder) => {
      if (!unknownReported) context.report({ node, messageId: 'unknownFolder', data: { folder: `${engine}/${folder}` } });
      unknownReported = true;
    };

    return moduleReferenceVisitors(context, (reference) => {
      if (reference.path === undefined) return;
      const target = projectPath(root, reference.path);
      if (target === undefined || !within(target, engine) || target === engine) return;
      if (fromTier === undefined) return unknown(reference.node, from);
      const to = folderOf(reference.glob ? `${target}/*` : target);
      if (to === from) return;
      const toTier = tierOf.get(to);
      if (toTier === undefined) return unknown(reference.node, to);
      if (toTier <= fromTier) return;
      context.report({
        node: reference.node,
        messageId: 'upward',
        data: { from: `${engine}/${from}`, fromTier, to: `${engine}/${to}`, toTier, how: reference.how, specifier: reference.specifier, order },
      });
    });
  },
};

/** The plugin, registered as `planimetry` in eslint.config.js. */
export default {
  meta: { name: 'eslint-plugin-planimetry-layers' },
  rules: { layers, 'kernels-only': kernelsOnly, 'engine-tiers': engineTiers },
};
