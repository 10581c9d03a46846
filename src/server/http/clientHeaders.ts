import { z } from 'zod';
import { CLIENT_ID_HEADER, clientIdSchema } from '../../shared/api';

/**
 * The headers of a route keyed by the client id. Loose, because the validated object replaces
 * `request.headers` and the other headers must stay.
 */
export const clientHeadersSchema = z.looseObject({ [CLIENT_ID_HEADER]: clientIdSchema });
