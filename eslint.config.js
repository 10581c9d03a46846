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
const CLIENT_ONLY = ['render', 'ui', 'net', 'server', 'main'];

const zones = [
  { files: ['src/shared/**'], forbidden: ['engine', ...CLIENT_ONLY], message: 'shared/ imports nothing else in src/.' },
  { files: ['src/engine/**'], forbidden: CLIENT_ONLY, message: 'engine/ imports only shared/.' },
  // Only the kernel wrapper may load WASM; otherwise it is held to engine/'s zone.
  { files: ['src/engine/kernels/**'], forbidden: CLIENT_ONLY, message: 'engine/ imports only shared/.', wasmAllowed: true },
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
  ...zones.map(({ files, forbidden, message, wasmAllowed }) => ({
    files,
    rules: restrict([{ regex: into(...forbidden), message }, ...(wasmAllowed ? [] : [wasm])]),
  })),
);
