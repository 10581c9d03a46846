/**
 * `npm test`: the type check and lint, the unit tests, then the browser tests in Debian's
 * Chromium against a freshly built app. Stops at the first failing stage.
 */
import { buildIfStale, runNpm } from './buildIfStale.mjs';
import { ensureChromium } from './ensureChromium.mjs';

buildIfStale(['wasm']);
runNpm('check');
runNpm('test:unit');
buildIfStale(['client', 'server']);
ensureChromium();
runNpm('test:e2e');
