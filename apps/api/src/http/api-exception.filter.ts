import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { WrongExpectedRevisionError } from '@ledgerline/events';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { unprojectedWrites } from '../infrastructure/event-sourcing/unprojected-writes';
import { DomainError, type DomainErrorKind } from '../shared/domain-error';
import { isStoreOutage, outageAnswerFor, STORE_RETRY_AFTER_SECONDS } from './store-outage';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

interface ErrorAnswer {
  status: number;
  body: { message: string; code?: string; errors?: { field: string; message: string }[] };
}

function fromHttpException(exception: HttpException): ErrorAnswer {
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
  return { status: exception.getStatus(), body: { message } };
}

// What busboy says about a broken multipart body (Nest passes these through unchanged).
const BROKEN_MULTIPART =
  /Unexpected end of (form|multipart data)|Malformed part header|Boundary not found|Multipart:/i;

/** Upload failures name the part: multer's limits and unexpected fields (400/413) and broken bodies (400). */
function multipartAnswer(exception: unknown): ErrorAnswer | null {
  if (exception instanceof HttpException && [400, 413].includes(exception.getStatus())) {
    const { status, body } = fromHttpException(exception);
    return { status, body: { ...body, errors: [{ field: 'file', message: body.message }] } };
  }
  if (exception instanceof Error && BROKEN_MULTIPART.test(exception.message)) {
    const message = `The upload could not be read: ${exception.message}`;
    return { status: 400, body: { message, errors: [{ field: 'file', message }] } };
  }
  return null;
}

/**
 * Where a record created by these events can be read once its read model has caught up. Every route here
 * exists and is account-scoped (read-back-locations.int.spec.ts walks them).
 */
export const READ_BACK_LOCATIONS: Record<string, (id: number) => string> = {
  entityId: (id) => `/api/entities/${id}`,
  relationshipId: (id) => `/api/relationships/${id}`,
  assetId: (id) => `/api/assets/${id}`,
  groupId: (id) => `/api/groups/${id}`,
};

/**
 * A command committed but its read model had not caught up within the wait, so reading the record back found
 * nothing: answer 202 with what was recorded and where to read it, not a 404 that invites a
 * duplicate retry.
 */
function acceptedAnswer(): { body: Record<string, unknown>; location: string | null } | null {
  const events = unprojectedWrites();
  if (events.length === 0) return null;
  const recorded = events.map((event) => ({ type: event.type, ...(event.data as Record<string, unknown>) }));
  const first = recorded[0] as Record<string, unknown>;
  const field = Object.keys(READ_BACK_LOCATIONS).find((name) => typeof first[name] === 'number');
  return {
    body: { message: 'Recorded; it will be visible in a moment', recorded },
    location: field ? READ_BACK_LOCATIONS[field](first[field] as number) : null,
  };
}

/** One JSON error shape `{ message, code?, errors? }` for every failure; only our own faults are 500s. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const accepted =
      exception instanceof DomainError && exception.kind === 'not_found' ? acceptedAnswer() : null;
    if (accepted && !response.headersSent) {
      if (accepted.location) response.setHeader('Location', accepted.location);
      response.status(202).json(accepted.body);
      return;
    }
    const answer = request?.is?.('multipart')
      ? (multipartAnswer(exception) ?? this.answerFor(exception))
      : this.answerFor(exception);
    if (answer.status >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const retryAfter = isStoreOutage(exception)
      ? STORE_RETRY_AFTER_SECONDS
      : (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number' && !response.headersSent)
      response.setHeader('Retry-After', String(retryAfter));
    if (!response.headersSent) response.status(answer.status).json(answer.body);
  }

  private answerFor(exception: unknown): ErrorAnswer {
    if (exception instanceof DomainError) {
      const { message, code, errors } = exception;
      return { status: STATUS[exception.kind], body: { message, code, ...(errors ? { errors } : {}) } };
    }
    if (exception instanceof HttpException) return fromHttpException(exception);
    if (exception instanceof ZodError) {
      const errors = exception.issues.map((i) => ({
        field: i.path.map(String).join('.') || 'body',
        message: i.message,
      }));
      return {
        status: 400,
        body: {
          message: `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
          errors,
        },
      };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return {
        status: 409,
        body: { message: 'The record was changed by someone else; reload and try again.' },
      };
    }
    if (isStoreOutage(exception)) return { status: 503, body: outageAnswerFor(exception) };
    return { status: 500, body: { message: 'Internal server error' } };
  }
}
