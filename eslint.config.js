import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import planimetry from './eslint-rules/layers.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The dependency direction of ARCHITECTURE.md, by folder of src/: what each layer may reference
 * besides itself, by any kind of import, dynamic import() or new URL(…, import.meta.url)
 * (eslint-rules/layers.js). `main` is src/main.tsx and src/startApp.tsx, the composition root; `root` is src/'s other
 * top-level files (its helpers, such as withoutEval.ts). Nothing on the client side references
 * server or main.tsx; a folder missing here is reported until it is added.
 */
const LAYERS = {
  shared: [],
  engine: ['shared'],
  render: ['engine', 'shared'],
  net: ['engine', 'shared'],
  app: ['engine', 'net', 'shared'],
  ui: ['app', 'engine', 'net', 'render', 'shared', 'root'],
  // The server draws prints and exports with the engine's pure renderer and measures (never its kernels).
  server: ['engine', 'shared'],
  main: ['app', 'engine', 'net', 'render', 'shared', 'ui', 'root'],
  root: ['app', 'engine', 'net', 'render', 'shared', 'ui'],
};

/** React and Pixi, with their bindings: the view's packages. */
const VIEW_PACKAGES = ['react', 'react-dom', '@pixi/react', 'pixi.js', '@xstate/react'];

/** Packages a layer must not import (nor their subpaths): below render/ and ui/, no view. */
const FORBIDDEN_PACKAGES = {
  shared: VIEW_PACKAGES,
  engine: VIEW_PACKAGES,
  net: VIEW_PACKAGES,
  app: VIEW_PACKAGES,
};

/** The engine's tiers, lowest first: a folder imports only folders of its own or a lower tier. */
const ENGINE_TIERS = [
  ['geometry', 'viewport'],
  ['kernels', 'measure', 'geo'],
  ['document', 'history', 'map', 'import', 'takeoff', 'snap'],
  ['instruments', 'print'],
  ['editor'],
  ['testing'],
];

/** eslint-plugin-playwright's recommended rules, every one an error: a warning does not stop a commit. */
const playwrightRecommended = playwright.configs['flat/recommended'];
const PLAYWRIGHT_RULES = Object.fromEntries(Object.entries(playwrightRecommended.rules).map(([rule, level]) => [rule, level === 'off' ? 'off' : 'error']));

/** What the plugin cannot see (a wait on a page not named `page`, a computed force, a timer). */
const NO_FIXED_WAITS = 'No fixed waits in browser tests: wait for what a person would see, or drive the time the page shows with page.clock.';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'assembly/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { planimetry },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only src/engine/kernels loads WASM or the kernel worker, from anywhere in the project.
      'planimetry/kernels-only': ['error', { root, kernels: 'src/engine/kernels' }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'planimetry/layers': ['error', { root, src: 'src', allowed: LAYERS, forbiddenPackages: FORBIDDEN_PACKAGES }] },
  },
  {
    // The server draws prints with the engine's pure modules; the kernels (WASM and its worker) stay the browser's.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/engine/kernels', '**/engine/kernels/**'], message: "The server may use the engine's pure modules, never its kernels (ARCHITECTURE.md)." }] },
      ],
    },
  },
  {
    files: ['src/engine/**'],
    rules: { 'planimetry/engine-tiers': ['error', { root, engine: 'src/engine', tiers: ENGINE_TIERS }] },
  },
  {
    // Browser tests wait for what they mean (ARCHITECTURE.md, "Tests we can trust").
    ...playwrightRecommended,
    files: ['tests/e2e/**'],
    rules: {
      ...PLAYWRIGHT_RULES,
      // A helper named expect… (expectOfferStaysUsable) asserts for the test that calls it.
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]'] }],
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: NO_FIXED_WAITS }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='setTimeout']", message: NO_FIXED_WAITS },
        { selector: "Literal[value='networkidle']", message: 'Wait for what the page shows, not for the network to rest.' },
        { selector: "Property[key.name='force']", message: 'No forced actions: a person cannot click what Playwright finds hidden, covered or disabled.' },
      ],
    },
  },
  {
    // One account per test comes with the `test` of tests/e2e/fixtures.ts.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures': each test gets an account of its own." }] }],
    },
  },
);
