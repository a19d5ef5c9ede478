import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// Issue 25's team findings, each tried as the attacker did: a team rule skipped by attaching, a
// judge joining the team they score, detaching a submitted project, an email read through a user
// id, and invitation emails sent without limit under an attacker-chosen subject.

interface ErrorBody {
  code: string;
  message: string;
  fields?: { field: string; reason: string }[];
}

interface TeamBody {
  eventId: string | null;
  members: { userId: string; name: string; role: string }[];
  invitations: { id: string; name: string | null; email: string }[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('team integrity (issue 25)', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let admin: TestAccount;
  let organizer: TestAccount;
  let now: Date;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    now = BEFORE_DEADLINE;
    jest.spyOn(app.get(Clock), 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const call = (method: Method, url: string, who?: TestAccount, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  /** A participant whose application to the event has this status ('none': never applied). */
  async function participant(
    eventId: string,
    name: string,
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

  /** A project in no event yet, where no team rule applies. */
  async function draftProject(owner: TestAccount, title = 'Side Door'): Promise<string> {
    const response = await call('POST', '/projects', owner, { title, images: [] });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  const invitationEmails = async (to: string) =>
    (await queuedEmails(app, to)).filter((email) => email.template === 'team.invitation');

  async function invitationToken(to: string): Promise<string> {
    const match = (await invitationEmails(to)).at(-1)?.text.match(/\/teams\/invitations\/([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`No team invitation emailed to ${to}`);
    return match[1];
  }

  const inviteByEmail = (owner: TestAccount, projectId: string, email: string) =>
    call('POST', `/projects/${projectId}/team/invitations`, owner, { email });

  const accept = async (invitee: TestAccount) =>
    call('POST', '/team-invitations/accept', invitee, { token: await invitationToken(invitee.email) });

  /** Invites by email and accepts: fine in a draft project, where nothing is checked. */
  async function join(owner: TestAccount, projectId: string, invitee: TestAccount): Promise<void> {
    expect((await inviteByEmail(owner, projectId, invitee.email)).statusCode).toBe(201);
    expect((await accept(invitee)).statusCode).toBe(200);
  }

  const attach = (who: TestAccount, projectId: string, eventId: string) =>
    call('POST', `/projects/${projectId}/attach`, who, { eventId });

  const team = async (projectId: string, who: TestAccount) => {
    const response = await call('GET', `/projects/${projectId}/team`, who);
    expect(response.statusCode).toBe(200);
    return response.json<TeamBody>();
  };

  async function submit(member: TestAccount, projectId: string, eventId: string): Promise<string> {
    const response = await call('POST', `/projects/${projectId}/submissions`, member, { eventId, track: 'discovery' });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  /** Seats `judge` as a judge of the event and assigns them the submission by hand; the assignment's id. */
  async function assignJudge(eventId: string, judge: TestAccount, submissionId: string): Promise<string> {
    expect(
      (await call('POST', `/admin/events/${eventId}/judges`, organizer, { userId: judge.userId })).statusCode,
    ).toBe(201);
    const added = await call('POST', `/admin/events/${eventId}/judging/assignments`, organizer, {
      submissionId,
      judgeId: judge.userId,
    });
    expect(added.statusCode).toBe(201);
    return added.json<{ id: string }>().id;
  }

  describe('attaching runs the rules of a team of the event for every member', () => {
    it('refuses a member who is already in another team of the event, naming them', async () => {
      const eventId = await createSprint(app, organizer);
      const attacker = await participant(eventId, 'attacker');
      const doubled = await participant(eventId, 'doubled');
      const otherOwner = await participant(eventId, 'other');
      const otherTeam = await createTeam(otherOwner, eventId, 'First Team');
      await join(otherOwner, otherTeam, doubled);
      // The attacker brings the same person into a second team of the event through a draft.
      const projectId = await draftProject(attacker);
      await join(attacker, projectId, doubled);

      const refused = await attach(attacker, projectId, eventId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'ALREADY_IN_TEAM_FOR_EVENT',
        message: 'Test doubled is already in another team for this event: a person is in one team per event.',
      });
      expect((await team(projectId, attacker)).eventId).toBeNull();

      // The caller in another team is told in their own words.
      const ownProject = await draftProject(doubled, 'Own Project');
      const own = await attach(doubled, ownProject, eventId);
      expect(own.statusCode).toBe(409);
      expect(own.json<ErrorBody>().message).toBe('You are already in a team for this event.');
    });

    it.each(['pending', 'none'] as const)(
      'refuses a member whose application is %s, naming them; with every member approved it attaches',
      async (standing) => {
        const eventId = await createSprint(app, organizer);
        const owner = await participant(eventId, 'owner');
        const applicant = await participant(eventId, 'applicant', standing);
        const projectId = await draftProject(owner);
        await join(owner, projectId, applicant);

        const refused = await attach(owner, projectId, eventId);
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ErrorBody>()).toMatchObject({
          code: 'MEMBER_NOT_APPROVED_FOR_EVENT',
          message:
            "Test applicant's application to this event has not been approved: every member of the team must be.",
        });
        expect((await team(projectId, owner)).eventId).toBeNull();

        // A member attaching checks the owner too, and the caller's own refusal keeps its 403.
        expect((await attach(applicant, projectId, eventId)).statusCode).toBe(403);
        const approved = await draftProject(owner, 'All Approved');
        await join(owner, approved, await participant(eventId, 'approved'));
        expect((await attach(owner, approved, eventId)).statusCode).toBe(204);
        expect((await team(approved, owner)).eventId).toBe(eventId);
      },
    );

    it('refuses a judge holding an assignment for the submission the team comes back with', async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await participant(eventId, 'owner');
      const judge = await participant(eventId, 'judge');
      const projectId = await createTeam(owner, eventId, 'Scored Team');
      const submissionId = await submit(owner, projectId, eventId);
      await assignJudge(eventId, judge, submissionId);
      // A project detached after submitting before detaching was refused (data from before the fix).
      await em.execute('update project_event_links set detached_at = now() where project_id = ?', [projectId]);
      await join(owner, projectId, judge);

      const refused = await attach(owner, projectId, eventId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'JUDGE_OF_TEAM',
        message: "Test judge is assigned to judge this team's submission, so they cannot be on the team.",
      });
    });
  });

  describe('a judge does not join the team they score', () => {
    let eventId: string;
    let owner: TestAccount;
    let judge: TestAccount;
    let projectId: string;
    let assignmentId: string;

    beforeEach(async () => {
      eventId = await createSprint(app, organizer);
      owner = await participant(eventId, 'owner');
      judge = await participant(eventId, 'judge');
      projectId = await createTeam(owner, eventId, 'Scored Team');
      assignmentId = await assignJudge(eventId, judge, await submit(owner, projectId, eventId));
    });

    it('accepting an invitation is refused while the assignment stands, and allowed once recused', async () => {
      expect((await inviteByEmail(owner, projectId, judge.email)).statusCode).toBe(201);
      const refused = await accept(judge);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'JUDGE_OF_TEAM',
        message: "You are assigned to judge this team's submission, so you cannot join the team.",
      });
      expect((await team(projectId, owner)).members).toHaveLength(1);

      // Recused, they no longer score it.
      expect(
        (await call('POST', `/judging/assignments/${assignmentId}/recuse`, judge, { reason: 'I want to join them' }))
          .statusCode,
      ).toBe(201);
      expect((await accept(judge)).statusCode).toBe(200);
    });

    it('the owner accepting their join request is refused', async () => {
      expect(
        (await call('PUT', `/projects/${projectId}/team/listing`, owner, { lookingFor: 'Anyone', open: true }))
          .statusCode,
      ).toBe(204);
      const asked = await call('POST', `/projects/${projectId}/team/join-requests`, judge, { message: 'Let me in' });
      expect(asked.statusCode).toBe(201);
      const requestId = asked.json<{ id: string }>().id;
      const refused = await call('POST', `/projects/${projectId}/team/join-requests/${requestId}/accept`, owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().code).toBe('JUDGE_OF_TEAM');
      expect((await team(projectId, owner)).members).toHaveLength(1);
    });
  });

  it('detaching is refused once the project is submitted to the event, and nothing changes', async () => {
    const eventId = await createSprint(app, organizer);
    const owner = await participant(eventId, 'owner');
    const projectId = await createTeam(owner, eventId, 'Submitted Team');
    await submit(owner, projectId, eventId);

    const refused = await call('POST', `/projects/${projectId}/detach`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'PROJECT_SUBMITTED_TO_EVENT',
      message: 'This project has been submitted to the event, so it can no longer be detached from it.',
    });
    expect((await team(projectId, owner)).eventId).toBe(eventId);
    const events = await em.execute<{ type: string }[]>(
      "select type from domain_events where stream_type = 'project' and stream_id = ? order by id",
      [projectId],
    );
    expect(events.map((row) => row.type)).not.toContain('project.detached');
  });

  describe('no email address leaks through a user id', () => {
    it('invites by id only people looking for a team of the event, alike for anyone else', async () => {
      const eventId = await createSprint(app, organizer);
      const otherEvent = await createSprint(app, organizer);
      const owner = await participant(eventId, 'owner');
      const projectId = await createTeam(owner, eventId);
      const stranger = await createAccount(app, 'participant', 'stranger');
      const approvedNotSeeking = await participant(eventId, 'quiet');
      const seekerElsewhere = await participant(otherEvent, 'elsewhere');
      expect((await call('PUT', `/events/${otherEvent}/seeking`, seekerElsewhere, { seeking: true })).statusCode).toBe(
        204,
      );
      const draft = await draftProject(owner, 'Draft');
      const seeker = await participant(eventId, 'seeker');
      expect((await call('PUT', `/events/${eventId}/seeking`, seeker, { seeking: true })).statusCode).toBe(204);

      const tries: [string, string][] = [
        [projectId, stranger.userId],
        [projectId, approvedNotSeeking.userId],
        [projectId, seekerElsewhere.userId],
        [projectId, '00000000-0000-4000-8000-000000000000'],
        [draft, seeker.userId],
      ];
      const answers = await Promise.all(
        tries.map(([project, userId]) => call('POST', `/projects/${project}/team/invitations`, owner, { userId })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json<ErrorBody>()).toMatchObject({
          code: 'SEEKER_NOT_FOUND',
          message: "This person is not on your event's list of people looking for a team.",
          fields: [{ field: 'userId', reason: 'not looking for a team of this event' }],
        });
      }
      for (const person of [stranger, approvedNotSeeking, seekerElsewhere]) {
        expect(await invitationEmails(person.email)).toEqual([]);
      }
      const view = await team(projectId, owner);
      expect(view.invitations).toEqual([]);

      expect(
        (await call('POST', `/projects/${projectId}/team/invitations`, owner, { userId: seeker.userId })).statusCode,
      ).toBe(201);
      expect(await invitationEmails(seeker.email)).toHaveLength(1);
    });

    it("the owner's team view names a picked person with a masked email; a typed email stays as typed", async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await participant(eventId, 'owner');
      const projectId = await createTeam(owner, eventId);
      const seeker = await participant(eventId, 'seeker');
      const nameless = await participant(eventId, 'nameless');
      await em.execute('update profiles set name = null, first_name = null, last_name = null where user_id = ?', [
        nameless.userId,
      ]);
      for (const person of [seeker, nameless]) {
        expect((await call('PUT', `/events/${eventId}/seeking`, person, { seeking: true })).statusCode).toBe(204);
        expect(
          (await call('POST', `/projects/${projectId}/team/invitations`, owner, { userId: person.userId })).statusCode,
        ).toBe(201);
      }
      expect((await inviteByEmail(owner, projectId, 'Typed.Friend@example.com')).statusCode).toBe(201);

      const view = await call('GET', `/projects/${projectId}/team`, owner);
      const shown = view.json<TeamBody>().invitations.map(({ name, email }) => ({ name, email }));
      expect(shown.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { name: 'A person looking for a team', email: 'n…@example.com' },
        { name: 'Test seeker', email: 's…@example.com' },
        { name: null, email: 'typed.friend@example.com' },
      ]);
      expect(view.body).not.toContain(seeker.email);
      expect(view.body).not.toContain(nameless.email);
      const tab = await call('GET', `/events/${eventId}/team`, owner);
      expect(tab.body).not.toContain(seeker.email);
      expect(tab.body).not.toContain(nameless.email);
    });

    it("an owner's typed guess at a seeker's address is not matched to them", async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await participant(eventId, 'owner');
      const projectId = await createTeam(owner, eventId);
      const seeker = await participant(eventId, 'seeker');
      expect((await call('PUT', `/events/${eventId}/seeking`, seeker, { seeking: true })).statusCode).toBe(204);
      const invitedFlag = async () =>
        (await call('GET', `/teams/seekers?eventId=${eventId}`, owner)).json<{ items: { invited: boolean }[] }>()
          .items[0].invited;

      // The guess is right, yet neither the list's flag nor picking the person gives it away.
      expect((await inviteByEmail(owner, projectId, seeker.email)).statusCode).toBe(201);
      expect(await invitedFlag()).toBe(false);
      const picked = await call('POST', `/projects/${projectId}/team/invitations`, owner, { userId: seeker.userId });
      expect(picked.statusCode).toBe(201);
      expect(await invitedFlag()).toBe(true);
      const again = await call('POST', `/projects/${projectId}/team/invitations`, owner, { userId: seeker.userId });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>()).toMatchObject({
        code: 'INVITATION_ALREADY_PENDING',
        message: 'This person already has a pending invitation to the team.',
        fields: [{ field: 'userId', reason: 'already invited' }],
      });
    });
  });

  describe('invitation emails', () => {
    it('at most 20 per inviting user a day: the 21st gets 429 and is not sent', async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await participant(eventId, 'owner');
      const projectId = await createTeam(owner, eventId);
      const otherOwner = await participant(eventId, 'other');
      const otherTeam = await createTeam(otherOwner, eventId, 'Other Team');
      for (let i = 1; i <= 20; i += 1) {
        expect((await inviteByEmail(owner, projectId, `friend${i}-${projectId}@example.com`)).statusCode).toBe(201);
      }
      const refused = await inviteByEmail(owner, projectId, `friend21-${projectId}@example.com`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'TOO_MANY_INVITATIONS',
        message: 'You have sent 20 team invitations in the last 24 hours, the most allowed. Please try again tomorrow.',
      });
      expect(await invitationEmails(`friend21-${projectId}@example.com`)).toEqual([]);
      // The quota is the inviter's: another owner invites on.
      expect((await inviteByEmail(otherOwner, otherTeam, `friend21-${projectId}@example.com`)).statusCode).toBe(201);
      // A day after the first, the inviter may again.
      now = new Date(BEFORE_DEADLINE.getTime() + 24 * 60 * 60_000 + 1);
      expect((await inviteByEmail(owner, projectId, `friend22-${projectId}@example.com`)).statusCode).toBe(201);
    });

    it('at most 3 per recipient a day, whoever invites: the 4th gets 429, also when picked by id', async () => {
      const eventId = await createSprint(app, organizer);
      const target = await participant(eventId, 'target');
      const teams: [TestAccount, string][] = [];
      for (const name of ['one', 'two', 'three', 'four', 'five', 'six']) {
        const owner = await participant(eventId, name);
        teams.push([owner, await createTeam(owner, eventId, `Team ${name}`)]);
      }
      // Five owners at once (one in capitals): the quota is counted one invitation after the other.
      const answers = await Promise.all(
        teams
          .slice(0, 5)
          .map(([owner, projectId], i) =>
            inviteByEmail(owner, projectId, i === 0 ? target.email.toUpperCase() : target.email),
          ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
      for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
        expect(refused.json<ErrorBody>()).toMatchObject({
          code: 'TOO_MANY_INVITATIONS',
          message:
            'This person has already been invited 3 times in the last 24 hours, the most allowed. Please try again tomorrow.',
          fields: [{ field: 'email', reason: 'invited too often today' }],
        });
      }
      expect(await invitationEmails(target.email)).toHaveLength(3);
      expect((await call('PUT', `/events/${eventId}/seeking`, target, { seeking: true })).statusCode).toBe(204);
      const [sixthOwner, sixthTeam] = teams[5];
      const picked = await call('POST', `/projects/${sixthTeam}/team/invitations`, sixthOwner, {
        userId: target.userId,
      });
      expect(picked.statusCode).toBe(429);
      expect(picked.json<ErrorBody>().fields).toEqual([{ field: 'userId', reason: 'invited too often today' }]);
    });

    it("the subject names the inviter, not the team's title, which moves into the body", async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await participant(eventId, 'owner');
      const invitee = await participant(eventId, 'invitee');
      const bait = 'Your Sprintboard account is locked - verify at evil.example';
      const projectId = await createTeam(owner, eventId, bait);
      expect((await inviteByEmail(owner, projectId, invitee.email)).statusCode).toBe(201);
      const [email] = await invitationEmails(invitee.email);
      expect(email.subject).toBe('Test owner invited you to join a team on Sprintboard');
      expect(email.subject).not.toContain('evil');
      expect(email.text).toContain(`invited you to join the team "${bait}"`);
    });
  });
});
