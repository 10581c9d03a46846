/**
 * Every way a module names another file, as ESLint visitors: import and export-from
 * declarations, `import x = require()`, type-only `import('…')` types, `require('…')`, dynamic
 * `import('…')`, `new URL('…', import.meta.url)` (how Vite and browsers find workers and WASM) and
 * `import.meta.glob('…')`. ESLint's own no-restricted-imports sees only the declarations, so a
 * dynamic import or a worker URL slipped past it.
 *
 * Each reference is resolved against the linted file's folder to an absolute path (relative
 * specifiers; Vite's `?url`-style queries dropped) or kept as a bare package specifier.
 */
import { dirname, resolve } from 'node:path';

/**
 * @typedef {object} ModuleReference
 * @property {import('eslint').Rule.Node} node The node to report on (the specifier, where there is one).
 * @property {string} specifier As written.
 * @property {string} how How it was referenced, for messages: 'import', 'import()', 'new URL(…, import.meta.url)', …
 * @property {string} [path] The absolute path it resolves to (relative specifiers), or for a glob the folder it searches.
 * @property {string} [bare] The package specifier (not relative).
 * @property {boolean} glob A pattern (import.meta.glob, or an import() template with expressions): `path` is its fixed base folder.
 */

/** A glob's characters: the base folder of a pattern ends before the first segment holding one. */
const GLOB_CHARACTERS = /[*?{}[\]()!+@]/;
/** A URL with a scheme (https:, data:, blob:…) names no file of ours. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The specifier without Vite's query (`?url`, `?worker`, `?init`) or a hash. */
const withoutQuery = (specifier) => specifier.replace(/[?#].*$/s, '');

const isRelative = (specifier) => specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');

/** The folder part of a glob before its first wildcard segment: `../ui/**\/*.ts` → `../ui`. */
function globBase(pattern) {
  const segments = pattern.split('/');
  const fixed = [];
  for (const segment of segments.slice(0, -1)) {
    if (GLOB_CHARACTERS.test(segment)) break;
    fixed.push(segment);
  }
  return fixed.join('/') || '.';
}

/** The string a node spells statically: a string literal, or a template literal without expressions. */
export function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** `import.meta.url` */
const isImportMetaUrl = (node) =>
  node?.type === 'MemberExpression' &&
  node.object.type === 'MetaProperty' &&
  node.object.meta.name === 'import' &&
  node.object.property.name === 'meta' &&
  !node.computed &&
  node.property.type === 'Identifier' &&
  node.property.name === 'url';

/** `import.meta.glob` (and the older globEager). */
const isImportMetaGlob = (node) =>
  node?.type === 'MemberExpression' &&
  node.object.type === 'MetaProperty' &&
  node.object.meta.name === 'import' &&
  !node.computed &&
  node.property.type === 'Identifier' &&
  (node.property.name === 'glob' || node.property.name === 'globEager');

/**
 * ESLint visitors calling `onReference` with each module reference of the linted file.
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(reference: ModuleReference) => void} onReference
 * @returns {import('eslint').Rule.RuleListener}
 */
export function moduleReferenceVisitors(context, onReference) {
  const folder = dirname(context.filename);

  /** A specifier of an import-like reference: relative ones resolve to a path, others are bare. */
  const fromImport = (node, specifier, how) => {
    if (specifier === undefined) return;
    const plain = withoutQuery(specifier);
    if (isRelative(plain)) onReference({ node, specifier, how, path: resolve(folder, plain), glob: false });
    else if (!plain.startsWith('/') && !HAS_SCHEME.test(plain)) onReference({ node, specifier, how, bare: plain, glob: false });
  };

  /** A pattern (relative only, as Vite requires): its fixed base folder, and the pattern itself. */
  const fromPattern = (node, pattern, how) => {
    const plain = withoutQuery(pattern.replace(/^!/, ''));
    if (pattern.startsWith('!') || !isRelative(plain)) return;
    onReference({ node, specifier: pattern, how, path: resolve(folder, globBase(plain)), pattern: resolve(folder, plain), glob: true });
  };

  return {
    ImportDeclaration: (node) => fromImport(node.source, node.source.value, 'import'),
    ExportNamedDeclaration: (node) => node.source && fromImport(node.source, node.source.value, 'export … from'),
    ExportAllDeclaration: (node) => fromImport(node.source, node.source.value, 'export * from'),
    TSImportEqualsDeclaration: (node) =>
      node.moduleReference.type === 'TSExternalModuleReference' &&
      fromImport(node.moduleReference.expression, staticString(node.moduleReference.expression), 'import = require()'),
    TSImportType: (node) => {
      const source = node.source ?? node.argument?.literal;
      fromImport(source, staticString(source), "import('…') type");
    },
    ImportExpression: (node) => {
      const specifier = staticString(node.source);
      if (specifier !== undefined) return fromImport(node.source, specifier, 'import()');
      // A template with expressions is a pattern to Vite (dynamic-import-vars): check where it looks.
      if (node.source.type === 'TemplateLiteral') {
        fromPattern(node.source, node.source.quasis.map((quasi) => quasi.value.cooked ?? '').join('*'), 'import() of a template');
      }
    },
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) {
        fromImport(node.arguments[0], staticString(node.arguments[0]), 'require()');
      } else if (isImportMetaGlob(node.callee)) {
        const [first] = node.arguments;
        const patterns = first?.type === 'ArrayExpression' ? first.elements : [first];
        for (const element of patterns) {
          const pattern = staticString(element);
          if (pattern !== undefined) fromPattern(element, pattern, 'import.meta.glob');
        }
      }
    },
    NewExpression: (node) => {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'URL' || !isImportMetaUrl(node.arguments[1])) return;
      const specifier = staticString(node.arguments[0]);
      if (specifier === undefined || HAS_SCHEME.test(specifier) || specifier.startsWith('/')) return;
      // Against a base URL a plain name is relative too: new URL('worker.ts', import.meta.url).
      const plain = withoutQuery(specifier);
      onReference({ node: node.arguments[0], specifier, how: 'new URL(…, import.meta.url)', path: resolve(folder, plain), glob: false });
    },
  };
}
