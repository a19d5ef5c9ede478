import { App } from 'antd';

import { ApiError } from '@/api/api-error';
import { useServerError } from '@/hooks/use-server-error';

import { useChangeApplicationStatus } from '../api/change-application-status';
import { useResendDecision } from '../api/resend-decision';
import { resendDescription, statusUpdatedDescription, type Application, type StaffStatus } from '../application-status';

/** Approve/Reject buttons, or the row's more menu. */
export type StatusChangeSource = 'button' | 'menu';

const CONFLICT_MESSAGE = 'Someone else changed this application. The list has been reloaded; please try again.';

/** Status changes and resends for one application, with their toasts. */
export function useApplicationActions() {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const change = useChangeApplicationStatus();
  const resend = useResendDecision();

  // The spec's catalogue titles Approve/Reject 'Status Updated' and a change from the more menu
  // 'Status Changed' / 'Status Change Failed'.
  const changeStatus = (
    application: Pick<Application, 'id' | 'version'>,
    status: StaffStatus,
    via: StatusChangeSource = 'button',
  ) =>
    change.mutate(
      { applicationId: application.id, status, version: application.version },
      {
        onSuccess: () =>
          notification.success({
            title: via === 'menu' ? 'Status Changed' : 'Status Updated',
            description: statusUpdatedDescription(status),
          }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notification.error({ title: 'Status Change Failed', description: CONFLICT_MESSAGE });
            return;
          }
          showServerError(error, {
            title: via === 'menu' ? 'Status Change Failed' : 'Update Failed',
            fallback: 'Failed to update application status.',
          });
        },
      },
    );

  const resendEmail = (application: Pick<Application, 'id' | 'status'>) =>
    resend.mutate(application.id, {
      onSuccess: () =>
        notification.success({ title: 'Email Resent', description: resendDescription(application.status) }),
      onError: (error) => showServerError(error, { title: 'Email Failed', fallback: 'Failed to resend email.' }),
    });

  return { changeStatus, resendEmail, busy: change.isPending || resend.isPending };
}
