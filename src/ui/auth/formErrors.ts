import type { z } from 'zod';

/** The first message per top-level field of a failed parse, for showing under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
