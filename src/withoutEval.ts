/**
 * The page's Content-Security-Policy allows no eval (src/server/http/contentSecurityPolicy.ts).
 * Two libraries probe for it with `Function(...)`: each probe is reported as a violation, and
 * PixiJS refuses to make a renderer when it fails. Both have an eval-free path: switch to it
 * before anything uses them, so import this module first.
 */
// Despite its name, PixiJS's module for environments that do not allow unsafe-eval: its shader
// and uniform code is written without eval, and the probe is skipped.
import 'pixi.js/unsafe-eval';
import { z } from 'zod';

// zod parses objects with its interpreter instead of compiling a parser, and never probes.
z.config({ jitless: true });
