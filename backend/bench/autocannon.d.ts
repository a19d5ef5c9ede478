// autocannon ships no types; this covers only what the benchmark uses.
declare module 'autocannon' {
  namespace autocannon {
    /** The raw request autocannon is about to send; `setupRequest` may change it. */
    interface RequestData {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string | Buffer;
    }

    interface RequestSpec {
      /** Called for every request sent; returns the request to send. */
      setupRequest?: (request: RequestData, context: object) => RequestData;
    }

    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      requests?: RequestSpec[];
    }

    interface Result {
      /** Seconds actually spent. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends PromiseLike<Result> {
      /** Ends the run early; the promise then resolves with what was done so far. */
      stop(): void;
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
      ): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
