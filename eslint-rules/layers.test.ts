import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import planimetry from './layers.js';

const root = fileURLToPath(new URL('..', import.meta.url));

// --- Through the project's own eslint.config.js, as `npm run check` runs it ----------------------

const eslint = new ESLint({ cwd: root });

/** The planimetry rules' findings on `code` linted as if it were the file at `path`. */
async function findings(path: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('planimetry/')).map((message) => ({ rule: message.ruleId, message: message.message }));
}

const rulesBroken = async (path: string, code: string) => (await findings(path, code)).map((finding) => finding.rule);

describe('the layer rules in eslint.config.js', () => {
  it('reports a static import across the layers', async () => {
    expect(await rulesBroken('src/ui/Fixture.tsx', "import { buildApp } from '../server/app';\nvoid buildApp;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/engine/document/fixture.ts', "import { App } from '../../ui/App';\nvoid App;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/shared/fixture.ts', "import { layers } from '../engine/document/layers';\nvoid layers;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/app/fixture.ts', "import { App } from '../ui/App';\nvoid App;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/net/fixture.ts', "export { Scene } from '../render/Scene';\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/ui/fixture.ts', "import '../main';\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/server/fixture.ts', "import { App } from '../ui/App';\nvoid App;\n")).toEqual(['planimetry/layers']);
  });

  it('lets the server use the engine\'s pure modules but not its kernels', async () => {
    expect(await rulesBroken('src/server/fixture.ts', "import { renderDrawingSvg } from '../engine/print/drawingSvg';\nvoid renderDrawingSvg;\n")).toEqual([]);
    const [result] = await eslint.lintText("import type { KernelClient } from '../engine/kernels/kernelClient';\nexport type K = KernelClient;\n", {
      filePath: join(root, 'src/server/fixture.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('names the layers and the way of importing in its message', async () => {
    const [finding] = await findings('src/engine/geo/fixture.ts', "export const load = () => import('../../ui/App');\n");
    expect(finding?.message).toBe(
      "Layer rule: src/engine may reference only src/shared, but import() '../../ui/App' reaches src/ui (the direction is in ARCHITECTURE.md; tables in eslint.config.js).",
    );
  });

  it('keeps React and Pixi out of the application layer and the layers below it', async () => {
    expect(await rulesBroken('src/engine/instruments/fixture.ts', "import { Graphics } from 'pixi.js';\nvoid Graphics;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/shared/fixture.ts', "import { useSelector } from '@xstate/react';\nvoid useSelector;\n")).toEqual(['planimetry/layers']);
    expect(await findings('src/render/fixture.ts', "import { Graphics } from 'pixi.js';\nvoid Graphics;\n")).toEqual([]);
    expect(await rulesBroken('src/app/fixture.ts', "import { useState } from 'react';\nvoid useState;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/app/fixture.ts', "import { createRoot } from 'react-dom/client';\nvoid createRoot;\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/app/fixture.ts', "export const pixi = () => import('pixi.js');\n")).toEqual(['planimetry/layers']);
    expect(await rulesBroken('src/app/fixture.ts', "import { Application } from '@pixi/react';\nvoid Application;\n")).toEqual(['planimetry/layers']);
  });

  it('reports WASM loaded outside engine/kernels, however it is referenced', async () => {
    const [dynamic] = await findings('src/ui/fixture.ts', "export const kernels = () => import('../../build/kernels.wasm');\n");
    expect(dynamic).toEqual({
      rule: 'planimetry/kernels-only',
      message: "Kernels-only rule: only src/engine/kernels/ may reference WASM, but import() '../../build/kernels.wasm' does; go through the kernel client.",
    });
    expect(await rulesBroken('src/engine/geometry/fixture.ts', 'export const kernels = () => import(`../../../build/kernels.wasm`);\n')).toEqual(['planimetry/kernels-only']);
    expect(await rulesBroken('src/render/fixture.ts', "export const url = new URL('../../build/kernels.wasm', import.meta.url);\n")).toEqual(['planimetry/kernels-only']);
    expect(await rulesBroken('bench/browser/fixture.ts', "import init from '../../build/kernels.wasm?init';\nvoid init;\n")).toEqual(['planimetry/kernels-only']);
  });

  it('reports the kernel worker started outside engine/kernels', async () => {
    const code = "export const start = () => new Worker(new URL('./kernelWorker.ts', import.meta.url), { type: 'module' });\n";
    expect(await rulesBroken('src/engine/editor/fixture.ts', code.replace('./', '../kernels/'))).toEqual(['planimetry/kernels-only']);
    expect(await rulesBroken('src/ui/fixture.ts', code.replace('./', '../engine/kernels/'))).toEqual(['planimetry/kernels-only']);
    expect(await rulesBroken('src/ui/fixture.ts', "import KernelWorker from '../engine/kernels/kernelWorker?worker';\nvoid KernelWorker;\n")).toEqual(['planimetry/kernels-only']);
  });

  it('reports an engine import that runs up a tier', async () => {
    expect(await rulesBroken('src/engine/document/fixture.ts', "import type { EditorSnapshot } from '../editor/editorMachine';\nexport type S = EditorSnapshot;\n")).toEqual(['planimetry/engine-tiers']);
    expect(await rulesBroken('src/engine/instruments/straight/fixture.ts', "import { NOTICES } from '../../editor/notices';\nvoid NOTICES;\n")).toEqual(['planimetry/engine-tiers']);
    expect(await rulesBroken('src/engine/geometry/fixture.ts', "import { layers } from '../document/layers';\nvoid layers;\n")).toEqual(['planimetry/engine-tiers']);
    expect(await rulesBroken('src/engine/viewport/fixture.ts', "export const sketch = () => import('../document/sketch');\n")).toEqual(['planimetry/engine-tiers']);
    const [finding] = await findings('src/engine/document/fixture.ts', "import { NOTICES } from '../editor/notices';\nvoid NOTICES;\n");
    expect(finding?.message).toBe(
      "Engine tier rule: src/engine/document (tier 2) must not reference src/engine/editor (tier 4): import '../editor/notices' runs up. Imports inside the engine run one way (geometry, viewport ← kernels, measure, geo ← document, history, map, import, takeoff, snap ← instruments, print ← editor ← testing); move the shared piece down.",
    );
  });

  it('allows what the architecture allows', async () => {
    expect(await findings('src/engine/kernels/fixture.ts', "export const kernels = () => import('../../../build/kernels.wasm');\n")).toEqual([]);
    expect(await findings('src/engine/kernels/fixture.ts', "export const start = () => new Worker(new URL('./kernelWorker.ts', import.meta.url), { type: 'module' });\n")).toEqual([]);
    expect(await findings('src/ui/fixture.ts', "import { createKernelClient } from '../engine/kernels/kernelClient';\nimport { App } from './App';\nvoid createKernelClient;\nvoid App;\n")).toEqual([]);
    expect(await findings('src/app/fixture.ts', "import { createActor } from 'xstate';\nimport { authMachine } from '../net/authMachine';\nimport { layers } from '../engine/document/layers';\nvoid createActor;\nvoid authMachine;\nvoid layers;\n")).toEqual([]);
    expect(await findings('src/ui/fixture.ts', "import { createApp } from '../app/createApp';\nvoid createApp;\n")).toEqual([]);
    expect(await findings('src/main.tsx', "import './withoutEval';\nimport { App } from './ui/App';\nvoid App;\n")).toEqual([]);
    expect(await findings('src/engine/instruments/fixture.ts', "import { layers } from '../document/layers';\nimport { distance } from '../geometry/distance';\nvoid layers;\nvoid distance;\n")).toEqual([]);
    expect(await findings('src/server/fixture.ts', "export const dwg = new URL('../../node_modules/x/y.json', import.meta.url);\n")).toEqual([]);
  });

  it('lets engine tests and testing helpers import up the tiers, but not across the layers', async () => {
    const up = "import { createEditor } from '../editor/editorMachine';\nvoid createEditor;\n";
    expect(await findings('src/engine/document/fixture.test.ts', up)).toEqual([]);
    expect(await findings('src/engine/document/testing/fixture.ts', up)).toEqual([]);
    expect(await rulesBroken('src/engine/document/fixture.test.ts', "import { App } from '../../ui/App';\nvoid App;\n")).toEqual(['planimetry/layers']);
  });
});

// --- The rules' own options, with RuleTester ------------------------------------------------

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const project = '/project';
const at = (path: string) => `${project}/${path}`;
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

const LAYERS = { shared: [], engine: ['shared'], ui: ['engine', 'shared'] };
const layerOptions = [{ root: project, allowed: LAYERS, forbiddenPackages: { engine: ['react'] } }];

ruleTester.run('planimetry/layers', planimetry.rules.layers, {
  valid: [
    { filename: at('src/ui/a.ts'), code: "import { x } from '../engine/x';", options: layerOptions },
    { filename: at('src/ui/a.ts'), code: "const files = import.meta.glob('../engine/**/*.ts');", options: layerOptions },
    { filename: at('src/engine/a.ts'), code: "import z from 'zod'; import '../../build/other.js';", options: layerOptions },
    { filename: at('scripts/a.ts'), code: "import '../src/server/x';", options: layerOptions },
    { filename: at('src/engine/a.ts'), code: 'const load = (name: string) => import(name);', options: layerOptions },
  ],
  invalid: [
    { filename: at('src/shared/a.ts'), code: "export * from '../engine/x';", options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
    { filename: at('src/shared/a.ts'), code: "import x = require('../ui/x');", options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
    { filename: at('src/shared/a.ts'), code: "const x = require('../ui/x');", options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
    { filename: at('src/shared/a.ts'), code: "type X = import('../ui/x').X;", options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
    { filename: at('src/engine/a.ts'), code: "const pages = import.meta.glob(['../ui/pages/*.tsx']);", options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
    { filename: at('src/engine/a.ts'), code: 'const page = (name: string) => import(`../ui/pages/${name}.tsx`);', options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
    { filename: at('src/engine/a.ts'), code: "const all = import.meta.glob('../**/*.ts');", options: layerOptions, errors: [{ messageId: 'crossLayer', data: { from: 'src/engine', allowed: 'src/shared', how: 'import.meta.glob', specifier: '../**/*.ts', to: 'every layer of src/' } }] },
    { filename: at('src/engine/a.ts'), code: "import { useState } from 'react';", options: layerOptions, errors: [{ messageId: 'forbiddenPackage' }] },
    { filename: at('src/newLayer/a.ts'), code: "import '../shared/x'; import '../engine/y';", options: layerOptions, errors: [{ messageId: 'unknownLayer' }] },
    { filename: at('src/ui/a.ts'), code: "import '../newLayer/x';", options: layerOptions, errors: [{ messageId: 'crossLayer' }] },
  ],
});

const kernelOptions = [{ root: project, kernels: 'src/engine/kernels' }];

ruleTester.run('planimetry/kernels-only', planimetry.rules['kernels-only'], {
  valid: [
    { filename: at('src/engine/kernels/raster/a.ts'), code: "import m from '../../../../build/kernels.wasm';", options: kernelOptions },
    { filename: at('src/ui/a.ts'), code: "import { startKernelWorker } from '../engine/kernels/kernelClient';", options: kernelOptions },
    { filename: at('src/ui/a.ts'), code: "const pdfWorker = import('pdfjs-dist/build/pdf.worker.min.mjs?url');", options: kernelOptions },
    { filename: at('src/ui/a.ts'), code: "const json = import.meta.glob('../engine/kernels/**/*.json');", options: kernelOptions },
  ],
  invalid: [
    { filename: at('src/ui/a.ts'), code: "import url from 'some-package/dist/module.wasm?url';", options: kernelOptions, errors: [{ messageId: 'wasm' }] },
    { filename: at('src/ui/a.ts'), code: "const all = import.meta.glob('../../build/*.wasm');", options: kernelOptions, errors: [{ messageId: 'wasm' }] },
    { filename: at('src/ui/a.ts'), code: "const url = new URL('../engine/kernels/kernelWorker', import.meta.url);", options: kernelOptions, errors: [{ messageId: 'worker' }] },
    { filename: at('src/ui/a.ts'), code: "const modules = import.meta.glob('../engine/kernels/*.ts');", options: kernelOptions, errors: [{ messageId: 'worker' }] },
  ],
});

const tierOptions = [{ root: project, engine: 'src/engine', tiers: [['geometry'], ['document'], ['editor']] }];

ruleTester.run('planimetry/engine-tiers', planimetry.rules['engine-tiers'], {
  valid: [
    { filename: at('src/engine/editor/a.ts'), code: "import '../document/x'; import '../geometry/y'; import '../editor/z'; import '../../shared/w';", options: tierOptions },
    { filename: at('src/engine/document/a.test.tsx'), code: "import '../editor/x';", options: tierOptions },
    { filename: at('src/ui/a.ts'), code: "import '../engine/editor/x';", options: tierOptions },
  ],
  invalid: [
    { filename: at('src/engine/geometry/a.ts'), code: "export { x } from '../editor/x';", options: tierOptions, errors: [{ messageId: 'upward' }] },
    { filename: at('src/engine/document/deep/a.ts'), code: "const x = new URL('../../editor/x.ts', import.meta.url);", options: tierOptions, errors: [{ messageId: 'upward' }] },
    { filename: at('src/engine/document/a.ts'), code: "import '../newFolder/x';", options: tierOptions, errors: [{ messageId: 'unknownFolder' }] },
  ],
});
