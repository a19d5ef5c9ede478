import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { DatabaseUnavailable, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable.js';
import type { ErrorBody } from './error-body.js';
import type { SpaFallback } from '../http/spa-fallback.js';

const BODY_STATUSES = new Set([400, 413, 415]);

/** Turns every error, from any layer, into the one ErrorBody shape. */
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception, request.id);

    if (body.statusCode === 404 && this.spa?.serves(request)) {
      void this.spa.send(request, reply);
      return;
    }
    if (body.statusCode === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (body.code === 'SERVICE_UNAVAILABLE') {
      // Expected while the database restarts: one line, not a stack per request.
      const cause = exception instanceof Error && exception.cause instanceof Error ? exception.cause : exception;
      this.logger.warn(`${request.method} ${request.url} unavailable [${request.id}]: ${String(cause)}`);
    } else if (body.statusCode >= 500 && !(exception instanceof AppError)) {
      // A deliberate 5xx (an AppError, e.g. "too many requests" under a flood) is no bug: a stack per
      // refused request would only add to the load.
      this.logger.error(
        `${request.method} ${request.url} failed [${request.id}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    // Set even when the route declared another type (the CSV export's text/csv), which cannot carry an object.
    void reply
      .status(body.statusCode)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(body);
  }
}

export function toErrorBody(exception: unknown, requestId: string): ErrorBody {
  if (!(exception instanceof AppError) && isDatabaseUnavailable(exception)) {
    return toErrorBody(new DatabaseUnavailable(exception), requestId);
  }
  if (exception instanceof AppError) {
    return {
      statusCode: exception.status,
      code: exception.code,
      message: exception.message,
      fields: exception.fields,
      requestId,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : (firstMessage((response as { message?: unknown }).message) ?? exception.message);
    if (status === 404) return { statusCode: status, code: 'NOT_FOUND', message: 'Not found', requestId };
    // Body-level problems (unparseable JSON, too large, wrong type) name the body as the field.
    const fields = BODY_STATUSES.has(status) ? [{ field: 'body', reason: message }] : undefined;
    return { statusCode: status, code: codeOfStatus(status), message, fields, requestId };
  }
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = exception instanceof Error ? exception.message : 'Bad request';
    return {
      statusCode,
      code: codeOfStatus(statusCode),
      message,
      fields: [{ field: 'body', reason: message }],
      requestId,
    };
  }
  return {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side. Please try again.',
    requestId,
  };
}

function firstMessage(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

function codeOfStatus(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  return name ?? `HTTP_${status}`;
}
