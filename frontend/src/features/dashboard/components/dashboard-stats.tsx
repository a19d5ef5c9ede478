import { Card, Skeleton, Statistic } from 'antd';

import styles from './dashboard.module.css';

interface DashboardStatsProps {
  activeEvents: number | undefined;
}

// Teams and projects do not exist yet, so 0 is their real count today.
const MY_TEAMS = 0;
const PROJECTS = 0;

export function DashboardStats({ activeEvents }: DashboardStatsProps) {
  return (
    <ul className={styles.stats} aria-label="Counts">
      <StatCard title="Active Events" value={activeEvents} />
      <StatCard title="My Teams" value={MY_TEAMS} />
      <StatCard title="Projects" value={PROJECTS} />
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
