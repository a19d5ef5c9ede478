import { Card, Statistic, Tooltip } from 'antd';
import { useEventCounts } from '../api/event-counts';
import { useUserCount } from '../api/list-users';
import styles from './admin.module.css';

const NOT_YET = 'Counts arrive with the projects feature';

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
      {footer ? <div className={styles.statFooter}>{footer}</div> : null}
    </Card>
  );
}

export function AdminStats() {
  const users = useUserCount();
  const events = useEventCounts();

  return (
    <section className={styles.grid} aria-label="Platform totals">
      <StatCard
        title="Total Events"
        value={events.data?.total ?? '—'}
        loading={events.isPending}
        hint={events.error ? `Failed to load the event count: ${events.error.message}` : undefined}
        footer={events.data ? `${events.data.active} active` : undefined}
      />
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
