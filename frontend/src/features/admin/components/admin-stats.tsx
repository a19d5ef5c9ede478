import { Card, Statistic, Tooltip } from 'antd';
import { useUserCount } from '../api/list-users';
import styles from './admin.module.css';

const NOT_YET = 'Counts arrive with the events feature';

function StatCard({
  title,
  value,
  hint,
  loading,
}: {
  title: string;
  value: number | string;
  hint?: string;
  loading?: boolean;
}) {
  return (
    <Card>
      <Statistic
        title={title}
        value={value}
        loading={loading}
        valueRender={(node) =>
          hint ? (
            <Tooltip title={hint}>
              <span aria-label={`${title}: ${hint}`}>{node}</span>
            </Tooltip>
          ) : (
            node
          )
        }
      />
    </Card>
  );
}

export function AdminStats() {
  const users = useUserCount();

  return (
    <section className={styles.grid} aria-label="Platform totals">
      <StatCard title="Total Events" value="—" hint={NOT_YET} />
      <StatCard title="Total Projects" value="—" hint={NOT_YET} />
      <StatCard
        title="Total Users"
        value={users.data ?? '—'}
        loading={users.isPending}
        hint={users.error ? `Failed to load the user count: ${users.error.message}` : undefined}
      />
    </section>
  );
}
