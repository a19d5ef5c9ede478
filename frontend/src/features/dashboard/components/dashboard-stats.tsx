import { Card, Skeleton, Statistic } from 'antd';

import { useProjectCounts } from '../api/get-project-counts';
import styles from './dashboard.module.css';

interface DashboardStatsProps {
  activeEvents: number | undefined;
}

export function DashboardStats({ activeEvents }: DashboardStatsProps) {
  const counts = useProjectCounts();
  // A failed count reads 0, as the spec's dashboard treats its other failed loads as empty.
  const loaded = counts.isPending ? undefined : (counts.data ?? { teams: 0, projects: 0 });
  return (
    <ul className={styles.stats} aria-label="Counts">
      <StatCard title="Active Events" value={activeEvents} />
      <StatCard title="My Teams" value={loaded?.teams} />
      <StatCard title="Projects" value={loaded?.projects} />
    </ul>
  );
}

function StatCard({ title, value }: { title: string; value: number | undefined }) {
  return (
    <li>
      <Card>
        {value === undefined ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <Statistic title={title} value={value} />
        )}
      </Card>
    </li>
  );
}
