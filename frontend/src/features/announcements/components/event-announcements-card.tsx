import { Card, Empty, List, Skeleton, Typography } from 'antd';

import { MarkdownContent } from '@/components/markdown-content';
import { formatInViewerZone } from '@/lib/event-dates';

import { useEventAnnouncements } from '../api/list-event-announcements';

/** The event dashboard's announcements from the organizers, newest first, markdown rendered sanitised. */
export function EventAnnouncementsCard({ eventId }: { eventId: string }) {
  const announcements = useEventAnnouncements(eventId);
  return (
    <Card title="Announcements">
      {announcements.isPending ? (
        <Skeleton active aria-label="Loading announcements" />
      ) : announcements.error ? (
        <Empty description="Failed to load announcements" />
      ) : announcements.data.length === 0 ? (
        <Empty description="No announcements yet" />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={announcements.data}
          renderItem={(announcement) => (
            <List.Item key={announcement.id}>
              <List.Item.Meta title={announcement.subject} description={formatInViewerZone(announcement.sentAt)} />
              <Typography>
                <MarkdownContent markdown={announcement.bodyMd} />
              </Typography>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
