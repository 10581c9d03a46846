import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './RequestValidationError';

/**
 * Lets routes use the zod schemas of `shared/` as their `schema.body` and `schema.headers`, so
 * the client and the server validate with the very same definitions.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const PART_LABELS: Record<string, string> = {
  body: 'Request body',
  headers: 'Request headers',
  querystring: 'Query string',
  params: 'Route parameters',
};

/**
 * Fastify validator compiler for zod schemas. The first issue becomes a RequestValidationError
 * whose message starts with the field's dotted path; the parsed value (unknown keys stripped)
 * replaces the request part.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
    const label = field ?? PART_LABELS[httpPart ?? ''] ?? 'Request';
    return { error: new RequestValidationError(`${label}: ${issue?.message ?? 'invalid'}`, field) };
  };
