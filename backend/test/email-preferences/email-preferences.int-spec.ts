import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import type { Role } from '../../src/common/auth/roles.js';
import { EmailPreferences } from '../../src/email-preferences/email-preferences.js';
import { DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs, review } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { VenturesWorld } from '../ventures/ventures-support.js';

interface PreferencesBody {
  categories: { category: string; name: string; description: string; on: boolean }[];
  alwaysSent: { name: string; description: string }[];
}

interface QueuedWithUnsubscribe {
  template: string;
  unsubscribe?: { category: string; url: string };
}

const ALL_ON = { announcements: true, reminders: true, team_activity: true };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const DAY = 24 * 60 * 60 * 1000;
/** createSprint's end: check-ins fall due 30 days later. */
const SPRINT_END = new Date('2027-01-08T16:00:00Z');

describe('email preferences', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let admin: TestAccount;
  let organizer: TestAccount;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl));
    em = app.get(EntityManager).fork();
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const preferencesOf = async (who: TestAccount) => {
    const response = await app.inject({ method: 'GET', url: '/api/me/email-preferences', headers: who.auth });
    expect(response.statusCode).toBe(200);
    return response.json<PreferencesBody>();
  };
  const switchOf = async (who: TestAccount, category: string) =>
    (await preferencesOf(who)).categories.find((c) => c.category === category)?.on;
  const setSwitches = (who: TestAccount, switches: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/me/email-preferences', headers: who.auth, payload: switches });
  const tokenOf = (userId: string, category: 'announcements' | 'reminders' | 'team_activity') =>
    new URL(app.get(EmailPreferences).unsubscribeFor(userId, category).url).searchParams.get('token') ?? '';
  const eventsOf = (userId: string) =>
    em
      .fork()
      .execute<{ type: string; payload: Record<string, unknown>; actor_id: string | null }[]>(
        "select type, payload, actor_id from domain_events where stream_type = 'user' and stream_id = ? and type like 'email_preferences.%' order by id",
        [userId],
      );
  const optOutRows = (userId: string) =>
    em
      .fork()
      .execute<{ category: string; source: string }[]>(
        'select category, source from email_opt_outs where user_id = ?',
        [userId],
      );

  describe('GET and PUT /api/me/email-preferences', () => {
    it('refuses a visitor (401)', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/me/email-preferences' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: ALL_ON })).statusCode).toBe(
        401,
      );
    });

    it.each<Role>(['participant', 'organizer', 'judge', 'admin'])(
      'lets a %s read and change their own',
      async (role) => {
        const who = await createAccount(app, role);
        const before = await preferencesOf(who);
        expect(before.categories).toEqual([
          { category: 'announcements', name: 'Announcements', description: expect.any(String), on: true },
          { category: 'reminders', name: 'Reminders', description: expect.any(String), on: true },
          { category: 'team_activity', name: 'Team activity', description: expect.any(String), on: true },
        ]);
        expect(before.alwaysSent.map((email) => email.name)).toEqual(['Account', 'Decisions', 'Team invitations']);

        const changed = await setSwitches(who, { ...ALL_ON, team_activity: false });
        expect(changed.statusCode).toBe(200);
        expect(changed.json<PreferencesBody>().categories.map((c) => c.on)).toEqual([true, true, false]);
        expect(await switchOf(who, 'team_activity')).toBe(false);
        expect(await eventsOf(who.userId)).toEqual([
          {
            type: 'email_preferences.changed',
            payload: { turnedOff: ['team_activity'], turnedOn: [] },
            actor_id: who.userId,
          },
        ]);
      },
    );

    it('records a change once: the same switches again record nothing; turning back on is recorded', async () => {
      const who = await createAccount(app);
      await setSwitches(who, { ...ALL_ON, reminders: false });
      await setSwitches(who, { ...ALL_ON, reminders: false });
      await setSwitches(who, ALL_ON);
      expect((await eventsOf(who.userId)).map((e) => e.payload)).toEqual([
        { turnedOff: ['reminders'], turnedOn: [] },
        { turnedOff: [], turnedOn: ['reminders'] },
      ]);
      expect(await optOutRows(who.userId)).toEqual([]);
    });

    it('names the field of a bad body (400)', async () => {
      const who = await createAccount(app);
      const missing = await setSwitches(who, { announcements: true, reminders: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toContain('team_activity');
      const wrongType = await setSwitches(who, { ...ALL_ON, reminders: 'no' });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['reminders']);
      const unknown = await setSwitches(who, { ...ALL_ON, marketing: false });
      expect(unknown.statusCode).toBe(400);
      expect(await eventsOf(who.userId)).toEqual([]);
    });
  });

  describe('the one-click unsubscribe link', () => {
    it('GET shows the category and the masked email without a session, changing nothing', async () => {
      const who = await createAccount(app);
      const response = await app.inject({
        method: 'GET',
        url: `/api/email/unsubscribe?token=${tokenOf(who.userId, 'announcements')}`,
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        category: 'announcements',
        categoryName: 'Announcements',
        categoryDescription: expect.any(String),
        maskedEmail: `p…@example.com`,
        unsubscribed: false,
      });
      expect(await optOutRows(who.userId)).toEqual([]);
    });

    it('a browser opening the link is sent to the page that asks for the click', async () => {
      const who = await createAccount(app);
      const token = tokenOf(who.userId, 'reminders');
      const response = await app.inject({
        method: 'GET',
        url: `/api/email/unsubscribe?token=${token}`,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(new RegExp(`/unsubscribe\\?token=${token.replace(/\./g, '\\.')}$`));
      expect(await optOutRows(who.userId)).toEqual([]);
    });

    it('POST with the RFC 8058 form body unsubscribes without a session, audited with the user as actor', async () => {
      const who = await createAccount(app);
      const response = await app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${tokenOf(who.userId, 'team_activity')}`,
        headers: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(204);
      expect(await optOutRows(who.userId)).toEqual([{ category: 'team_activity', source: 'link' }]);
      expect(await eventsOf(who.userId)).toEqual([
        {
          type: 'email_preferences.unsubscribed_by_link',
          payload: { category: 'team_activity' },
          actor_id: who.userId,
        },
      ]);
      expect(await switchOf(who, 'team_activity')).toBe(false);
      expect(await switchOf(who, 'announcements')).toBe(true);
    });

    it('POST with the page’s JSON body unsubscribes too; using the link again records nothing', async () => {
      const who = await createAccount(app);
      const url = `/api/email/unsubscribe?token=${tokenOf(who.userId, 'reminders')}`;
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({ method: 'POST', url, payload: { 'List-Unsubscribe': 'One-Click' } });
        expect(response.statusCode).toBe(204);
      }
      expect(await optOutRows(who.userId)).toEqual([{ category: 'reminders', source: 'link' }]);
      expect(await eventsOf(who.userId)).toHaveLength(1);
      const shown = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(shown.json<{ unsubscribed: boolean }>().unsubscribed).toBe(true);
    });

    it('refuses a forged or altered token (404) and writes nothing', async () => {
      const who = await createAccount(app);
      const token = tokenOf(who.userId, 'announcements');
      const [userId, , signature] = token.split('.');
      const other = await createAccount(app);
      const forged = [
        `${userId}.team_activity.${signature}`,
        `${other.userId}.announcements.${signature}`,
        `${token.slice(0, -2)}AA`,
        `${userId}.announcements`,
        'nonsense',
      ];
      for (const bad of forged) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/email/unsubscribe?token=${encodeURIComponent(bad)}`,
          headers: FORM,
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json<{ code: string }>().code).toBe('UNSUBSCRIBE_LINK_INVALID');
        const shown = await app.inject({
          method: 'GET',
          url: `/api/email/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(shown.statusCode).toBe(404);
      }
      expect(await optOutRows(who.userId)).toEqual([]);
      expect(await optOutRows(other.userId)).toEqual([]);
      expect(await eventsOf(who.userId)).toEqual([]);
    });

    it('names the field of a missing token or a wrong body (400)', async () => {
      const who = await createAccount(app);
      const noToken = await app.inject({
        method: 'POST',
        url: '/api/email/unsubscribe',
        headers: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(noToken.statusCode).toBe(400);
      expect(noToken.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toContain('token');
      const wrongBody = await app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${tokenOf(who.userId, 'reminders')}`,
        headers: FORM,
        payload: 'List-Unsubscribe=Maybe',
      });
      expect(wrongBody.statusCode).toBe(400);
      expect(wrongBody.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual([
        'List-Unsubscribe',
      ]);
      expect(await optOutRows(who.userId)).toEqual([]);
    });
  });

  describe('the emails honour the preferences', () => {
    it('a team activity email is not queued for an opted-out member but is for others, with its link; decisions still go', async () => {
      const eventId = await createSprint(app, organizer);
      const optedOutOwner = await createAccount(app, 'participant', 'quiet');
      const owner = await createAccount(app, 'participant', 'owner');
      const requester = await createAccount(app, 'participant', 'asker');
      expect((await setSwitches(optedOutOwner, { ...ALL_ON, team_activity: false })).statusCode).toBe(200);
      for (const person of [optedOutOwner, owner, requester]) await applyAs(app, person, eventId, admin);

      // The decision email goes to the opted-out user, without a category or link.
      const decisions = (await queuedEmails(app, optedOutOwner.email)) as unknown as QueuedWithUnsubscribe[];
      expect(decisions.map((email) => email.template)).toEqual(['application.approved']);
      expect(decisions[0].unsubscribe).toBeUndefined();

      const teamOf = async (who: TestAccount) => {
        const created = await app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/team`,
          headers: who.auth,
          payload: { title: `Team ${who.userId.slice(0, 6)}` },
        });
        expect(created.statusCode).toBe(201);
        const projectId = created.json<{ id: string }>().id;
        const listed = await app.inject({
          method: 'PUT',
          url: `/api/projects/${projectId}/team/listing`,
          headers: who.auth,
          payload: { open: true, lookingFor: 'A designer' },
        });
        expect(listed.statusCode).toBe(204);
        return projectId;
      };
      const askToJoin = async (who: TestAccount, projectId: string) => {
        const asked = await app.inject({
          method: 'POST',
          url: `/api/projects/${projectId}/team/join-requests`,
          headers: who.auth,
          payload: { message: 'I design things.' },
        });
        expect(asked.statusCode).toBe(201);
      };
      const secondRequester = await createAccount(app, 'participant', 'asker2');
      await applyAs(app, secondRequester, eventId, admin);
      await askToJoin(requester, await teamOf(optedOutOwner));
      await askToJoin(secondRequester, await teamOf(owner));

      const quiet = (await queuedEmails(app, optedOutOwner.email)) as unknown as QueuedWithUnsubscribe[];
      expect(quiet.map((email) => email.template)).toEqual(['application.approved']);
      const told = (await queuedEmails(app, owner.email)) as unknown as QueuedWithUnsubscribe[];
      const request = told.find((email) => email.template === 'team.join_request_received');
      expect(request?.unsubscribe).toEqual({
        category: 'team_activity',
        url: expect.stringMatching(/\/api\/email\/unsubscribe\?token=/),
      });
      // The link in the email unsubscribes its recipient from that category.
      const used = await app.inject({
        method: 'POST',
        url: new URL(request!.unsubscribe!.url).pathname + new URL(request!.unsubscribe!.url).search,
        headers: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(used.statusCode).toBe(204);
      expect(await switchOf(owner, 'team_activity')).toBe(false);
    });

    it('a team invitation always goes, without a category: its link travels only by email', async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await createAccount(app, 'participant', 'inviting-owner');
      const invitee = await createAccount(app, 'participant', 'quiet-invitee');
      await applyAs(app, owner, eventId, admin);
      expect((await setSwitches(invitee, { ...ALL_ON, team_activity: false })).statusCode).toBe(200);
      const created = await app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/team`,
        headers: owner.auth,
        payload: { title: 'Quiet Door' },
      });
      const projectId = created.json<{ id: string }>().id;
      const invited = await app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/team/invitations`,
        headers: owner.auth,
        payload: { email: invitee.email },
      });
      expect(invited.statusCode).toBe(201);
      const emails = (await queuedEmails(app, invitee.email)) as unknown as QueuedWithUnsubscribe[];
      expect(emails.map((email) => [email.template, email.unsubscribe])).toEqual([['team.invitation', undefined]]);
    });

    it('an invitation to an address with no account carries no category', async () => {
      const eventId = await createSprint(app, organizer);
      const owner = await createAccount(app, 'participant', 'inviter');
      await applyAs(app, owner, eventId, admin);
      const created = await app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/team`,
        headers: owner.auth,
        payload: { title: 'Open Door' },
      });
      const projectId = created.json<{ id: string }>().id;
      const stranger = `stranger-${projectId.slice(0, 8)}@example.com`;
      const invited = await app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/team/invitations`,
        headers: owner.auth,
        payload: { email: stranger },
      });
      expect(invited.statusCode).toBe(201);
      const emails = (await queuedEmails(app, stranger)) as unknown as QueuedWithUnsubscribe[];
      expect(emails.map((email) => [email.template, email.unsubscribe])).toEqual([['team.invitation', undefined]]);
    });

    it('check-in asks and reminders skip a member who turned reminders off and carry the link to the others', async () => {
      const world = new VenturesWorld(app, admin, organizer);
      const founder = await createAccount(app, 'participant', 'founder');
      const quietMember = await createAccount(app, 'participant', 'quietmember');
      const eventId = await world.sprint();
      await world.entry(eventId, founder, 'Shelf Sense', {}, [quietMember]);
      expect((await setSwitches(quietMember, { ...ALL_ON, reminders: false })).statusCode).toBe(200);
      expect(
        (await world.call('PUT', `/admin/events/${eventId}/status`, organizer, { status: 'completed' })).statusCode,
      ).toBe(200);
      const checkinEmails = async (who: TestAccount) =>
        ((await queuedEmails(app, who.email)) as unknown as QueuedWithUnsubscribe[]).filter((email) =>
          email.template.startsWith('venture.checkin_'),
        );

      const clock = jest.spyOn(app.get(Clock), 'now');
      clock.mockReturnValue(new Date(SPRINT_END.getTime() + 30 * DAY + 60_000));
      await app.get(DueWorkTick).runTick();
      clock.mockReturnValue(new Date(SPRINT_END.getTime() + 37 * DAY + 120_000));
      await app.get(DueWorkTick).runTick();

      const founderEmails = await checkinEmails(founder);
      expect(founderEmails.map((email) => email.template)).toEqual([
        'venture.checkin_asked',
        'venture.checkin_reminder',
      ]);
      for (const email of founderEmails) {
        expect(email.unsubscribe).toEqual({ category: 'reminders', url: expect.stringContaining(founder.userId) });
      }
      expect(await checkinEmails(quietMember)).toEqual([]);
    });

    it('the follow-up survey is asked of everyone who said yes, but its reminder skips who turned reminders off', async () => {
      const eventId = await createSprint(app, organizer);
      const applicant = async (name: string) => {
        const person = await createAccount(app, 'participant', name);
        const applied = await app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/applications`,
          headers: person.auth,
          payload: { role: 'Dev', shortAnswer: 'I build things.', followUpConsent: true },
        });
        expect(applied.statusCode).toBe(201);
        await review(app, applied.json<{ id: string }>().id, 'rejected', admin);
        return person;
      };
      const reminded = await applicant('reminded');
      const unreminded = await applicant('unreminded');
      expect((await setSwitches(unreminded, { ...ALL_ON, reminders: false })).statusCode).toBe(200);
      const surveyEmails = async (who: TestAccount) =>
        ((await queuedEmails(app, who.email)) as unknown as QueuedWithUnsubscribe[])
          .filter((email) => email.template.startsWith('follow_up.'))
          .map((email) => [email.template, email.unsubscribe?.category]);

      const asked = BEFORE_DEADLINE.getTime() + 180 * DAY + 60_000;
      const clock = jest.spyOn(app.get(Clock), 'now');
      clock.mockReturnValue(new Date(asked));
      await app.get(DueWorkTick).runTick();
      clock.mockReturnValue(new Date(asked + 7 * DAY + 60_000));
      await app.get(DueWorkTick).runTick();

      expect(await surveyEmails(reminded)).toEqual([
        ['follow_up.asked', undefined],
        ['follow_up.reminder', 'reminders'],
      ]);
      expect(await surveyEmails(unreminded)).toEqual([['follow_up.asked', undefined]]);
    });
  });
});
