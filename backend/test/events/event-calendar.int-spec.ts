import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ICAL from 'ical.js';
import type { Role } from '../../src/common/auth/roles.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint, sprintInput } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;

// The sprint every test here runs: Jan 5-8 2027 in Chicago, its deadline on the 7th at 10:00 AM CST.
const SPRINT = {
  timezone: 'America/Chicago',
  location: 'Chicago, IL',
  startDate: '2027-01-05T15:00:00.000Z',
  endDate: '2027-01-08T23:00:00.000Z',
  submissionDeadline: '2027-01-07T16:00:00.000Z',
};

/** The one VEVENT of a calendar file, and its one alarm: fails unless the text parses as such. */
function parseSprint(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const [alarm, ...more] = vevents[0].getAllSubcomponents('valarm');
  expect(more).toHaveLength(0);
  const event = new ICAL.Event(vevents[0]);
  const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    summary: event.summary,
    location: event.location,
    description: event.description,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    alarmAt: new Date(event.startDate.toJSDate().getTime() + trigger.toSeconds() * 1000).toISOString(),
  };
}

describe('event calendar (issue 30)', () => {
  let app: NestFastifyApplication;
  const accounts = {} as Record<Role, TestAccount>;
  let publicEvent: string;
  let draftEvent: string;
  const title = 'Winter Sprint, Chicago; 2027';

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
    publicEvent = await createSprint(app, accounts.organizer, { ...SPRINT, title });
    draftEvent = await createSprint(app, accounts.organizer, { ...SPRINT, status: 'draft' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const calendarOf = (eventId: string, caller: Caller) =>
    app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/calendar.ics`,
      headers: caller === 'visitor' ? {} : accounts[caller].auth,
    });

  describe('GET /api/events/:eventId/calendar.ics', () => {
    it.each<Caller>(['visitor', 'participant', 'judge', 'organizer', 'admin'])(
      'gives %s the public event as a calendar file that parses',
      async (caller) => {
        const response = await calendarOf(publicEvent, caller);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
        expect(response.headers['content-disposition']).toBe('attachment; filename="sprint.ics"');
        expect(parseSprint(response.body)).toEqual({
          method: 'PUBLISH',
          uid: `event-${publicEvent}@sprintboard.test`,
          summary: title,
          location: 'Chicago, IL',
          description: expect.stringContaining(
            `Submission deadline: Jan 7, 2027, 10:00 AM CST\nTimes in America/Chicago.\n\nEvent page: http://sprintboard.test/events/${publicEvent}`,
          ),
          start: SPRINT.startDate,
          end: SPRINT.endDate,
          alarmAt: SPRINT.submissionDeadline,
        });
      },
    );

    it.each<[Caller, number]>([
      ['visitor', 404],
      ['participant', 404],
      ['judge', 404],
      ['organizer', 200],
      ['admin', 200],
    ])('answers %s %i for a draft, as the event page does', async (caller, status) => {
      const [calendar, page] = [
        await calendarOf(draftEvent, caller),
        await app.inject({
          method: 'GET',
          url: `/api/events/${draftEvent}`,
          headers: caller === 'visitor' ? {} : accounts[caller].auth,
        }),
      ];
      expect([calendar.statusCode, page.statusCode]).toEqual([status, status]);
      if (status === 404) expect(calendar.json()).toMatchObject({ message: 'Event Not Found' });
      else expect(parseSprint(calendar.body).start).toBe(SPRINT.startDate);
    });

    it('is the same entry after an edit: one UID, a higher sequence, the new dates', async () => {
      const eventId = await createSprint(app, accounts.organizer, SPRINT);
      const before = (await calendarOf(eventId, 'visitor')).body;
      const { version } = (await app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json<{
        version: number;
      }>();
      const { criteria: _criteria, judges: _judges, ...fields } = sprintInput(SPRINT);
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/admin/events/${eventId}`,
        headers: accounts.organizer.auth,
        payload: { ...fields, endDate: '2027-01-09T23:00:00.000Z', expectedVersion: version },
      });
      expect(edited.statusCode).toBe(200);
      const after = (await calendarOf(eventId, 'visitor')).body;
      expect(parseSprint(after).uid).toBe(parseSprint(before).uid);
      expect(parseSprint(after).end).toBe('2027-01-09T23:00:00.000Z');
      const sequence = (ics: string) =>
        Number(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('sequence'));
      expect(sequence(after)).toBeGreaterThan(sequence(before));
    });

    it('answers 404 for an unknown event and 400 for a malformed id', async () => {
      expect((await calendarOf('00000000-0000-4000-8000-000000000000', 'admin')).statusCode).toBe(404);
      expect((await calendarOf('not-a-uuid', 'admin')).statusCode).toBe(400);
    });
  });

  describe('the approval email', () => {
    it("carries the sprint's calendar invitation as sprint.ics, and says so", async () => {
      const applicant = await createAccount(app, 'participant', 'approved');
      await applyAs(app, applicant, publicEvent, accounts.admin, 'approved');
      const approval = (await queuedEmails(app, applicant.email)).find(
        (email) => email.template === 'application.approved',
      );
      expect(approval?.text).toContain('The calendar invitation for the sprint is attached');
      expect(approval?.attachments).toEqual([
        {
          filename: 'sprint.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: expect.any(String),
        },
      ]);
      const invitation = parseSprint(approval?.attachments?.[0].content ?? '');
      expect(invitation).toMatchObject({
        uid: `event-${publicEvent}@sprintboard.test`,
        summary: title,
        start: SPRINT.startDate,
        end: SPRINT.endDate,
        alarmAt: SPRINT.submissionDeadline,
      });
      // The same entry as 'Add to calendar' on the event page: importing both updates one event.
      expect(invitation.uid).toBe(parseSprint((await calendarOf(publicEvent, 'visitor')).body).uid);
    });

    it('is not attached to a rejection', async () => {
      const applicant = await createAccount(app, 'participant', 'rejected');
      await applyAs(app, applicant, publicEvent, accounts.admin, 'rejected');
      const [rejection] = (await queuedEmails(app, applicant.email)).filter(
        (email) => email.template === 'application.rejected',
      );
      expect(rejection.attachments).toBeUndefined();
    });
  });
});
