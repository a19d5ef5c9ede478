import { decisionEmail } from './decision-emails.js';

const context = {
  applicationId: 'a1',
  userId: 'u1',
  name: 'Ada',
  eventTitle: 'Spring Sprint',
  eventId: 'e1',
};

// The decision emails' words are the spec's: any change to them should be deliberate.
describe('decisionEmail', () => {
  it('approves with the dashboard link', () => {
    expect(decisionEmail('ada@example.com', { ...context, status: 'approved' }, 'https://app.test')).toEqual({
      to: 'ada@example.com',
      template: 'application.approved',
      subject: "You're in: Spring Sprint",
      text: 'Hi Ada,\n\nGood news: your application to Spring Sprint was approved.\n\nYour participant dashboard has the dates, tracks and next steps:\nhttps://app.test/events/e1/dashboard\n\nSee you at the sprint!',
      context: { ...context, status: 'approved' },
    });
  });

  it("attaches the sprint's calendar invitation to an approval and says so, the rest unchanged", () => {
    const calendar = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const email = decisionEmail('ada@example.com', { ...context, status: 'approved' }, 'https://app.test', calendar);
    expect(email.text).toBe(
      'Hi Ada,\n\nGood news: your application to Spring Sprint was approved.\n\nYour participant dashboard has the dates, tracks and next steps:\nhttps://app.test/events/e1/dashboard\n\nThe calendar invitation for the sprint is attached, with a reminder at the submission deadline.\n\nSee you at the sprint!',
    );
    expect(email.attachments).toEqual([
      { filename: 'sprint.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar },
    ]);
  });

  it('asks an approved applicant to confirm their spot by the deadline, before the dashboard link', () => {
    const approved = { ...context, status: 'approved' as const, confirmBy: 'Mar 3, 2027, 4:00 PM PST' };
    expect(decisionEmail('ada@example.com', approved, 'https://app.test').text).toBe(
      'Hi Ada,\n\nGood news: your application to Spring Sprint was approved.\n\nPlease confirm your spot by Mar 3, 2027, 4:00 PM PST: https://app.test/events/e1\nIf you cannot make it, decline it there, so the spot goes to someone on the waitlist.\n\nYour participant dashboard has the dates, tracks and next steps:\nhttps://app.test/events/e1/dashboard\n\nSee you at the sprint!',
    );
  });

  it('waitlists with the day they will hear by and the event page', () => {
    const waitlisted = { ...context, status: 'waitlisted' as const, hearBy: 'Mar 3, 2027' };
    expect(decisionEmail('ada@example.com', waitlisted, 'https://app.test')).toEqual({
      to: 'ada@example.com',
      template: 'application.waitlisted',
      subject: "You're on the waitlist: Spring Sprint",
      text: "Hi Ada,\n\nThank you for applying to Spring Sprint. Every spot is taken for now, so you are on the waitlist and will hear from us by Mar 3, 2027: if a spot opens up, we offer it to you by email.\n\nYour application's status is on the event page:\nhttps://app.test/events/e1\n\nThe Sprintboard team",
      context: waitlisted,
    });
  });

  it('rejects kindly, pointing to the next sprints', () => {
    expect(decisionEmail('ada@example.com', { ...context, status: 'rejected' }, 'https://app.test')).toEqual({
      to: 'ada@example.com',
      template: 'application.rejected',
      subject: 'Your application to Spring Sprint',
      text: 'Hi Ada,\n\nThank you for applying to Spring Sprint and for the time you put into it. We had many strong applications and could not offer you a place this time.\n\nWe run sprints every quarter and would be glad to see you apply again: https://app.test/events\n\nThe Sprintboard team',
      context: { ...context, status: 'rejected' },
    });
  });
});
