import { z } from 'zod';

/**
 * A client's stored JSON record, checked against its schema on the way out too, so a hand-edited
 * or older row never reaches a client unchecked. `what` names the record in the error
 * ("settings", "help flags").
 */
export function parseStoredJson<T>(schema: z.ZodType<T>, what: string, clientId: string, text: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Stored ${what} of client ${clientId} are not valid JSON`, { cause: error });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new Error(`Stored ${what} of client ${clientId} are invalid: ${z.prettifyError(result.error)}`, { cause: result.error });
  }
  return result.data;
}
