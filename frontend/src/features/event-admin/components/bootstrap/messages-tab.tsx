import { Empty, Spin } from 'antd';

import { useAdminEvent } from '../../api/get-admin-event';
import { AnnouncementForm } from '../messages/announcement-form';
import { AnnouncementsCard } from '../messages/announcements-card';
import { RemindersCard } from '../messages/reminders-card';
import { EventPicker } from './event-picker';

interface MessagesTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

/** The hackathon admin's Messages tab (issue 30): announcements to a segment of an event, and its automatic reminders. */
export function MessagesTab({ eventId, onEventChange }: MessagesTabProps) {
  return (
    <EventPicker eventId={eventId} onEventChange={onEventChange} loadError="Failed to load events">
      {(selectedId) => <EventMessages key={selectedId} eventId={selectedId} />}
    </EventPicker>
  );
}

function EventMessages({ eventId }: { eventId: string }) {
  const event = useAdminEvent(eventId);
  if (event.isPending) return <Spin />;
  if (event.error) return <Empty description="Failed to load the event" />;
  const { timezone } = event.data;
  return (
    <>
      <AnnouncementForm eventId={eventId} timezone={timezone} />
      <AnnouncementsCard eventId={eventId} timezone={timezone} />
      <RemindersCard eventId={eventId} />
    </>
  );
}
