import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Matches a relative import that reaches into one of the named folders of src/. */
const into = (...folders) => `^\\.{1,2}/(?:\\.\\./)*(?:[^'"]*/)?(?:${folders.join('|')})(?:/|$)`;

const wasm = { regex: '\\.wasm$', message: 'Only src/engine/kernels may import WASM.' };

/**
 * The dependency direction of ../shared/ARCHITECTURE.md: shared ← engine ← render ← ui,
 * net → engine and shared, server → shared only; nothing imports ui, main.tsx or server from
 * the client side. (ESLint's own rule, so no resolver with native binaries is needed.)
 */
const zones = [
  { files: ['src/shared/**'], forbidden: ['engine', 'render', 'ui', 'net', 'server', 'main'], message: 'shared/ imports nothing else in src/.' },
  { files: ['src/engine/**'], forbidden: ['render', 'ui', 'net', 'server', 'main'], message: 'engine/ imports only shared/.' },
  { files: ['src/render/**'], forbidden: ['ui', 'net', 'server', 'main'], message: 'render/ imports only engine/ and shared/.' },
  { files: ['src/net/**'], forbidden: ['render', 'ui', 'server', 'main'], message: 'net/ imports only engine/ and shared/.' },
  { files: ['src/ui/**'], forbidden: ['server', 'main'], message: 'ui/ must not import the server or the composition root.' },
  { files: ['src/server/**'], forbidden: ['engine', 'render', 'ui', 'net', 'main'], message: 'server/ imports only shared/.' },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'assembly/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...restrict([wasm]),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...zones.map(({ files, forbidden, message }) => ({ files, rules: restrict([{ regex: into(...forbidden), message }, wasm]) })),
  { files: ['src/engine/kernels/**'], rules: restrict([{ regex: into('render', 'ui', 'net', 'server', 'main'), message: zones[1].message }]) },
);
