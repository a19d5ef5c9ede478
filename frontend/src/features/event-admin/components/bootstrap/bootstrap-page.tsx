import { Space, Tabs } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { DEFAULT_BOOTSTRAP_TAB, isBootstrapTab, type BootstrapSearch } from '../../bootstrap-search';
import { BootstrapStats } from './bootstrap-stats';
import { EventsTab } from './events-tab';
import { JudgingTab } from './judging-tab';
import { SubmissionsTab } from './submissions-tab';
import { WinnersTab } from './winners-tab';

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
      <BootstrapStats isAdmin={isAdmin} />
      <Tabs
        activeKey={search.tab ?? DEFAULT_BOOTSTRAP_TAB}
        onChange={(key) => {
          if (isBootstrapTab(key)) onSearchChange({ tab: key === DEFAULT_BOOTSTRAP_TAB ? undefined : key });
        }}
        items={[
          { key: 'events', label: 'Events', children: <EventsTab isAdmin={isAdmin} /> },
          {
            key: 'submissions',
            label: 'Submissions',
            children: <SubmissionsTab search={search} onSearchChange={onSearchChange} />,
          },
          {
            key: 'judging',
            label: 'Judging',
            children: <JudgingTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
          },
          {
            key: 'winners',
            label: 'Winners',
            children: <WinnersTab eventId={search.event} onEventChange={(event) => onSearchChange({ event })} />,
          },
        ]}
      />
    </Space>
  );
}
