import { App, Button } from 'antd';

import { useBootstrapAdmin } from '@/api/bootstrap-admin';
import { Panel } from '@/components/panel';
import { useServerError } from '@/hooks/use-server-error';

/** Shown only while the platform has no admin: the first signed-in user can claim the role. */
export function FirstTimeSetupCard() {
  const { message, notification } = App.useApp();
  const showServerError = useServerError();
  const bootstrap = useBootstrapAdmin();

  // mutateAsync, not mutate with callbacks: success hides this card, and the toasts must still show.
  async function makeMeAdmin() {
    try {
      const { result } = await bootstrap.mutateAsync();
      if (result === 'created') {
        void message.success('You are now Admin');
        notification.success({
          title: 'Admin Role Granted',
          description: 'You are now the first admin of this platform!',
        });
      } else {
        void message.info('Admin already exists');
      }
    } catch (error) {
      showServerError(error, { title: 'Failed to bootstrap admin' });
    }
  }

  return (
    <Panel title="First Time Setup">
      <p>
        Nobody administers this platform yet. As the first person to claim it, you become its admin and can then grant
        roles to others.
      </p>
      <Button type="primary" loading={bootstrap.isPending} onClick={() => void makeMeAdmin()}>
        Make me Admin (first-time only)
      </Button>
    </Panel>
  );
}
