import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { BODY_ERROR_KEY, Msg } from '@routier/domain';
import { AppError } from '../lib/app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { UndeclaredResponseFieldsError } from './response-serializer.js';

type Issue = { path: PropertyKey[]; message: string; code?: string };

const INVALID_DATA = 'The given data was invalid.';
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * 422 field errors from zod issues: messages are i18n keys. An issue about the body (or query) as a
 * whole is listed under BODY_ERROR_KEY; a body of the wrong type says "invalidBody".
 */
export const issuesToFieldErrors = (issues: readonly Issue[]): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const whole = issue.path.length === 0;
    const key = whole ? BODY_ERROR_KEY : issue.path.map(String).join('.');
    const message = whole && issue.code === 'invalid_type' ? Msg.invalidBody : issue.message;
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
};

/** A body Fastify could not parse (malformed or empty JSON): the one whole-body key, never parser text. */
const isUnreadableBody = (error: FastifyError) =>
  error.statusCode === 400 && typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');

/** One error handler: coded errors to their status, validation to 422 field errors, an unreachable database to 503, 5xx text hidden. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = issuesToFieldErrors(
        // the zod type provider flattens each issue: its path is in instancePath ("/cars/0/vin")
        error.validation.map((v): Issue => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? Msg.invalidValue,
          code: v.keyword,
        })),
      );
      return reply.status(422).send({ message: INVALID_DATA, errors });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ message: INVALID_DATA, errors: issuesToFieldErrors(error.issues) });
    }
    if (error instanceof UndeclaredResponseFieldsError) {
      // only the test suites raise it: the failing test shows which fields, on which route
      request.log.error(error);
      console.error(error.message);
      return reply.status(500).send({ message: error.message });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'The file may not be greater than 20 MB.', errors: { file: ['fileTooLarge'] } });
    }
    if (isUnreadableBody(error as FastifyError)) {
      return reply.status(400).send({ message: INVALID_DATA, errors: { [BODY_ERROR_KEY]: [Msg.invalidBody] } });
    }
    if (status === 429) {
      const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
      // the rate-limit plugin sets its own header; budgets spent in a handler (image pixels) set it here
      if (typeof retryAfter === 'number' && !reply.hasHeader('retry-after')) reply.header('retry-after', retryAfter);
      return reply
        .status(429)
        .send(typeof retryAfter === 'number' ? { message: error.message, retry_after: retryAfter } : { message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // nothing was committed; the web app retries a GET on its own
      request.log.warn(`database unavailable: ${error.message}`);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE, retry_after: DATABASE_RETRY_AFTER_SECONDS });
    }
    if (status >= 500) {
      request.log.error(error);
      return reply.status(status).send({ message: 'Server Error' });
    }
    return reply.status(status).send({ message: error.message });
  });
};
