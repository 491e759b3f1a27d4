import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createOutageWarning,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_BODY,
  describeDatabaseUnavailable,
  isDatabaseUnavailable,
} from '../db/database-unavailable.js';
import { AppError } from '../lib/app-error.js';
import { messageForField } from '../lib/field-words.js';
import type { ErrorBody } from '../lib/http/common-schemas.js';
import { errorCodeOf, isPageNavigation } from '../lib/page-navigation.js';

/** The web app's page that says, in a sentence, what a failed link ran into (`/problem?code=&status=`). */
export const PROBLEM_PAGE_PATH = '/problem';

function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [path, missing].filter(Boolean).join('.') || undefined;
}

/**
 * Every error leaves as `{code, message, field?}`: bad input names its field (by path in `field`, in words in
 * `message`: "Site 2: is required", never a JSON path or a validator's format name), our own
 * errors keep their code, a database that cannot be reached (restarting, crashed, out of connections) is a 503
 * `database_unavailable` with Retry-After, and anything unexpected is a plain 500 with no stack trace.
 * Encapsulated plugins with error handlers of their own (auth) re-throw database outages to this one.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // One warning per 30 s while the database is away, not one per refused request.
  const outageWarning = createOutageWarning();
  // A link a person followed never ends on JSON: a failure answered to a page navigation (any route, this
  // plugin's errors or an encapsulated plugin's own) becomes a redirect to the problem page, which says it in words.
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || !isPageNavigation(request)) return payload;
    // Only JSON error bodies (`{code}` or GoTrue's `{error_code}`): an HTML page of its own stays as it is.
    const code = errorCodeOf(payload);
    if (code === null) return payload;
    const query = new URLSearchParams({ code, status: String(status) });
    reply.code(303).header('location', `${PROBLEM_PAGE_PATH}?${query}`).header('cache-control', 'no-store');
    reply.removeHeader('content-type');
    reply.removeHeader('retry-after');
    return '';
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The body is built here in a fixed shape; a route's response schema (a union for some) must not reshape
    // it, or an error raised before the handler (an empty JSON body, say) could fail to serialise into a 500.
    reply.serializer(JSON.stringify);
    if (error instanceof AppError) {
      const body: ErrorBody = {
        code: error.code,
        message: error.field ? messageForField(error.field, error.message) : error.message,
      };
      if (error.field) body.field = error.field;
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const field = fieldOf(error);
      const detail = error.validation[0]?.message ?? 'is invalid';
      const body: ErrorBody = {
        code: 'invalid_input',
        message: messageForField(field ?? error.validationContext ?? 'body', detail),
      };
      if (field) body.field = field;
      return reply.status(400).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      outageWarning((refusedSinceLastWarning) =>
        request.log.warn(
          { db: describeDatabaseUnavailable(error), refusedSinceLastWarning },
          'database unavailable: answering 503 database_unavailable',
        ),
      );
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ ...DATABASE_UNAVAILABLE_BODY });
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
