import type { ReactNode } from 'react';

import { useProjectStats } from '@/api/get-project-stats';
import { useAdminEvents } from '@/api/list-admin-events';
import { useUserCount } from '@/api/list-users';
import { Panel } from '@/components/panel';
import { Stat } from '@/components/stat';

import { eventStats } from '../../event-stats';

function StatCard({
  title,
  value,
  hint,
  loading,
}: {
  title: string;
  value: ReactNode;
  hint?: string;
  loading?: boolean;
}) {
  return (
    <Panel>
      <Stat title={title} value={value} loading={loading} footer={hint} />
    </Panel>
  );
}

function UsersCard() {
  const users = useUserCount();
  return <StatCard title="Users" value={users.data ?? '—'} loading={users.isPending} />;
}

export function BootstrapStats() {
  const events = useAdminEvents();
  const stats = eventStats(events.data ?? []);
  const loading = events.isPending;
  const projectStats = useProjectStats();
  const projects = projectStats.data;
  const projectsLoading = projectStats.isPending;
  const unknown = '—';
  return (
    <section
      aria-label="Hackathon totals"
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      <StatCard title="Events" value={stats.total} hint={`${stats.active} active`} loading={loading} />
      <StatCard title="Projects" value={projects?.projects ?? unknown} loading={projectsLoading} />
      <UsersCard />
      <StatCard
        title="Pending"
        value={projects?.pendingSubmissions ?? unknown}
        loading={projectsLoading}
        hint="Submissions needing judging"
      />
      <StatCard title="Completed" value={stats.completed} loading={loading} hint="Events finished" />
      <StatCard
        title="Analytics"
        value={projects?.averageProjectsPerEvent ?? unknown}
        loading={projectsLoading}
        hint="Average projects per event"
      />
    </section>
  );
}
