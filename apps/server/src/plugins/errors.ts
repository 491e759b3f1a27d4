import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [path, missing].filter(Boolean).join('.') || undefined;
}

/**
 * Every error leaves as `{code, message, field?}`: bad input names its field, our own
 * errors keep their code, and anything unexpected is a plain 500 with no stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The body is built here in a fixed shape; a route's response schema (a union for some) must not reshape
    // it, or an error raised before the handler (an empty JSON body, say) could fail to serialise into a 500.
    reply.serializer(JSON.stringify);
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const field = fieldOf(error);
      const detail = error.validation[0]?.message ?? 'is invalid';
      const body: ErrorBody = {
        code: 'invalid_input',
        message: field ? `${field}: ${detail}` : `${error.validationContext ?? 'request'}: ${detail}`,
      };
      if (field) body.field = field;
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ code: error.code ?? 'bad_request', message: error.message });
  });
});
