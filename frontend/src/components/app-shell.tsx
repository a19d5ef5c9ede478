import { Outlet } from '@tanstack/react-router';
import { App, Layout } from 'antd';

import { useLiveUpdates } from '@/hooks/use-live-updates';

import { AppHeader } from './app-header';
import styles from './app-shell.module.css';

/** Header, page frame and antd's message/notification context for the signed-in app. */
export function AppShell() {
  useLiveUpdates();
  return (
    <App>
      <Layout className={styles.shell}>
        <AppHeader />
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </App>
  );
}
