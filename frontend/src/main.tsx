import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { createQueryClient } from '@/api/query-client';
import { startAuth } from '@/features/auth/start-auth';
import { createAppRouter } from '@/router';
import { appTheme } from '@/theme';

import './global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The first page renders once the sign-in state is known, so its guards see a restored session.
void startAuth({ queryClient, router }).then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <ConfigProvider theme={appTheme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </StrictMode>,
  ),
);
