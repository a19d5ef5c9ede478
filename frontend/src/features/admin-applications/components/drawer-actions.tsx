import { Button, Space } from 'antd';

import type { ApplicationDetail } from '../application-status';
import { useApplicationActions } from './use-application-actions';

/**
 * The drawer's decisions: every status but the current one, as on the row's more menu, and the
 * decision email again once there is one.
 */
export function DrawerActions({ application }: { application: Pick<ApplicationDetail, 'id' | 'version' | 'status'> }) {
  const { changeStatus, resendEmail, busy } = useApplicationActions();
  const { status } = application;

  return (
    <Space wrap role="group" aria-label="Decision">
      {status !== 'approved' && (
        <Button type="primary" disabled={busy} onClick={() => changeStatus(application, 'approved')}>
          Approve
        </Button>
      )}
      {status !== 'waitlisted' && (
        <Button disabled={busy} onClick={() => changeStatus(application, 'waitlisted')}>
          Waitlist
        </Button>
      )}
      {status !== 'rejected' && (
        <Button danger disabled={busy} onClick={() => changeStatus(application, 'rejected')}>
          Reject
        </Button>
      )}
      {status !== 'pending' && (
        <>
          <Button disabled={busy} onClick={() => changeStatus(application, 'pending', 'menu')}>
            Mark as Pending
          </Button>
          <Button disabled={busy} onClick={() => resendEmail(application)}>
            Resend
          </Button>
        </>
      )}
    </Space>
  );
}
