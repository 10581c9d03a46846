/**
 * The page's entry. zod's eval-free mode must be on before any schema is made, and the app's
 * modules make their schemas as they load. In a build split into chunks, the chunks the entry
 * imports run before the entry's own code, so the app comes by a dynamic import, after the switch.
 */
import './withoutEval';

void import('./startApp');
