import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs, review } from '../support/participation.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

// Every event of this spec runs on createSprint's calendar; the clock stands a day before the deadline.

interface ErrorBody {
  code: string;
  message: string;
  fields?: { field: string; reason: string }[];
}

interface TeamBody {
  projectId: string;
  title: string;
  eventId: string | null;
  teamSizeMax: number | null;
  openSeats: number | null;
  myRole: 'owner' | 'member';
  lookingFor: string | null;
  open: boolean;
  members: { userId: string; name: string; role: string }[];
  invitations: { id: string; email: string }[];
  joinRequests: { id: string; userId: string; name: string; message: string }[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('teams', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  let em: EntityManager;
  const sink = new SmtpSink();
  let admin: TestAccount;
  let organizer: TestAccount;

  beforeAll(async () => {
    await sink.start();
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl, { SMTP_URL: sink.url }), { runWorkers: true });
    em = app.get(EntityManager).fork();
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
  });

  afterAll(async () => {
    await app?.close();
    await sink.stop();
  });

  beforeEach(() => {
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function createEvent(teamSizeMax = 5): Promise<string> {
    return createSprint(app, organizer, { teamSizeMax });
  }

  /** A participant approved for the event (unless `status` says otherwise). */
  async function participant(
    eventId: string,
    name = 'builder',
    status: 'approved' | 'pending' | 'none' = 'approved',
  ): Promise<TestAccount> {
    const account = await createAccount(app, 'participant', name);
    if (status !== 'none') await applyAs(app, account, eventId, admin, status);
    return account;
  }

  async function createTeam(owner: TestAccount, eventId: string, title = 'Ledger Lens'): Promise<string> {
    const response = await call('POST', `/events/${eventId}/team`, owner, { title });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  /** The token of the latest invitation link emailed to `to` (as queued in the outbox). */
  async function invitationToken(to: string): Promise<string> {
    const emails = (await queuedEmails(app, to)).filter((email) => email.template === 'team.invitation');
    const match = emails.at(-1)?.text.match(/\/teams\/invitations\/([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`No team invitation emailed to ${to}`);
    return match[1];
  }

  async function invite(owner: TestAccount, projectId: string, invitee: TestAccount): Promise<string> {
    const response = await call('POST', `/projects/${projectId}/team/invitations`, owner, { email: invitee.email });
    expect(response.statusCode).toBe(201);
    return invitationToken(invitee.email);
  }

  async function join(owner: TestAccount, projectId: string, invitee: TestAccount): Promise<void> {
    const token = await invite(owner, projectId, invitee);
    const accepted = await call('POST', '/team-invitations/accept', invitee, { token });
    expect(accepted.statusCode).toBe(200);
  }

  /** Emails the SMTP server received for `to`, without the application decisions of the setup. */
  const teamMails = (to: string) => sink.messagesTo(to).filter((mail) => !mail.subject?.startsWith("You're in"));

  const team = async (projectId: string, who: TestAccount) => {
    const response = await call('GET', `/projects/${projectId}/team`, who);
    expect(response.statusCode).toBe(200);
    return response.json<TeamBody>();
  };

  const openListing = (owner: TestAccount, projectId: string, lookingFor = 'A designer who knows Figma') =>
    call('PUT', `/projects/${projectId}/team/listing`, owner, { lookingFor, open: true });

  async function teamEvents(projectId: string): Promise<string[]> {
    const rows = await em.execute<{ type: string }[]>(
      "select type from domain_events where stream_type = 'team' and stream_id = ? order by id",
      [projectId],
    );
    return rows.map((row) => row.type);
  }

  describe('access per role', () => {
    const ZERO = '00000000-0000-4000-8000-000000000000';
    const ROUTES: [Method, string, object?][] = [
      ['POST', `/events/${ZERO}/team`, { title: 'x' }],
      ['GET', `/events/${ZERO}/team`],
      ['PUT', `/events/${ZERO}/seeking`, { seeking: true }],
      ['GET', `/projects/${ZERO}/team`],
      ['PUT', `/projects/${ZERO}/team/listing`, { lookingFor: null, open: true }],
      ['POST', `/projects/${ZERO}/team/invitations`, { email: 'a@example.com' }],
      ['DELETE', `/projects/${ZERO}/team/invitations/${ZERO}`],
      ['POST', '/team-invitations/view', { token: 'x' }],
      ['POST', '/team-invitations/accept', { token: 'x' }],
      ['POST', '/team-invitations/decline', { token: 'x' }],
      ['POST', `/projects/${ZERO}/team/join-requests`, { message: 'hi' }],
      ['POST', `/projects/${ZERO}/team/join-requests/${ZERO}/accept`],
      ['POST', `/projects/${ZERO}/team/join-requests/${ZERO}/decline`],
      ['POST', `/projects/${ZERO}/team/leave`],
      ['DELETE', `/projects/${ZERO}/team/members/${ZERO}`],
      ['POST', `/projects/${ZERO}/team/owner`, { userId: ZERO }],
      ['GET', `/teams?eventId=${ZERO}`],
      ['GET', `/teams/seekers?eventId=${ZERO}`],
      ['GET', '/teams/events'],
    ];

    // Objects, not rows: a row shorter than the callback's parameters would make jest pass `done`.
    const CASES = ROUTES.map(([method, url, payload]) => ({ method, url, payload }));
    it.each(CASES)('a visitor gets 401 from $method $url', async ({ method, url, payload }) => {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode).toBe(401);
    });

    it('per role on one team: owner, member, non-member, not approved, approved, staff', async () => {
      const eventId = await createEvent(4);
      const owner = await participant(eventId, 'owner');
      const member = await participant(eventId, 'member');
      const approved = await participant(eventId, 'approved');
      const pending = await participant(eventId, 'pending', 'pending');
      const outsider = await participant(eventId, 'outsider', 'none');
      const projectId = await createTeam(owner, eventId);
      await join(owner, projectId, member);
      expect((await openListing(owner, projectId)).statusCode).toBe(204);

      // Reading the team: members only.
      expect((await team(projectId, owner)).myRole).toBe('owner');
      const asMember = await team(projectId, member);
      expect(asMember.myRole).toBe('member');
      for (const stranger of [approved, pending, outsider, organizer, admin]) {
        const response = await call('GET', `/projects/${projectId}/team`, stranger);
        expect([stranger.email, response.statusCode]).toEqual([stranger.email, 403]);
      }
      expect((await call('GET', `/projects/00000000-0000-4000-8000-000000000000/team`, owner)).statusCode).toBe(404);

      // Managing it: the owner only. A member is told it is the owner's; anyone else gets 403 too.
      for (const who of [member, approved, organizer, admin]) {
        const listing = await call('PUT', `/projects/${projectId}/team/listing`, who, {
          lookingFor: null,
          open: false,
        });
        expect(listing.statusCode).toBe(403);
        const invited = await call('POST', `/projects/${projectId}/team/invitations`, who, {
          email: 'someone@example.com',
        });
        expect(invited.statusCode).toBe(403);
        const removed = await call('DELETE', `/projects/${projectId}/team/members/${member.userId}`, who);
        expect(removed.statusCode).toBe(403);
        const handed = await call('POST', `/projects/${projectId}/team/owner`, who, { userId: member.userId });
        expect(handed.statusCode).toBe(403);
      }
      const byMember = await call('PUT', `/projects/${projectId}/team/listing`, member, {
        lookingFor: null,
        open: false,
      });
      expect(byMember.json<ErrorBody>()).toMatchObject({
        code: 'TEAM_OWNER_ONLY',
        message: 'Only the team owner can do this.',
      });

      // Asking to join: approved participants of the event who are in no team of it.
      const fromPending = await call('POST', `/projects/${projectId}/team/join-requests`, pending, { message: 'hi' });
      expect(fromPending.statusCode).toBe(403);
      expect(fromPending.json<ErrorBody>().message).toBe('Your application to this event has not been approved.');
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests`, outsider, { message: 'hi' })).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests`, organizer, { message: 'hi' })).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests`, member, { message: 'hi' })).statusCode,
      ).toBe(409);
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests`, approved, { message: 'hi' })).statusCode,
      ).toBe(201);

      // Creating a team: approved participants only; staff are not exempt.
      for (const who of [pending, outsider, organizer, admin]) {
        expect((await call('POST', `/events/${eventId}/team`, who, { title: 'Mine' })).statusCode).toBe(403);
      }

      // Find Teams: the teams list for anyone signed in; people looking for a team for the
      // event's approved participants and staff.
      for (const who of [owner, member, approved, pending, outsider, organizer, admin]) {
        expect((await call('GET', `/teams?eventId=${eventId}`, who)).statusCode).toBe(200);
      }
      for (const who of [owner, member, approved, organizer, admin]) {
        expect((await call('GET', `/teams/seekers?eventId=${eventId}`, who)).statusCode).toBe(200);
      }
      for (const who of [pending, outsider]) {
        const response = await call('GET', `/teams/seekers?eventId=${eventId}`, who);
        expect(response.statusCode).toBe(403);
        expect(response.json<ErrorBody>().code).toBe('SEEKERS_FORBIDDEN');
      }

      // The switch: approved participants in no team.
      expect((await call('PUT', `/events/${eventId}/seeking`, approved, { seeking: true })).statusCode).toBe(204);
      expect((await call('PUT', `/events/${eventId}/seeking`, pending, { seeking: true })).statusCode).toBe(403);
      expect((await call('PUT', `/events/${eventId}/seeking`, member, { seeking: true })).statusCode).toBe(409);

      // Leaving: members; the owner of a team with members is refused.
      const ownerLeaves = await call('POST', `/projects/${projectId}/team/leave`, owner);
      expect(ownerLeaves.statusCode).toBe(409);
      expect(ownerLeaves.json<ErrorBody>().code).toBe('TEAM_OWNER_CANNOT_LEAVE');
      expect((await call('POST', `/projects/${projectId}/team/leave`, approved)).statusCode).toBe(403);
      expect((await call('POST', `/projects/${projectId}/team/leave`, member)).statusCode).toBe(204);
      expect((await team(projectId, owner)).members.map((m) => m.userId)).toEqual([owner.userId]);
    });

    it('rejects bad input with a 400 naming the field', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId);
      const projectId = await createTeam(owner, eventId);
      const cases: [Method, string, object, string][] = [
        ['POST', `/events/${eventId}/team`, { title: '   ' }, 'title'],
        ['POST', `/projects/${projectId}/team/invitations`, { email: 'not-an-email' }, 'email'],
        ['POST', `/projects/${projectId}/team/invitations`, { userId: 'nope' }, 'userId'],
        ['POST', `/projects/${projectId}/team/invitations`, {}, 'email'],
        [
          'POST',
          `/projects/${projectId}/team/invitations`,
          { email: 'a@example.com', userId: '00000000-0000-4000-8000-000000000000' },
          'email',
        ],
        ['PUT', `/projects/${projectId}/team/listing`, { lookingFor: 'x'.repeat(501), open: true }, 'lookingFor'],
        ['PUT', `/projects/${projectId}/team/listing`, { lookingFor: 'x', open: 'yes' }, 'open'],
        ['POST', `/projects/${projectId}/team/join-requests`, { message: 'x'.repeat(501) }, 'message'],
        ['POST', `/projects/${projectId}/team/owner`, { userId: 'nope' }, 'userId'],
        ['PUT', `/events/${eventId}/seeking`, { seeking: 'on' }, 'seeking'],
        ['POST', '/team-invitations/accept', { token: '' }, 'token'],
      ];
      for (const [method, url, payload, field] of cases) {
        const response = await call(method, url, owner, payload);
        expect([url, field, response.statusCode]).toEqual([url, field, 400]);
        expect(response.json<ErrorBody>().fields?.map((f) => f.field)).toContain(field);
      }
      const badRole = await call('GET', `/teams?eventId=${eventId}&role=Wizard`, owner);
      expect(badRole.statusCode).toBe(400);
      expect((await call('GET', '/teams', owner)).statusCode).toBe(400);
    });
  });

  describe('creating a team and the Team tab', () => {
    it('creates a project attached to the event with the caller as owner, once per event', async () => {
      const eventId = await createEvent(3);
      const owner = await participant(eventId, 'owner');
      expect((await call('PUT', `/events/${eventId}/seeking`, owner, { seeking: true })).statusCode).toBe(204);
      const projectId = await createTeam(owner, eventId, '  Ledger Lens ');

      const tab = await call('GET', `/events/${eventId}/team`, owner);
      expect(tab.statusCode).toBe(200);
      expect(tab.json()).toMatchObject({
        // Someone in a team no longer looks for one.
        seeking: false,
        team: {
          projectId,
          title: 'Ledger Lens',
          eventId,
          teamSizeMax: 3,
          openSeats: 2,
          myRole: 'owner',
          members: [{ userId: owner.userId, name: 'Test owner', role: 'owner' }],
          invitations: [],
          joinRequests: [],
        },
      });
      const project = await call('GET', `/projects/${projectId}`, owner);
      expect(project.json()).toMatchObject({ status: 'active', attachedEvent: { eventId } });

      const again = await call('POST', `/events/${eventId}/team`, owner, { title: 'Second' });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().message).toBe('You are already in a team for this event.');
      expect(await teamEvents(projectId)).toEqual(['team.created']);

      const stranger = await participant(eventId, 'stranger');
      expect((await call('GET', `/events/${eventId}/team`, stranger)).json()).toEqual({ seeking: false, team: null });
    });

    it("counts 'My Teams' for owners and members", async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const member = await participant(eventId, 'member');
      const projectId = await createTeam(owner, eventId);
      expect((await call('GET', '/me/project-counts', member)).json()).toEqual({ projects: 0, teams: 0 });
      await join(owner, projectId, member);
      expect((await call('GET', '/me/project-counts', member)).json()).toEqual({ projects: 0, teams: 1 });
      expect((await call('GET', '/me/project-counts', owner)).json()).toEqual({ projects: 1, teams: 1 });
    });
  });

  describe('invitations', () => {
    it('the invitee accepts while signed in with the invited email; the link works once', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const invitee = await participant(eventId, 'invitee');
      const other = await participant(eventId, 'other');
      const projectId = await createTeam(owner, eventId, 'Ledger Lens');

      const token = await invite(owner, projectId, invitee);
      const stored = await em.execute<{ token_digest: string; email: string; status: string }[]>(
        'select token_digest, email, status from team_invitations where project_id = ?',
        [projectId],
      );
      expect(stored).toHaveLength(1);
      // Only a digest is stored, never the token.
      expect(stored[0].token_digest).not.toContain(token);
      expect(stored[0]).toMatchObject({ email: invitee.email.toLowerCase(), status: 'pending' });
      expect((await team(projectId, owner)).invitations.map((i) => i.email)).toEqual([invitee.email.toLowerCase()]);

      const again = await call('POST', `/projects/${projectId}/team/invitations`, owner, { email: invitee.email });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().code).toBe('INVITATION_ALREADY_PENDING');

      const seenByInvitee = await call('POST', '/team-invitations/view', invitee, { token });
      expect(seenByInvitee.json()).toMatchObject({
        teamTitle: 'Ledger Lens',
        eventId,
        inviterName: 'Test owner',
        email: invitee.email.toLowerCase(),
        status: 'pending',
        forYou: true,
      });
      const seenByOther = await call('POST', '/team-invitations/view', other, { token });
      expect(seenByOther.json()).toMatchObject({ status: 'pending', forYou: false });
      expect(seenByOther.json<{ email: string }>().email).toBe(`i…@example.com`);

      const wrongAccount = await call('POST', '/team-invitations/accept', other, { token });
      expect(wrongAccount.statusCode).toBe(403);
      expect(wrongAccount.json<ErrorBody>()).toMatchObject({
        code: 'INVITATION_FOR_ANOTHER_ACCOUNT',
        message: 'This invitation was sent to i…@example.com. Sign in with that email address to answer it.',
      });
      expect((await call('POST', '/team-invitations/decline', other, { token })).statusCode).toBe(403);

      const accepted = await call('POST', '/team-invitations/accept', invitee, { token });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ projectId, eventId });
      expect((await team(projectId, invitee)).members).toEqual([
        { userId: owner.userId, name: 'Test owner', role: 'owner' },
        { userId: invitee.userId, name: 'Test invitee', role: 'member' },
      ]);
      expect((await call('GET', `/events/${eventId}/team`, invitee)).json()).toMatchObject({
        team: { projectId, myRole: 'member', invitations: [], joinRequests: [] },
      });

      const reused = await call('POST', '/team-invitations/accept', invitee, { token });
      expect(reused.statusCode).toBe(409);
      expect(reused.json<ErrorBody>()).toMatchObject({
        code: 'INVITATION_USED',
        message: 'This invitation has already been used.',
      });
      expect((await call('POST', '/team-invitations/view', invitee, { token })).json()).toMatchObject({
        status: 'accepted',
      });
      expect(await teamEvents(projectId)).toEqual(['team.created', 'team.invitation_sent', 'team.invitation_accepted']);
    });

    it('an expired link is refused with its own message', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const invitee = await participant(eventId, 'invitee');
      const projectId = await createTeam(owner, eventId);
      const token = await invite(owner, projectId, invitee);

      // Seven days: the stored expiry is a week after the invitation.
      const [row] = await em.execute<{ days: number }[]>(
        'select extract(epoch from expires_at - created_at) / 86400 as days from team_invitations where project_id = ?',
        [projectId],
      );
      expect(Number(row.days)).toBe(7);
      await asOwnerRun(
        databaseUrl,
        `update team_invitations set expires_at = created_at - interval '1 day' where project_id = '${projectId}'`,
      );

      const expired = await call('POST', '/team-invitations/accept', invitee, { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json<ErrorBody>()).toMatchObject({
        code: 'INVITATION_EXPIRED',
        message: 'This invitation has expired. Ask the team owner for a new one.',
      });
      expect((await call('POST', '/team-invitations/view', invitee, { token })).json()).toMatchObject({
        status: 'expired',
      });
      expect((await team(projectId, owner)).invitations).toEqual([]);
      // The owner may invite the same address again.
      expect(
        (await call('POST', `/projects/${projectId}/team/invitations`, owner, { email: invitee.email })).statusCode,
      ).toBe(201);
    });

    it('a revoked, a declined and an unknown link each say so', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const first = await participant(eventId, 'first');
      const second = await participant(eventId, 'second');
      const projectId = await createTeam(owner, eventId);

      const revokedToken = await invite(owner, projectId, first);
      const [invitation] = (await team(projectId, owner)).invitations;
      expect((await call('DELETE', `/projects/${projectId}/team/invitations/${invitation.id}`, first)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/projects/${projectId}/team/invitations/${invitation.id}`, owner)).statusCode).toBe(
        204,
      );
      expect((await call('DELETE', `/projects/${projectId}/team/invitations/${invitation.id}`, owner)).statusCode).toBe(
        404,
      );
      const revoked = await call('POST', '/team-invitations/accept', first, { token: revokedToken });
      expect(revoked.statusCode).toBe(410);
      expect(revoked.json<ErrorBody>()).toMatchObject({
        code: 'INVITATION_REVOKED',
        message: 'This invitation was withdrawn by the team owner.',
      });

      const declinedToken = await invite(owner, projectId, second);
      expect((await call('POST', '/team-invitations/decline', second, { token: declinedToken })).statusCode).toBe(204);
      expect((await call('POST', '/team-invitations/accept', second, { token: declinedToken })).statusCode).toBe(409);

      const unknown = await call('POST', '/team-invitations/view', second, { token: 'A'.repeat(43) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorBody>().code).toBe('INVITATION_NOT_FOUND');
      expect(await teamEvents(projectId)).toEqual([
        'team.created',
        'team.invitation_sent',
        'team.invitation_revoked',
        'team.invitation_sent',
        'team.invitation_declined',
      ]);
      expect((await team(projectId, owner)).members).toHaveLength(1);
    });

    it('invites a person picked from the people looking for a team, whose email is never shown', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const seeker = await participant(eventId, 'seeker');
      await em.execute("update profiles set skills = '{Figma,React}' where user_id = ?", [seeker.userId]);
      const projectId = await createTeam(owner, eventId);
      expect((await call('PUT', `/events/${eventId}/seeking`, seeker, { seeking: true })).statusCode).toBe(204);

      const before = await call('GET', `/teams/seekers?eventId=${eventId}`, owner);
      expect(before.json()).toMatchObject({
        items: [{ userId: seeker.userId, name: 'Test seeker', applicantRole: 'Dev', skills: ['Figma', 'React'] }],
        total: 1,
        canInvite: true,
      });
      expect(before.body).not.toContain('@');

      const invited = await call('POST', `/projects/${projectId}/team/invitations`, owner, { userId: seeker.userId });
      expect(invited.statusCode).toBe(201);
      const after = await call('GET', `/teams/seekers?eventId=${eventId}`, owner);
      expect(after.json<{ items: { invited: boolean }[] }>().items[0].invited).toBe(true);

      const token = await invitationToken(seeker.email);
      expect((await call('POST', '/team-invitations/accept', seeker, { token })).statusCode).toBe(200);
      // In a team now: no longer listed.
      expect((await call('GET', `/teams/seekers?eventId=${eventId}`, owner)).json()).toMatchObject({
        items: [],
        total: 0,
      });
      // Joining switched 'Looking for a team' off, on the record.
      expect((await call('GET', `/events/${eventId}/team`, seeker)).json()).toMatchObject({
        seeking: false,
        team: { projectId, myRole: 'member' },
      });
      const switches = await em.execute<{ payload: { seeking: boolean } }[]>(
        "select payload from domain_events where stream_type = 'team_seeker' and stream_id = ? order by id",
        [seeker.userId],
      );
      expect(switches.map((row) => row.payload.seeking)).toEqual([true, false]);
    });
  });

  describe('join requests', () => {
    it('the owner accepts or declines; both sides get an email', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const asker = await participant(eventId, 'asker');
      const declined = await participant(eventId, 'declined');
      const projectId = await createTeam(owner, eventId, 'Ledger Lens');

      const closed = await call('POST', `/projects/${projectId}/team/join-requests`, asker, { message: 'Hi!' });
      expect(closed.statusCode).toBe(409);
      expect(closed.json<ErrorBody>().code).toBe('TEAM_NOT_OPEN');
      expect((await openListing(owner, projectId, 'Designer; Figma')).statusCode).toBe(204);

      const listed = await call('GET', `/teams?eventId=${eventId}`, asker);
      expect(listed.json()).toMatchObject({
        items: [
          {
            projectId,
            title: 'Ledger Lens',
            lookingFor: 'Designer; Figma',
            openSeats: 4,
            teamSizeMax: 5,
            canRequest: true,
            requested: false,
          },
        ],
        total: 1,
        page: 1,
      });
      expect((await call('GET', `/teams?eventId=${eventId}&skill=figma`, asker)).json()).toMatchObject({ total: 1 });
      expect((await call('GET', `/teams?eventId=${eventId}&skill=rust`, asker)).json()).toMatchObject({ total: 0 });
      expect((await call('GET', `/teams?eventId=${eventId}&role=Designer`, asker)).json()).toMatchObject({ total: 1 });

      const asked = await call('POST', `/projects/${projectId}/team/join-requests`, asker, {
        message: ' I design dashboards. ',
      });
      expect(asked.statusCode).toBe(201);
      const requestId = asked.json<{ id: string }>().id;
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests`, asker, { message: 'again' })).statusCode,
      ).toBe(409);
      expect((await call('GET', `/teams?eventId=${eventId}`, asker)).json()).toMatchObject({
        items: [{ canRequest: false, requested: true }],
      });
      expect((await team(projectId, owner)).joinRequests).toEqual([
        expect.objectContaining({
          id: requestId,
          userId: asker.userId,
          name: 'Test asker',
          message: 'I design dashboards.',
        }),
      ]);

      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests/${requestId}/accept`, asker)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests/${requestId}/accept`, owner)).statusCode,
      ).toBe(204);
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests/${requestId}/accept`, owner)).statusCode,
      ).toBe(404);
      expect((await team(projectId, asker)).myRole).toBe('member');

      const declinedId = (
        await call('POST', `/projects/${projectId}/team/join-requests`, declined, { message: 'Me too' })
      ).json<{ id: string }>().id;
      expect(
        (await call('POST', `/projects/${projectId}/team/join-requests/${declinedId}/decline`, owner)).statusCode,
      ).toBe(204);
      expect((await call('GET', `/projects/${projectId}/team`, declined)).statusCode).toBe(403);

      // The emails reach the SMTP server: the request to the owner, the answers to the requesters.
      const toOwner = await eventually(() => {
        const mails = teamMails(owner.email);
        return Promise.resolve(mails.length === 2 ? mails : undefined);
      });
      expect(toOwner.map((mail) => mail.subject)).toEqual([
        'Test asker asks to join Ledger Lens',
        'Test declined asks to join Ledger Lens',
      ]);
      expect(toOwner[0].text).toContain('"I design dashboards."');
      const accepted = await eventually(() => Promise.resolve(teamMails(asker.email).at(0)));
      expect(accepted.subject).toBe('You joined Ledger Lens');
      const refused = await eventually(() => Promise.resolve(teamMails(declined.email).at(0)));
      expect(refused.subject).toBe('Your request to join Ledger Lens');
      expect(refused.text).toContain('was declined');
      expect(await teamEvents(projectId)).toEqual([
        'team.created',
        'team.listing_updated',
        'team.join_requested',
        'team.join_request_accepted',
        'team.join_requested',
        'team.join_request_declined',
      ]);
    });

    it('the invitation email reaches the SMTP server with its link', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const invitee = await participant(eventId, 'invitee');
      const projectId = await createTeam(owner, eventId, 'Mail Team');
      const token = await invite(owner, projectId, invitee);
      const mail = await eventually(() => Promise.resolve(teamMails(invitee.email).at(0)));
      expect(mail.subject).toBe('Test owner invited you to join a team on Sprintboard');
      expect(mail.text).toContain('Test owner invited you to join the team "Mail Team"');
      expect(mail.text).toContain(`http://sprintboard.test/teams/invitations/${token}`);
    });
  });

  describe('limits', () => {
    it('the size cap counts the owner and names the limit', async () => {
      const eventId = await createEvent(2);
      const owner = await participant(eventId, 'owner');
      const member = await participant(eventId, 'member');
      const late = await participant(eventId, 'late');
      const projectId = await createTeam(owner, eventId);
      const lateToken = await invite(owner, projectId, late);
      await join(owner, projectId, member);
      expect((await team(projectId, owner)).openSeats).toBe(0);

      const full = await call('POST', '/team-invitations/accept', late, { token: lateToken });
      expect(full.statusCode).toBe(409);
      expect(full.json<ErrorBody>()).toMatchObject({
        code: 'TEAM_FULL',
        message: 'This event allows at most 2 members per team.',
      });
      const inviteMore = await call('POST', `/projects/${projectId}/team/invitations`, owner, {
        email: 'x@example.com',
      });
      expect(inviteMore.statusCode).toBe(409);
      expect(inviteMore.json<ErrorBody>().message).toBe('This event allows at most 2 members per team.');
      // A full team is not listed as looking for members.
      expect((await openListing(owner, projectId)).statusCode).toBe(204);
      expect((await call('GET', `/teams?eventId=${eventId}`, late)).json()).toMatchObject({ total: 0 });
    });

    it('20 parallel joins for the last seat: exactly one gets it', async () => {
      const eventId = await createEvent(2);
      const owner = await participant(eventId, 'owner');
      const projectId = await createTeam(owner, eventId);
      const people: TestAccount[] = [];
      for (let i = 0; i < 20; i += 1) people.push(await participant(eventId, `racer${i}`));
      const tokens: string[] = [];
      for (const person of people) tokens.push(await invite(owner, projectId, person));

      const answers = await Promise.all(
        people.map((person, i) => call('POST', '/team-invitations/accept', person, { token: tokens[i] })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json<ErrorBody>().message).toBe('This event allows at most 2 members per team.');
      }
      expect((await team(projectId, owner)).members).toHaveLength(2);
    });

    it('one team per person per event', async () => {
      const eventId = await createEvent();
      const first = await participant(eventId, 'first');
      const second = await participant(eventId, 'second');
      const both = await participant(eventId, 'both');
      const teamA = await createTeam(first, eventId, 'A');
      const teamB = await createTeam(second, eventId, 'B');
      await join(first, teamA, both);
      const token = await invite(second, teamB, both);
      const refused = await call('POST', '/team-invitations/accept', both, { token });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'ALREADY_IN_TEAM_FOR_EVENT',
        message: 'You are already in a team for this event.',
      });
      expect((await openListing(second, teamB)).statusCode).toBe(204);
      const asked = await call('POST', `/projects/${teamB}/team/join-requests`, both, { message: 'hi' });
      expect(asked.statusCode).toBe(409);
      expect(asked.json<ErrorBody>().message).toBe('You are already in a team for this event.');
      // After leaving team A, team B takes them.
      expect((await call('POST', `/projects/${teamA}/team/leave`, both)).statusCode).toBe(204);
      expect((await call('POST', '/team-invitations/accept', both, { token })).statusCode).toBe(200);
    });

    it('one person joining two teams of the event at once, or creating two, ends up in one', async () => {
      const eventId = await createEvent();
      const owners = [await participant(eventId, 'first'), await participant(eventId, 'second')];
      const teams = [await createTeam(owners[0], eventId, 'A'), await createTeam(owners[1], eventId, 'B')];
      const both = await participant(eventId, 'both');
      const tokens = [await invite(owners[0], teams[0], both), await invite(owners[1], teams[1], both)];
      const answers = await Promise.all(
        tokens.map((token) => call('POST', '/team-invitations/accept', both, { token })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json<ErrorBody>().message).toBe(
        'You are already in a team for this event.',
      );

      const creator = await participant(eventId, 'creator');
      const created = await Promise.all(
        ['One', 'Two', 'Three'].map((title) => call('POST', `/events/${eventId}/team`, creator, { title })),
      );
      expect(created.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('attaching a team that is over the cap is refused, naming the limit', async () => {
      const eventId = await createEvent(2);
      const owner = await participant(eventId, 'owner');
      const created = await call('POST', '/projects', owner, { title: 'Big Team', images: [] });
      expect(created.statusCode).toBe(201);
      const projectId = created.json<{ id: string }>().id;
      // Outside any event there is no cap: two people (approved for the event) join the draft project.
      for (const name of ['one', 'two']) await join(owner, projectId, await participant(eventId, name));
      expect((await team(projectId, owner)).members).toHaveLength(3);

      const attached = await call('POST', `/projects/${projectId}/attach`, owner, { eventId });
      expect(attached.statusCode).toBe(409);
      expect(attached.json<ErrorBody>()).toMatchObject({
        code: 'TEAM_FULL',
        message: 'This event allows at most 2 members per team.',
      });
      // Within the cap it attaches.
      const member = (await team(projectId, owner)).members[2];
      expect((await call('DELETE', `/projects/${projectId}/team/members/${member.userId}`, owner)).statusCode).toBe(
        204,
      );
      expect((await call('POST', `/projects/${projectId}/attach`, owner, { eventId })).statusCode).toBe(204);
    });

    it('an approved application is required to join a team attached to the event', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const pending = await participant(eventId, 'pending', 'pending');
      const projectId = await createTeam(owner, eventId);
      const token = await invite(owner, projectId, pending);
      const refused = await call('POST', '/team-invitations/accept', pending, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message).toBe('Your application to this event has not been approved.');
      expect((await team(projectId, owner)).members).toHaveLength(1);
    });
  });

  describe("members' rights, ownership and the snapshot", () => {
    it('members view, edit, attach and submit; membership and detaching stay the owner’s', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const member = await participant(eventId, 'member');
      const stranger = await participant(eventId, 'stranger');
      const projectId = await createTeam(owner, eventId, 'Ledger Lens');
      await join(owner, projectId, member);

      const viewed = await call('GET', `/projects/${projectId}`, member);
      expect(viewed.statusCode).toBe(200);
      expect((await call('GET', `/projects/${projectId}`, stranger)).statusCode).toBe(403);
      const { version } = viewed.json<{ version: number }>();
      const edited = await call('PUT', `/projects/${projectId}`, member, {
        title: 'Ledger Lens 2',
        tagline: 'Audits in real time',
        images: [],
        version,
      });
      expect(edited.statusCode).toBe(200);
      expect(
        (await call('PUT', `/projects/${projectId}`, stranger, { title: 'X', images: [], version })).statusCode,
      ).toBe(403);
      // 'My Projects' lists the team's project for the member too.
      expect((await call('GET', '/projects', member)).json<{ id: string }[]>().map((p) => p.id)).toEqual([projectId]);
      expect((await call('GET', `/events/${eventId}/my-project`, member)).json()).toMatchObject({
        project: { id: projectId },
      });

      expect((await call('POST', `/projects/${projectId}/detach`, member)).statusCode).toBe(403);

      const submitted = await call('POST', `/projects/${projectId}/submissions`, member, {
        eventId,
        track: 'discovery',
      });
      expect(submitted.statusCode).toBe(201);
      const submissionId = submitted.json<{ id: string }>().id;

      // The snapshot lists the team as it was at submission; later changes do not alter it.
      const expectedTeam = [
        { userId: owner.userId, name: 'Test owner', role: 'owner' },
        { userId: member.userId, name: 'Test member', role: 'member' },
      ];
      const staffView = async () => {
        const response = await call('GET', `/admin/submissions/${submissionId}`, organizer);
        expect(response.statusCode).toBe(200);
        return response.json<{ snapshot: { title: string; team: unknown[] } }>().snapshot;
      };
      expect(await staffView()).toMatchObject({ title: 'Ledger Lens 2', team: expectedTeam });

      // 'Make Owner': the member takes over, the old owner stays as a member.
      expect(
        (await call('POST', `/projects/${projectId}/team/owner`, owner, { userId: stranger.userId })).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/projects/${projectId}/team/owner`, owner, { userId: member.userId })).statusCode,
      ).toBe(204);
      expect((await team(projectId, owner)).members).toEqual([
        { userId: member.userId, name: 'Test member', role: 'owner' },
        { userId: owner.userId, name: 'Test owner', role: 'member' },
      ]);
      expect((await call('POST', `/projects/${projectId}/team/leave`, owner)).statusCode).toBe(204);
      // The new owner edits on as before.
      const current = (await call('GET', `/projects/${projectId}`, member)).json<{ version: number }>();
      const editedAgain = await call('PUT', `/projects/${projectId}`, member, {
        title: 'Ledger Lens 3',
        images: [],
        version: current.version,
      });
      expect(editedAgain.statusCode).toBe(200);

      expect(await staffView()).toMatchObject({ title: 'Ledger Lens 2', team: expectedTeam });
      const list = await call('GET', `/admin/submissions?eventId=${eventId}`, organizer);
      expect(list.json<{ items: { snapshot: { team: unknown[] } }[] }>().items[0].snapshot.team).toHaveLength(2);
      expect(await teamEvents(projectId)).toEqual([
        'team.created',
        'team.invitation_sent',
        'team.invitation_accepted',
        'team.ownership_transferred',
        'team.member_left',
      ]);
    });

    it('the audit log says team events in words', async () => {
      const eventId = await createEvent();
      const owner = await participant(eventId, 'owner');
      const member = await participant(eventId, 'member');
      const projectId = await createTeam(owner, eventId, 'Worded Team');
      await join(owner, projectId, member);
      const response = await call('GET', `/admin/audit?type=team.invitation_accepted&q=Worded`, admin);
      expect(response.statusCode).toBe(200);
      const rows = response.json<{ items: { record: string; change: string }[] }>().items;
      expect(rows).toEqual([
        expect.objectContaining({ record: 'Team Worded Team', change: 'Test member accepted the invitation' }),
      ]);
    });
  });

  describe('Find Teams', () => {
    it('lists people looking for a team with filters, and the event picker', async () => {
      const eventId = await createEvent();
      const dev = await participant(eventId, 'dev');
      const designer = await createAccount(app, 'participant', 'designer');
      const applied = await call('POST', `/events/${eventId}/applications`, designer, {
        role: 'Designer',
        shortAnswer: 'I draw.',
      });
      await review(app, applied.json<{ id: string }>().id, 'approved', admin);
      await em.execute("update profiles set skills = '{Figma}' where user_id = ?", [designer.userId]);
      for (const who of [dev, designer]) {
        expect((await call('PUT', `/events/${eventId}/seeking`, who, { seeking: true })).statusCode).toBe(204);
      }
      const page = async (query: string) =>
        (await call('GET', `/teams/seekers?eventId=${eventId}${query}`, organizer)).json<{
          items: { name: string; applicantRole: string }[];
          total: number;
        }>();
      expect((await page('')).items.map((item) => item.name)).toEqual(['Test designer', 'Test dev']);
      expect((await page('&role=Designer')).items.map((item) => item.name)).toEqual(['Test designer']);
      expect((await page('&skill=fig')).items.map((item) => item.name)).toEqual(['Test designer']);
      expect((await page('&skill=rust')).total).toBe(0);

      // Switched off: gone.
      expect((await call('PUT', `/events/${eventId}/seeking`, dev, { seeking: false })).statusCode).toBe(204);
      expect((await page('')).items.map((item) => item.name)).toEqual(['Test designer']);

      // An event whose submissions are over comes after the running one, whatever its title.
      const pastId = await createEvent();
      const pastApplication = await call('POST', `/events/${pastId}/applications`, dev, {
        role: 'Dev',
        shortAnswer: 'Again.',
      });
      await review(app, pastApplication.json<{ id: string }>().id, 'approved', admin);
      await em.execute(
        "update events set title = '0 Past sprint', start_date = now() - interval '4 days', end_date = now() - interval '1 day', submission_deadline = now() - interval '2 days' where id = ?",
        [pastId],
      );
      const picker = await call('GET', '/teams/events', dev);
      const events = picker.json<{ id: string; approved: boolean }[]>();
      expect(events.slice(0, 2)).toEqual([
        expect.objectContaining({ id: eventId, approved: true }),
        expect.objectContaining({ id: pastId, approved: true }),
      ]);

      // The switches go with a deleted event, counted in its audit entry.
      expect((await call('DELETE', `/admin/events/${eventId}`, admin)).statusCode).toBe(204);
      const [deleted] = await em.execute<{ payload: { removed: Record<string, number> } }[]>(
        "select payload from domain_events where stream_id = ? and type = 'event.deleted'",
        [eventId],
      );
      expect(deleted.payload.removed).toMatchObject({ team_seekers: 1 });
    });
  });
});
