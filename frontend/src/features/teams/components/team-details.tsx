import { Divider, Space, Tag, Typography } from 'antd';

import { TrackBadges } from '@/components/track-badges';

import type { Team } from '../api/get-event-team';
import { membersText, seatsOpenText } from '../team-rules';
import { InviteMemberForm } from './invite-member-form';
import { JoinRequests } from './join-requests';
import { LeaveTeamButton } from './leave-team-button';
import { PendingInvitations } from './pending-invitations';
import { TeamListingForm } from './team-listing-form';
import { TeamMemberList } from './team-member-list';

/**
 * One team as its members see it: the member list and seats; the owner also manages it (invite,
 * invitations, join requests, listing, remove, 'Make Owner'); a member can leave.
 */
export function TeamDetails({ team, showListing = true }: { team: Team; showListing?: boolean }) {
  const owner = team.myRole === 'owner';
  const size = team.members.length;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap size={8}>
        <Typography.Text>{membersText(size, team.teamSizeMax)}</Typography.Text>
        {team.teamSizeMax !== null && team.openSeats !== null ? (
          <Tag color={team.openSeats > 0 ? 'green' : 'default'}>{seatsOpenText(team.openSeats, team.teamSizeMax)}</Tag>
        ) : null}
        {team.track ? <TrackBadges tracks={[team.track]} /> : null}
      </Space>
      <TeamMemberList projectId={team.projectId} members={team.members} manage={owner} />
      {owner ? (
        <>
          <InviteMemberForm projectId={team.projectId} openSeats={team.openSeats} />
          <PendingInvitations projectId={team.projectId} invitations={team.invitations} />
          <JoinRequests projectId={team.projectId} requests={team.joinRequests} openSeats={team.openSeats} />
          {showListing ? (
            <>
              <Divider style={{ margin: 0 }} />
              <TeamListingForm team={team} />
            </>
          ) : null}
        </>
      ) : (
        <div>
          <LeaveTeamButton projectId={team.projectId} teamTitle={team.title} />
        </div>
      )}
    </Space>
  );
}
