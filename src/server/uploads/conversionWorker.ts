/**
 * Entry point of a conversion worker thread, bundled by scripts/buildServer.mjs to
 * dist/server/conversionWorker.js. The CAD readers (libredwg-web is GPL-3.0) load only here,
 * in a thread of their own per file, never in the server's main thread.
 */
import { dwgToSvg, dxfToSvg } from '../cad/index';
import { serveConversion } from './serveConversion';

await serveConversion({ dxfToSvg, dwgToSvg });
