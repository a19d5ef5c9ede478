import { lazy, Suspense, type ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { PendingSpin } from '@/components/pending-spin';
import { RoleBadge } from '@/components/role-badge';

import { DEFAULT_ADMIN_TAB, type AdminSearch, type AdminTab } from '../admin-search';
import { AdminStats } from './admin-stats';
import { DashboardTabs, type DashboardTab } from '@/components/dashboard-tabs';
import styles from './admin.module.css';

// Each tab's code loads when the tab first opens: the first screen carries only the open one.
const UsersTab = lazy(() => import('./users-tab').then((module) => ({ default: module.UsersTab })));
const SettingsTab = lazy(() => import('./settings-tab').then((module) => ({ default: module.SettingsTab })));

interface AdminDashboardPageProps {
  search: AdminSearch;
  onSearchChange: (patch: AdminSearch) => void;
  /** The Applications tab's content (the application review screens), loaded lazily like the others. */
  applicationsTab: ReactNode;
  /** The Analytics tab's content, loaded lazily like the others. */
  analyticsTab: ReactNode;
}

export function AdminDashboardPage({ search, onSearchChange, applicationsTab, analyticsTab }: AdminDashboardPageProps) {
  const tab = search.tab ?? DEFAULT_ADMIN_TAB;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div className={styles.title}>
          <PageTitle>Admin Dashboard</PageTitle>
          <RoleBadge role="admin" />
        </div>
        <ButtonLink to="/events/wizard" color="primary" variant="solid">
          Create Event
        </ButtonLink>
      </div>
      <AdminStats />
      <DashboardTabs
        activeKey={tab}
        onChange={(key) => onSearchChange({ tab: key === DEFAULT_ADMIN_TAB ? undefined : key })}
        items={(
          [
            {
              key: 'applications',
              label: 'Applications',
              children: applicationsTab,
            },
            {
              key: 'users',
              label: 'User Management',
              children: <UsersTab search={search} onChange={onSearchChange} />,
            },
            {
              key: 'analytics',
              label: 'Analytics',
              children: analyticsTab,
            },
            { key: 'settings', label: 'Settings', children: <SettingsTab /> },
          ] satisfies DashboardTab<AdminTab>[]
        ).map((item) => ({ ...item, children: <Suspense fallback={<PendingSpin />}>{item.children}</Suspense> }))}
      />
    </div>
  );
}
