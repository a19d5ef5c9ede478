import { Outlet } from '@tanstack/react-router';
import { App, ConfigProvider, Layout } from 'antd';

import { appTheme } from '@/theme';

import { AppHeader } from './app-header';
import styles from './app-shell.module.css';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Header, page frame, antd's theme and its message/notification context for the signed-in app.
 * The theme lives here, not at the root, so the public pages load without antd.
 */
export function AppShell() {
  return (
    <ConfigProvider theme={appTheme}>
      <App>
        <Layout className={styles.shell}>
          <AppHeader />
          <Layout.Content className={styles.content} id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </App>
    </ConfigProvider>
  );
}
