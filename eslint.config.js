import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = (...folders) => folders.map((folder) => `./src/${folder}`);

/**
 * The dependency direction of ../shared/ARCHITECTURE.md: shared ← engine ← render ← ui,
 * net → engine and shared, server → shared only; nothing imports ui, main.tsx or server from
 * the client side.
 */
const zones = [
  { target: src('shared'), from: src('engine', 'render', 'ui', 'net', 'server', 'main.tsx'), message: 'shared/ imports nothing else in src/.' },
  { target: src('engine'), from: src('render', 'ui', 'net', 'server', 'main.tsx'), message: 'engine/ imports only shared/.' },
  { target: src('render'), from: src('ui', 'net', 'server', 'main.tsx'), message: 'render/ imports only engine/ and shared/.' },
  { target: src('net'), from: src('render', 'ui', 'server', 'main.tsx'), message: 'net/ imports only engine/ and shared/.' },
  { target: src('ui'), from: src('server', 'main.tsx'), message: 'ui/ must not import the server or the composition root.' },
  { target: src('server'), from: src('engine', 'render', 'ui', 'net', 'main.tsx'), message: 'server/ imports only shared/.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'assembly/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.wasm'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Only engine/kernels touches WASM.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/*.wasm'], message: 'Only src/engine/kernels may import WASM.' }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/engine/kernels/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
