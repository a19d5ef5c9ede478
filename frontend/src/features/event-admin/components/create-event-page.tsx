import { Alert, Space } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { canCreateEvents, type Role } from '@/lib/roles';
import { useSession } from '@/lib/session/session';
import { adminHome } from '@/lib/staff-nav';

import { NotOrganizerCard } from './not-organizer-card';
import { EventWizard } from './wizard/event-wizard';

/** The one wizard behind /admin/events/create, /create-event and /events/wizard. */
export function CreateEventPage({ role }: { role: Role | null }) {
  const session = useSession();

  if (!session) {
    return <Alert type="error" showIcon title="Access Denied: You need to be logged in to create events." />;
  }
  if (!canCreateEvents(role)) return <NotOrganizerCard />;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageTitle>Create Event</PageTitle>
        <ButtonLink to={adminHome(role)}>Back to Admin</ButtonLink>
      </Space>
      <EventWizard />
    </Space>
  );
}
