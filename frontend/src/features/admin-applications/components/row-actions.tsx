import { Button, Dropdown, Space } from 'antd';

import { markAsLabel, otherStatuses, primaryActions, type Application } from '../application-status';
import { useApplicationActions } from './use-application-actions';

export function RowActions({ application }: { application: Application }) {
  const { changeStatus, resendEmail, busy } = useApplicationActions();
  const actions = primaryActions(application.status);

  return (
    <Space size="small">
      {actions.includes('approve') && (
        <Button size="small" type="primary" disabled={busy} onClick={() => changeStatus(application, 'approved')}>
          Approve
        </Button>
      )}
      {actions.includes('reject') && (
        <Button size="small" danger disabled={busy} onClick={() => changeStatus(application, 'rejected')}>
          Reject
        </Button>
      )}
      {actions.includes('resend') && (
        <Button size="small" disabled={busy} onClick={() => resendEmail(application)}>
          Resend
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: otherStatuses(application.status).map((status) => ({ key: status, label: markAsLabel(status) })),
          onClick: ({ key }) => {
            const status = otherStatuses(application.status).find((candidate) => candidate === key);
            if (status) changeStatus(application, status, 'menu');
          },
        }}
      >
        <Button size="small" aria-label="More actions" disabled={busy}>
          …
        </Button>
      </Dropdown>
    </Space>
  );
}
