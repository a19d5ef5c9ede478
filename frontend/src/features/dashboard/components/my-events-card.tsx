import { Card, Empty, List, Skeleton } from 'antd';

import { ApplicationStanding } from '@/components/application-standing';
import { ButtonLink } from '@/components/button-link';
import { ApplicationStatusBadge } from '@/components/status-badge';
import { useSession } from '@/lib/session/session';

import { useMyApplications } from '../api/list-my-applications';
import styles from './dashboard.module.css';

/** The events the user applied to, with the way into each approved event's dashboard. */
export function MyEventsCard() {
  const session = useSession();
  const applications = useMyApplications(session?.user.id);

  return (
    <Card title="My Events">
      {applications.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !applications.data?.length ? (
        <Empty description="You haven't applied to any events yet.">
          <ButtonLink to="/events" color="primary" variant="solid">
            Browse Events
          </ButtonLink>
        </Empty>
      ) : (
        <List
          dataSource={applications.data}
          rowKey="id"
          renderItem={(application) => {
            return (
              <List.Item
                actions={[
                  <ButtonLink key="view" to="/events/$eventId" params={{ eventId: application.eventId }}>
                    View Event
                  </ButtonLink>,
                  ...(application.status === 'approved'
                    ? [
                        <ButtonLink
                          key="dashboard"
                          to="/events/$eventId/dashboard"
                          params={{ eventId: application.eventId }}
                          color="primary"
                          variant="solid"
                        >
                          Event Dashboard
                        </ButtonLink>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  title={<span className={styles.eventTitle}>{application.eventTitle || 'Unknown Event'}</span>}
                  description={
                    <>
                      <ApplicationStatusBadge status={application.status} />
                      <ApplicationStanding application={application} />
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
