import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Query parameters whose values are secrets: emailed link tokens above all. */
const SECRET_PARAMETER = /([?&](?:token|access_token|refresh_token|code)=)[^&#]*/gi;

/**
 * The request as the request log prints it: Fastify's fields, with secrets in the query replaced.
 * New emails carry their token in the fragment, which browsers never send; older links and
 * careless callers still put one in the query.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Link pages whose last path segment is a token: team invitations (`/teams/invitations/{token}`). */
const SECRET_PATH = /(\/teams\/invitations\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** Where a log line goes: standard output, or a test's list of lines. */
export interface LogStream {
  write(line: string): void;
}

/** A request as the development log prints it: `GET /api/events 200 4 ms`. */
export function requestLine(method: string, url: string, statusCode: number, elapsedMs: number): string {
  return `${method} ${redactUrl(url)} ${statusCode} ${Math.round(elapsedMs)} ms`;
}

/** Development's request log: one line when a request is answered, none when it comes in. */
export class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Pino's numbered levels; info lines, the requests among them, go without a label. */
const LEVEL_LABELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Fastify's JSON log lines as text, for development: a person reads them, no log collector.
 * An error keeps its stack on the lines below.
 */
export function readableLog(target: LogStream): LogStream {
  return { write: (line) => target.write(`${readableLine(line)}\n`) };
}

function readableLine(json: string): string {
  let entry: { level?: number; msg?: string; err?: { stack?: string } };
  try {
    entry = JSON.parse(json);
  } catch {
    return json.trimEnd();
  }
  const label = LEVEL_LABELS[entry.level ?? 30];
  const text = [label, entry.msg].filter(Boolean).join(' ');
  return entry.err?.stack ? `${text}\n${entry.err.stack}` : text;
}
