/**
 * Entry point of a conversion child process, bundled by scripts/buildServer.mjs to
 * dist/server/conversionWorker.js. The CAD readers (libredwg-web is GPL-3.0) load only here,
 * in a process of their own per file, never in the server process.
 */
import { dwgToSvg, dxfToSvg } from '../cad/index';
import { serveConversion } from './serveConversion';

await serveConversion({ dxfToSvg, dwgToSvg });
