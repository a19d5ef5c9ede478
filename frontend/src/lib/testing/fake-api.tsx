import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactElement } from 'react';

/** How the fake server answers one request. */
export type Answer = (request: Request) => Promise<Response>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  /** Every request the component made, oldest first. */
  readonly requests: RecordedRequest[];
  answerWith(answer: Answer): void;
  /** Forgets the requests (after each test). */
  reset(): void;
}

/**
 * The API as a component meets it in a component test: the app's own client (its middleware turns a
 * 4xx into an ApiError) over a fetch answered by the test. The client keeps the fetch it finds when
 * it loads, so call this before importing the component (dynamically, in `beforeAll`). Uploads sent
 * by XMLHttpRequest (for their progress) reach the same answer; a multipart body is recorded as its
 * fields, a file as `{ name, size }`.
 */
export function installFakeApi(): FakeApi {
  let answer: Answer = () => Promise.reject(new Error('The test gave the fake API no answer'));
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: Request) => {
    const text = input.method === 'GET' ? '' : await input.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    requests.push({ method: input.method, path: new URL(input.url).pathname, body });
    return answer(input);
  }) as typeof fetch;
  globalThis.XMLHttpRequest = fakeXhr(requests, (request) => answer(request));
  return {
    requests,
    answerWith: (next) => (answer = next),
    reset: () => (requests.length = 0),
  };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Wraps elements in the providers the app gives them (one query client, no retries; antd's App for toasts). */
export function appProviders(): (element: ReactElement) => ReactElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (element) => (
    <QueryClientProvider client={queryClient}>
      <App>{element}</App>
    </QueryClientProvider>
  );
}

/**
 * An XMLHttpRequest whose send goes to the test's answer: the bits an upload uses (open, a header,
 * upload.onprogress, onload/onerror/onabort, status, responseText, abort).
 */
function fakeXhr(requests: RecordedRequest[], answer: Answer): typeof XMLHttpRequest {
  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, globalThis.location.href).href;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body?: unknown) {
      const recorded =
        body instanceof FormData
          ? Object.fromEntries(
              [...body.entries()].map(([key, value]) => [
                key,
                typeof value === 'string' ? value : { name: value.name, size: value.size },
              ]),
            )
          : body;
      requests.push({ method: this.method, path: new URL(this.url).pathname, body: recorded });
      const total = body instanceof FormData ? 100 : 0;
      void (async () => {
        try {
          const response = await answer(new Request(this.url, { method: this.method, headers: this.headers }));
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: total > 0, loaded: total, total } as ProgressEvent);
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  return FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
}
