/**
 * The page's Content-Security-Policy allows no eval (src/server/http/contentSecurityPolicy.ts),
 * and PixiJS probes for it with `Function(...)`: the probe is reported as a violation, and PixiJS
 * refuses to make a renderer when it fails. Despite its name, PixiJS's `unsafe-eval` module is the
 * one for environments that do not allow eval: its shader and uniform code is written without
 * eval, and the probe is skipped. Import this module before any PixiJS renderer is made: the
 * drawing route and the tiles check page import it first, so it comes with Pixi's own chunk and
 * the pages without Pixi never load it.
 */
import 'pixi.js/unsafe-eval';
