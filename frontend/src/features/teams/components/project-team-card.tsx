import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';

import { problemLines } from '@/api/field-problems';

import { projectTeamQueryOptions } from '../api/get-project-team';
import { TeamDetails } from './team-details';

/** The project page's Team card: the same member list; the owner invites, removes and hands over. */
export function ProjectTeamCard({ projectId }: { projectId: string }) {
  const team = useQuery(projectTeamQueryOptions(projectId));
  return (
    <Card title="Team">
      {team.isPending ? <Skeleton active aria-label="Loading team" /> : null}
      {team.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load the team."
          description={problemLines(team.error, 'Please try again.').join(' ')}
        />
      ) : null}
      {team.data ? <TeamDetails team={team.data} showListing={false} /> : null}
    </Card>
  );
}
