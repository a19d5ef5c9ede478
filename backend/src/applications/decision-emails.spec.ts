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
