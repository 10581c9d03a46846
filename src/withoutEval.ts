/**
 * The page's Content-Security-Policy allows no eval (src/server/http/contentSecurityPolicy.ts).
 * zod probes for it with `Function(...)`, and each probe is reported as a violation; it has an
 * eval-free path: switch to it before anything parses, so import this module first (main.tsx).
 * PixiJS's own switch comes with the pages that draw (render/pixiWithoutEval.ts).
 */
import { z } from 'zod';

// zod parses objects with its interpreter instead of compiling a parser, and never probes.
z.config({ jitless: true });
