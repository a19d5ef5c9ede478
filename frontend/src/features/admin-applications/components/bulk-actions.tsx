import { App, Button, Space } from 'antd';
import { useState } from 'react';

import { useChangeApplicationStatus } from '../api/change-application-status';
import type { Application, StaffStatus } from '../application-status';
import styles from './applications.module.css';

interface BulkActionsProps {
  selected: Application[];
  onDone: () => void;
}

/**
 * Approves, waitlists or rejects the selected pending rows: one request per row through the same mutation as
 * a single change (which refreshes the lists), then one summary toast.
 */
export function BulkActions({ selected, onDone }: BulkActionsProps) {
  const { notification } = App.useApp();
  const change = useChangeApplicationStatus();
  const [running, setRunning] = useState(false);
  const pending = selected.filter((application) => application.status === 'pending');

  const run = async (status: Exclude<StaffStatus, 'pending'>) => {
    setRunning(true);
    const results = await Promise.allSettled(
      pending.map((application) =>
        change.mutateAsync({ applicationId: application.id, status, version: application.version }),
      ),
    );
    setRunning(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    const done = results.length - failed;
    const description = `${done} application${done === 1 ? '' : 's'} ${status}${failed ? `, ${failed} failed` : ''}.`;
    if (failed) notification.warning({ title: 'Bulk Update', description });
    else notification.success({ title: 'Bulk Update', description });
    onDone();
  };

  return (
    <Space>
      <span className={styles.secondary}>{pending.length} pending selected</span>
      <Button type="primary" disabled={pending.length === 0} loading={running} onClick={() => void run('approved')}>
        Approve selected
      </Button>
      <Button disabled={pending.length === 0} loading={running} onClick={() => void run('waitlisted')}>
        Waitlist selected
      </Button>
      <Button danger disabled={pending.length === 0} loading={running} onClick={() => void run('rejected')}>
        Reject selected
      </Button>
    </Space>
  );
}
