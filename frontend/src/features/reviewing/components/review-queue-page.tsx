import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Progress, Skeleton, Space, Typography } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { LookBadge } from '@/components/status-badge';
import type { StatusLook } from '@/design/status-look';
import { progressPercent } from '@/lib/judging-progress';
import { formatTotal } from '@/lib/rubric-scores';

import { reviewQueueQueryOptions } from '../api/get-review-queue';
import type { ReviewEventQueue, ReviewQueueItem } from '../api/types';
import { applicationLabel, reviewedProgressText } from '../review-queue';

const STATE_LOOKS: Record<ReviewQueueItem['state'], StatusLook> = {
  to_review: { label: 'To review', tone: 'orange' },
  reviewed: { label: 'Reviewed', tone: 'green' },
  recused: { label: 'Recused', tone: 'neutral' },
};

function EventQueue({ event }: { event: ReviewEventQueue }) {
  return (
    <Card title={event.eventTitle} data-testid="review-event" aria-label={event.eventTitle}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div style={{ maxWidth: 360 }}>
          <Typography.Text strong data-testid="review-progress">
            {reviewedProgressText(event.reviewed, event.assigned)}
          </Typography.Text>
          <Progress
            percent={progressPercent(event.reviewed, event.assigned)}
            size="small"
            aria-label={`${event.eventTitle} progress`}
          />
        </div>
        {event.blind ? (
          <Typography.Text type="secondary">
            Blind review: applicants&apos; names, emails and LinkedIn profiles are hidden.
          </Typography.Text>
        ) : null}
        <List
          dataSource={event.items}
          rowKey="applicationId"
          locale={{ emptyText: 'No applications assigned to you yet.' }}
          renderItem={(item) => {
            const label = applicationLabel(event.items, item.applicationId);
            const toReview = item.state === 'to_review' && !item.decided;
            return (
              <List.Item
                data-testid="review-item"
                actions={
                  item.state === 'recused'
                    ? []
                    : [
                        <ButtonLink
                          key="open"
                          to="/review/$applicationId"
                          params={{ applicationId: item.applicationId }}
                          aria-label={`Open ${label}`}
                          color={toReview ? 'primary' : 'default'}
                          variant={toReview ? 'solid' : 'outlined'}
                        >
                          {toReview ? 'Review' : item.decided ? 'View' : 'Edit'}
                        </ButtonLink>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>{label}</span>
                      <LookBadge look={STATE_LOOKS[item.state]} kind="review" data-testid="review-state" />
                      {item.decided ? <Typography.Text type="secondary">Decided</Typography.Text> : null}
                    </Space>
                  }
                  description={
                    <Space wrap size="middle">
                      <span>Role: {item.role}</span>
                      {item.total !== null ? <span>Your total: {formatTotal(item.total)}</span> : null}
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      </Space>
    </Card>
  );
}

/** /review: the applications assigned to the caller, one card per event they review. */
export function ReviewQueuePage() {
  const queue = useQuery(reviewQueueQueryOptions());

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>Review</PageTitle>
      {queue.isPending ? (
        <Skeleton active aria-label="Loading your applications to review" />
      ) : queue.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load your applications to review."
          action={<Button onClick={() => void queue.refetch()}>Try Again</Button>}
        />
      ) : queue.data.events.length === 0 ? (
        <Empty description="You are not a reviewer of any event yet." />
      ) : (
        queue.data.events.map((event) => <EventQueue key={event.eventId} event={event} />)
      )}
    </Space>
  );
}
