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
 * it loads, so call this before importing the component (dynamically, in `beforeAll`).
 */
export function installFakeApi(): FakeApi {
  let answer: Answer = () => Promise.reject(new Error('The test gave the fake API no answer'));
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: Request) => {
    const body = input.method === 'GET' ? undefined : await input.clone().json();
    requests.push({ method: input.method, path: new URL(input.url).pathname, body });
    return answer(input);
  }) as typeof fetch;
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
