import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';
import { useSession } from '@/lib/session/session';

import {
  invitationQueryOptions,
  useAcceptInvitation,
  useDeclineInvitation,
  type InvitationView,
} from '../api/team-invitation';
import { invitationState, wrongAccountText } from '../invitation-state';

function Answer({ token, view }: { token: string; view: InvitationView }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const busy = accept.isPending || decline.isPending;
  return (
    <Space wrap>
      <Button
        type="primary"
        loading={accept.isPending}
        disabled={busy}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: ({ eventId, projectId }) => {
              notification.success({ title: `Welcome to ${view.teamTitle}!` });
              // The event's dashboard shows the team; a team in no event has only its project page.
              void (eventId
                ? navigate({ to: '/events/$eventId/dashboard', params: { eventId }, replace: true })
                : navigate({ to: '/projects/$projectId', params: { projectId }, replace: true }));
            },
            onError: (error) =>
              showServerError(error, { title: 'Error', fallback: 'Failed to accept the invitation.' }),
          })
        }
      >
        Accept Invitation
      </Button>
      <Button
        loading={decline.isPending}
        disabled={busy}
        onClick={() =>
          decline.mutate(token, {
            onSuccess: () => {
              notification.success({ title: 'Invitation declined' });
              void navigate({ to: '/dashboard', replace: true });
            },
            onError: (error) =>
              showServerError(error, { title: 'Error', fallback: 'Failed to decline the invitation.' }),
          })
        }
      >
        Decline
      </Button>
    </Space>
  );
}

/** An unknown token (404) or one that is not even a token (400): the link is not valid. */
function isBadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function InvitationCard({ token, view }: { token: string; view: InvitationView }) {
  const signedInEmail = useSession()?.user.email;
  const state = invitationState(view);
  return (
    <Card style={{ maxWidth: 720 }}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <p style={{ margin: 0, fontSize: 16 }}>
          <strong>{view.inviterName}</strong> invites you to join <strong>{view.teamTitle}</strong>
          {view.eventTitle ? (
            <>
              {' '}
              for <strong>{view.eventTitle}</strong>
            </>
          ) : null}
          .
        </p>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'team', label: 'Team', children: view.teamTitle },
            {
              key: 'event',
              label: 'Event',
              children: view.eventId ? (
                <ButtonLink
                  to="/events/$eventId"
                  params={{ eventId: view.eventId }}
                  variant="link"
                  color="primary"
                  style={{ padding: 0 }}
                >
                  {view.eventTitle}
                </ButtonLink>
              ) : (
                'Not in an event yet'
              ),
            },
            { key: 'from', label: 'Invited by', children: view.inviterName },
          ]}
        />
        {state.kind === 'answerable' ? <Answer token={token} view={view} /> : null}
        {state.kind === 'wrong-account' ? (
          <Alert
            type="warning"
            showIcon
            title="This invitation is for another account"
            description={wrongAccountText(state.invitedEmail, signedInEmail)}
          />
        ) : null}
        {state.kind === 'closed' ? (
          <Alert type="info" showIcon title={state.title} description={state.message} />
        ) : null}
      </Space>
    </Card>
  );
}

/** /teams/invitations/{token}: who invites you to which team for which event; accept or decline. */
export function InvitationPage({ token }: { token: string }) {
  const view = useQuery(invitationQueryOptions(token));
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>Team Invitation</PageTitle>
      {view.isPending ? <Skeleton active aria-label="Loading invitation" /> : null}
      {view.isError ? (
        <Result
          status="warning"
          title={isBadLink(view.error) ? 'Invitation not found' : 'Unable to load the invitation'}
          subTitle={
            isBadLink(view.error)
              ? 'This invitation link is not valid. Check that you opened the whole link from the email.'
              : 'Something went wrong while loading the invitation. Please try again.'
          }
          extra={<ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>}
        />
      ) : null}
      {view.data ? <InvitationCard token={token} view={view.data} /> : null}
    </Space>
  );
}
