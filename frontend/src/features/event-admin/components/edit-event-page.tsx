import { Space, Spin } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { canCreateEvents, type Role } from '@/lib/roles';

import { useAdminEvent } from '../api/get-admin-event';
import { EventLoadFailed } from './event-load-failed';
import { NotOrganizerCard } from './not-organizer-card';
import { EditEventForm } from './wizard/edit-event-form';

/** The staff edit page behind /events/manage/{id}: the wizard's fields, prefilled. */
export function EditEventPage({ eventId, role }: { eventId: string; role: Role | null }) {
  if (!canCreateEvents(role)) return <NotOrganizerCard />;
  return <EditEventLoader eventId={eventId} />;
}

function EditEventLoader({ eventId }: { eventId: string }) {
  const event = useAdminEvent(eventId);

  if (event.isPending) return <Spin />;
  if (event.error) return <EventLoadFailed error={event.error} />;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageTitle>Edit Event</PageTitle>
        <ButtonLink to="/admin/events/$eventId" params={{ eventId }}>
          Back to Event
        </ButtonLink>
      </Space>
      <EditEventForm event={event.data} reload={async () => (await event.refetch()).data} />
    </Space>
  );
}
