import { QueryClient } from '@tanstack/react-query';

import { retryDelay, shouldRetry } from './retry-policy';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
