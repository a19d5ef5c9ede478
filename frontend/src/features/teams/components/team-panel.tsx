import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Skeleton, Space, Switch, Typography } from 'antd';

import { problemLines } from '@/api/field-problems';
import { ButtonLink } from '@/components/button-link';
import { useServerError } from '@/hooks/use-server-error';

import { eventTeamQueryOptions, type Team } from '../api/get-event-team';
import { useSetSeeking } from '../api/manage-team';
import { TeamDetails } from './team-details';

function SeekingSwitch({ eventId, seeking }: { eventId: string; seeking: boolean }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const update = useSetSeeking();
  return (
    <Space align="center">
      <Switch
        id={`seeking-${eventId}`}
        checked={update.isPending ? update.variables.seeking : seeking}
        loading={update.isPending}
        onChange={(checked) =>
          update.mutate(
            { eventId, seeking: checked },
            {
              onSuccess: () =>
                notification.success({
                  title: checked ? 'Teams can now find you on Find Teams.' : 'You are no longer listed on Find Teams.',
                }),
              onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to save your choice.' }),
            },
          )
        }
      />
      <label htmlFor={`seeking-${eventId}`}>Looking for a team</label>
    </Space>
  );
}

function NoTeam({ eventId, seeking }: { eventId: string; seeking: boolean }) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Text>You are not in a team for this event yet. Start one, or join one.</Typography.Text>
      <Card size="small" title="Start a team">
        <Space orientation="vertical" size="middle">
          <Typography.Text type="secondary">
            Your team builds one project in this event: create it and you own it, then invite your teammates.
          </Typography.Text>
          {/* The same flow as the Project tab's Create Project: the project is created attached to this event. */}
          <ButtonLink to="/projects/create" search={{ event: eventId }} color="primary" variant="solid">
            Create Team
          </ButtonLink>
        </Space>
      </Card>
      <Card size="small" title="Join a team">
        <Space orientation="vertical" size="middle">
          <SeekingSwitch eventId={eventId} seeking={seeking} />
          <Typography.Text type="secondary">
            Switched on, team owners see you on Find Teams with your role and the skills from your profile.
          </Typography.Text>
          <ButtonLink to="/teams" search={{ event: eventId }} color="primary" variant="outlined">
            Find Teams
          </ButtonLink>
        </Space>
      </Card>
    </Space>
  );
}

function MyTeam({ team }: { team: Team }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <ButtonLink
          to="/projects/$projectId"
          params={{ projectId: team.projectId }}
          variant="link"
          color="primary"
          style={{ padding: 0, fontSize: 18 }}
        >
          {team.title}
        </ButtonLink>
        {team.tagline ? <div>{team.tagline}</div> : null}
      </div>
      <TeamDetails team={team} />
    </Space>
  );
}

/** The participant dashboard's Team tab: the user's team in this event, or how to get one. */
export function TeamPanel({ eventId }: { eventId: string }) {
  const mine = useQuery(eventTeamQueryOptions(eventId));
  if (mine.isPending) return <Skeleton active aria-label="Loading team" />;
  if (mine.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load your team."
        description={problemLines(mine.error, 'Please try again.').join(' ')}
      />
    );
  if (!mine.data.team) return <NoTeam eventId={eventId} seeking={mine.data.seeking} />;
  return <MyTeam team={mine.data.team} />;
}
