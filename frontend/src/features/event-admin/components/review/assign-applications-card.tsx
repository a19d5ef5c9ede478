import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { type AssignApplicationsResult, useAssignApplications } from '../../api/assign-applications';

/** What a run did, in words: '12 new assignments: 40 pending applications, 2 reviews each, 6 reviewers.' */
export function assignSummary({ added, applications, reviewsPerApplication, reviewers }: AssignApplicationsResult) {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(added, 'new assignment')}: ${plural(applications, 'pending application')}, ${plural(
    reviewsPerApplication,
    'review',
  )} each, ${plural(reviewers, 'reviewer')}.`;
}

/**
 * The Review tab's 'Assign Applications': every pending application gets the event's reviews per
 * application from the seated reviewers, balanced; a rerun only fills what is missing, and names
 * the applications short of eligible reviewers.
 */
export function AssignApplicationsCard({ eventId }: { eventId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const assign = useAssignApplications(eventId);
  const [result, setResult] = useState<AssignApplicationsResult | null>(null);

  return (
    <Card title="Assignment">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Each pending application gets the reviews per application set above from the seated reviewers, balanced
          between them. Nobody reviews their own application, an applicant from their organisation&apos;s email domain
          or one they recused from. Running it again only fills what is missing: reviews already given never move.
        </Typography.Paragraph>
        <div>
          <Button
            type="primary"
            loading={assign.isPending}
            onClick={() =>
              assign.mutate(undefined, {
                onSuccess: (answer) => {
                  setResult(answer);
                  notification.success({ title: 'Applications assigned', description: assignSummary(answer) });
                },
                onError: (error) => showServerError(error, { title: 'Failed to assign applications' }),
              })
            }
          >
            Assign Applications
          </Button>
        </div>
        {result ? (
          <Typography.Text data-testid="assign-summary" aria-live="polite">
            {assignSummary(result)}
          </Typography.Text>
        ) : null}
        {result && result.reviewers === 0 ? (
          <Alert type="warning" showIcon title="No reviewers are seated yet: add reviewers first." />
        ) : null}
        {result && result.reviewers > 0 && result.short.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            closable
            onClose={() => setResult(null)}
            title="Not enough eligible reviewers for these applications"
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {result.short.map((short) => (
                  <li key={short.applicationId}>
                    {short.applicantName}: {short.assigned} of {short.wanted} reviewers
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
      </Space>
    </Card>
  );
}
