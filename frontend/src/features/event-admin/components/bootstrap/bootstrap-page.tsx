import { Space } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { DashboardTabs } from '@/components/dashboard-tabs';
import { PageTitle } from '@/components/page-title';
import { PendingSpin } from '@/components/pending-spin';

import { DEFAULT_BOOTSTRAP_TAB, isBootstrapTab, type BootstrapSearch } from '../../bootstrap-search';
import { BootstrapStats } from './bootstrap-stats';
import { EventsTab } from './events-tab';

// The other tabs' code (their drawers, dialogs and the markdown renderer) loads when a tab first
// opens: the first screen carries only the open one.
const SubmissionsTab = lazy(() => import('./submissions-tab').then((module) => ({ default: module.SubmissionsTab })));
const JudgingTab = lazy(() => import('./judging-tab').then((module) => ({ default: module.JudgingTab })));
const WinnersTab = lazy(() => import('./winners-tab').then((module) => ({ default: module.WinnersTab })));
const QuestionsTab = lazy(() => import('./questions-tab').then((module) => ({ default: module.QuestionsTab })));
const ReviewTab = lazy(() => import('./review-tab').then((module) => ({ default: module.ReviewTab })));
const MessagesTab = lazy(() => import('./messages-tab').then((module) => ({ default: module.MessagesTab })));
const RankingTab = lazy(() => import('../ranking/ranking-tab').then((module) => ({ default: module.RankingTab })));

const suspended = (children: ReactNode) => <Suspense fallback={<PendingSpin />}>{children}</Suspense>;

interface BootstrapPageProps {
  isAdmin: boolean;
  search: BootstrapSearch;
  onSearchChange: (patch: BootstrapSearch) => void;
}

export function BootstrapPage({ isAdmin, search, onSearchChange }: BootstrapPageProps) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageTitle>Hackathon Admin Dashboard</PageTitle>
        <Space>
          <ButtonLink to="/admin/events/create" color="primary" variant="solid">
            Create Event
          </ButtonLink>
          <ButtonLink to="/admin/settings/access">Settings</ButtonLink>
        </Space>
      </Space>
      <BootstrapStats />
      {/* The WAI-ARIA tabs of the admin dashboard: on a phone they scroll, where antd's would add a
          'more' button inside the tablist (an axe violation). */}
      <DashboardTabs
        activeKey={search.tab ?? DEFAULT_BOOTSTRAP_TAB}
        onChange={(key) => {
          if (isBootstrapTab(key)) onSearchChange({ tab: key === DEFAULT_BOOTSTRAP_TAB ? undefined : key });
        }}
        items={[
          { key: 'events', label: 'Events', children: <EventsTab isAdmin={isAdmin} /> },
          {
            key: 'submissions',
            label: 'Submissions',
            children: suspended(<SubmissionsTab search={search} onSearchChange={onSearchChange} />),
          },
          {
            key: 'judging',
            label: 'Judging',
            children: suspended(
              <JudgingTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
            ),
          },
          {
            key: 'winners',
            label: 'Winners',
            children: suspended(
              <WinnersTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
            ),
          },
          {
            key: 'questions',
            label: 'Questions',
            children: suspended(
              <QuestionsTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
            ),
          },
          {
            key: 'review',
            label: 'Review',
            children: suspended(
              <ReviewTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
            ),
          },
          {
            key: 'messages',
            label: 'Messages',
            children: suspended(
              <MessagesTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
            ),
          },
          // Decisions on applications are the admins' (the server answers 403 to anyone else).
          ...(isAdmin
            ? [
                {
                  key: 'ranking',
                  label: 'Ranking',
                  children: suspended(
                    <RankingTab
                      eventId={search.event}
                      show={search.rankShow ?? 'all'}
                      page={search.rankPage ?? 1}
                      onChange={onSearchChange}
                    />,
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
