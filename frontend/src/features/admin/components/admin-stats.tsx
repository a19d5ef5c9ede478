import { Tooltip } from 'antd';

import { useProjectStats } from '@/api/get-project-stats';
import { useUserCount } from '@/api/list-users';
import { Panel } from '@/components/panel';
import { Stat } from '@/components/stat';

import { useEventCounts } from '../api/event-counts';
import styles from './admin.module.css';

function StatCard({
  title,
  value,
  hint,
  loading,
  footer,
}: {
  title: string;
  value: number | string;
  hint?: string;
  loading?: boolean;
  footer?: string;
}) {
  return (
    <Panel>
      <Stat
        title={title}
        loading={loading}
        value={
          hint ? (
            <Tooltip title={hint}>
              <span aria-label={`${title}: ${hint}`}>{value}</span>
            </Tooltip>
          ) : (
            value
          )
        }
        footer={footer}
      />
    </Panel>
  );
}

export function AdminStats() {
  const users = useUserCount();
  const events = useEventCounts();
  const projects = useProjectStats();

  return (
    <section className={styles.grid} aria-label="Platform totals">
      <StatCard
        title="Total Events"
        value={events.data?.total ?? '—'}
        loading={events.isPending}
        hint={events.error ? `Failed to load the event count: ${events.error.message}` : undefined}
        footer={events.data ? `${events.data.active} active` : undefined}
      />
      <StatCard
        title="Total Projects"
        value={projects.data?.projects ?? '—'}
        loading={projects.isPending}
        hint={projects.error ? `Failed to load the project count: ${projects.error.message}` : undefined}
      />
      <StatCard
        title="Total Users"
        value={users.data ?? '—'}
        loading={users.isPending}
        hint={users.error ? `Failed to load the user count: ${users.error.message}` : undefined}
      />
    </section>
  );
}
