import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';

// The API server (npm start, port 8080) serves the built client; in `npm run dev` Vite serves
// the client with hot reload and forwards /api to the API server started beside it.
const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  plugins: [react(), wasm()],
  // Kernels run in a Web Worker, which needs the same WASM loader as the page.
  worker: { format: 'es', plugins: () => [wasm()] },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    // The WASM module is emitted as its own fingerprinted file, never inlined as base64.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
