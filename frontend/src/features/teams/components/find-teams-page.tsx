import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Input, Pagination, Select, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

import { ApiError } from '@/api/api-error';
import { PageTitle } from '@/components/page-title';
import { TrackBadges } from '@/components/track-badges';
import { ROLE_OPTIONS, roleLabel, type ApplicationRole } from '@/lib/applicant-roles';
import { isStaff } from '@/lib/roles';
import { useSession } from '@/lib/session/session';

import { eventTeamQueryOptions } from '../api/get-event-team';
import {
  teamEventsQueryOptions,
  useTeamListings,
  useTeamSeekers,
  type TeamListing,
  type TeamSeeker,
} from '../api/find-teams';
import { canInvite, seatsOpenText, seekerName } from '../team-rules';
import { filterChange, type TeamsSearch } from '../teams-search';
import styles from './find-teams.module.css';
import { InviteSeekerButton } from './invite-seeker-button';
import { RequestToJoinButton } from './request-to-join-button';

interface FindTeamsPageProps {
  search: TeamsSearch;
  onSearchChange: (patch: TeamsSearch) => void;
}

function TeamCard({ team }: { team: TeamListing }) {
  return (
    <Card title={team.title}>
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {team.tagline ? <Typography.Text className={styles.muted}>{team.tagline}</Typography.Text> : null}
        <Space wrap size={8}>
          {team.track ? <TrackBadges tracks={[team.track]} /> : null}
          <Tag color="green">{seatsOpenText(team.openSeats, team.teamSizeMax)}</Tag>
        </Space>
        {team.lookingFor ? (
          <p className={styles.lookingFor}>
            <Typography.Text strong>Looking for: </Typography.Text>
            {team.lookingFor}
          </p>
        ) : null}
        {team.requested ? <Tag color="blue">Request sent</Tag> : null}
        {team.canRequest && !team.requested ? (
          <RequestToJoinButton projectId={team.projectId} teamTitle={team.title} />
        ) : null}
      </Space>
    </Card>
  );
}

function SeekerCard({ seeker, inviteFrom }: { seeker: TeamSeeker; inviteFrom: string | null }) {
  const name = seekerName(seeker);
  const me = useSession()?.user.id === seeker.userId;
  return (
    <Card title={name} extra={me ? <Tag>You</Tag> : null}>
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Text>{roleLabel(seeker.applicantRole)}</Typography.Text>
        {seeker.skills.length > 0 ? (
          <Space wrap size={4} aria-label={`Skills of ${name}`}>
            {seeker.skills.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">No skills listed</Typography.Text>
        )}
        {seeker.invited ? <Tag color="blue">Invited</Tag> : null}
        {inviteFrom && !seeker.invited ? <InviteSeekerButton projectId={inviteFrom} seeker={seeker} /> : null}
      </Space>
    </Card>
  );
}

interface ListProps {
  eventId: string;
  skill: string | undefined;
  role: ApplicationRole | undefined;
  page: number;
  onPageChange: (page: number) => void;
}

interface PagedList<T> {
  items: T[];
  total: number;
  pageSize: number;
}

interface CardListProps<T> {
  title: string;
  /** The query of the list: pending, failed (403: not allowed to see it) or its page. */
  list: { isPending: boolean; error: unknown; data: PagedList<T> | undefined };
  /** Known not to be the caller's to see: the forbidden text instead of asking. */
  forbidden?: boolean;
  forbiddenText: string;
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** One of Find Teams' two lists: a titled grid of cards with its loading, failure and empty states and pages. */
function CardList<T>({
  title,
  list,
  forbidden = false,
  forbiddenText,
  emptyText,
  page,
  onPageChange,
  itemKey,
  renderItem,
}: CardListProps<T>) {
  const { data, error } = list;
  if (forbidden) {
    return (
      <section aria-label={title}>
        <Typography.Title level={2} className={styles.listTitle}>
          {title}
        </Typography.Title>
        <Alert type="info" showIcon title={forbiddenText} />
      </section>
    );
  }
  return (
    <section aria-label={title}>
      <Typography.Title level={2} className={styles.listTitle}>
        {title}
      </Typography.Title>
      {list.isPending ? <Skeleton active aria-label={`Loading ${title.toLowerCase()}`} /> : null}
      {error ? (
        error instanceof ApiError && error.status === 403 ? (
          <Alert type="info" showIcon title={forbiddenText} />
        ) : (
          <Alert type="error" showIcon title="Failed to load the list. Please try again." />
        )
      ) : null}
      {data && data.items.length === 0 ? <Empty description={emptyText} /> : null}
      {data && data.items.length > 0 ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ul className={styles.grid}>
            {data.items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {data.total > data.pageSize ? (
            <Pagination
              current={page}
              total={data.total}
              pageSize={data.pageSize}
              showSizeChanger={false}
              onChange={onPageChange}
            />
          ) : null}
        </Space>
      ) : null}
    </section>
  );
}

function TeamsLookingForMembers({ eventId, skill, role, page, onPageChange }: ListProps) {
  return (
    <CardList
      title="Teams looking for members"
      list={useTeamListings({ eventId, skill, role, page })}
      forbiddenText="You cannot see the teams of this event."
      emptyText="No teams are looking for members yet."
      page={page}
      onPageChange={onPageChange}
      itemKey={(team) => team.projectId}
      renderItem={(team) => <TeamCard team={team} />}
    />
  );
}

function PeopleLookingForATeam({
  eventId,
  skill,
  role,
  page,
  onPageChange,
  mayList,
}: ListProps & { mayList: boolean }) {
  const people = useTeamSeekers({ eventId, skill, role, page }, mayList);
  const myTeam = useQuery(eventTeamQueryOptions(eventId)).data?.team;
  const inviteFrom = myTeam && canInvite(myTeam) ? myTeam.projectId : null;
  return (
    <CardList
      title="People looking for a team"
      list={people}
      forbidden={!mayList}
      forbiddenText="Only people approved for this event see who is looking for a team."
      emptyText="Nobody is looking for a team yet."
      page={page}
      onPageChange={onPageChange}
      itemKey={(seeker) => seeker.userId}
      renderItem={(seeker) => <SeekerCard seeker={seeker} inviteFrom={inviteFrom} />}
    />
  );
}

/** Applied on Enter or the search button, so typing does not reload both lists at every key. */
function SkillFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (skill: string | undefined) => void;
}) {
  return (
    <div>
      <label htmlFor="teams-skill">Skill</label>
      <Input.Search
        // A new URL value (back button, event change) resets what is typed.
        key={value ?? ''}
        id="teams-skill"
        allowClear
        placeholder="e.g. React"
        maxLength={50}
        defaultValue={value}
        onSearch={(text) => onChange(text.trim() === '' ? undefined : text.trim())}
      />
    </div>
  );
}

/** /teams 'Find Teams': an event, then the teams with free seats and the people looking for one. */
export function FindTeamsPage({ search, onSearchChange }: FindTeamsPageProps) {
  const events = useQuery(teamEventsQueryOptions());
  const selected = events.data?.find((event) => event.id === search.event) ?? events.data?.[0];
  const viewerRole = useSession()?.user.role;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <PageTitle>Find Teams</PageTitle>
        <Typography.Text className={styles.muted}>
          Join a team that needs your skills, or invite people who are looking for one.
        </Typography.Text>
      </div>
      {events.isPending ? <Spin /> : null}
      {events.isError ? <Alert type="error" showIcon title="Failed to load events." /> : null}
      {events.data && !selected ? <Empty description="No events are running right now." /> : null}
      {selected ? (
        <>
          <div className={styles.filters}>
            <div>
              <label htmlFor="teams-event">Event</label>
              <Select
                id="teams-event"
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: '100%' }}
                value={selected.id}
                options={events.data?.map((event) => ({
                  value: event.id,
                  label: event.approved ? event.title : `${event.title} (not approved)`,
                }))}
                onChange={(event) => onSearchChange(filterChange({ event }))}
              />
            </div>
            <SkillFilter value={search.skill} onChange={(skill) => onSearchChange(filterChange({ skill }))} />
            <div>
              <label htmlFor="teams-role">Role</label>
              <Select
                id="teams-role"
                allowClear
                placeholder="Any role"
                style={{ width: '100%' }}
                value={search.role}
                options={ROLE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
                onChange={(role) => onSearchChange(filterChange({ role }))}
              />
            </div>
          </div>
          {!selected.approved ? (
            <Alert
              type="info"
              showIcon
              title="You are not approved for this event"
              description="Once your application to it is approved you can ask to join a team or create your own."
            />
          ) : null}
          <TeamsLookingForMembers
            eventId={selected.id}
            skill={search.skill}
            role={search.role}
            page={search.teamsPage ?? 1}
            onPageChange={(teamsPage) => onSearchChange({ teamsPage: teamsPage > 1 ? teamsPage : undefined })}
          />
          <PeopleLookingForATeam
            mayList={selected.approved || isStaff(viewerRole)}
            eventId={selected.id}
            skill={search.skill}
            role={search.role}
            page={search.peoplePage ?? 1}
            onPageChange={(peoplePage) => onSearchChange({ peoplePage: peoplePage > 1 ? peoplePage : undefined })}
          />
        </>
      ) : null}
    </Space>
  );
}
