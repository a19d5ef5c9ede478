import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** Changes every request before it is sent (path, headers, body). */
  setupRequest?: (request: autocannon.RequestData) => autocannon.RequestData;
}

export interface LoadSample {
  responses: number;
  seconds: number;
  latenciesMs: number[];
}

/** One autocannon run at full speed. Throws if any request failed: such figures would measure the error path. */
export async function runLoad(request: LoadRequest, connections: number, seconds: number): Promise<LoadSample> {
  const latenciesMs: number[] = [];
  const { setupRequest, ...fixed } = request;
  const run = autocannon({
    ...fixed,
    connections,
    duration: seconds,
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  });
  // autocannon's own latency histogram rounds to whole milliseconds, too coarse for a bare Fastify route.
  run.on('response', (_client, _status, _bytes, responseTimeMs) => latenciesMs.push(responseTimeMs));
  const result = await run;
  if (result.errors + result.timeouts + result.non2xx > 0) {
    const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}: ${count}`);
    throw new Error(
      `${request.method} ${request.url}: ${result.errors} errors, ${result.timeouts} timeouts, ` +
        `${result.non2xx} non-2xx responses (status counts ${statuses.join(', ') || 'none'})`,
    );
  }
  return { responses: latenciesMs.length, seconds: result.duration, latenciesMs };
}
