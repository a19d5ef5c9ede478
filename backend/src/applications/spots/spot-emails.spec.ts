import { spotEmail } from './spot-emails.js';

const context = { applicationId: 'a1', userId: 'u1', name: 'Ada', eventTitle: 'Spring Sprint', eventId: 'e1' };
const APP = 'https://app.test';

// The applicant reads these: any change to the words should be deliberate.
describe('spotEmail', () => {
  it('offers a freed spot from the waitlist with the deadline to confirm it by', () => {
    const offered = { ...context, deadline: 'Mar 3, 2027, 4:00 PM PST' };
    expect(spotEmail('offered', 'ada@example.com', offered, APP)).toEqual({
      to: 'ada@example.com',
      template: 'application.spot_offered',
      subject: 'A spot opened up: Spring Sprint',
      text: 'Hi Ada,\n\nGood news: a spot opened up at Spring Sprint, and it is yours. Your application moved from the waitlist to approved.\n\nPlease confirm your spot by Mar 3, 2027, 4:00 PM PST: https://app.test/events/e1\nIf you cannot make it, decline it there, so the spot goes to the next person on the waitlist.\n\nSee you at the sprint!',
      context: offered,
    });
  });

  it('offers a spot once the sprint has started with the dashboard instead (nothing to confirm)', () => {
    expect(spotEmail('offered', 'ada@example.com', context, APP).text).toContain(
      'Your participant dashboard has the dates, tracks and next steps:\nhttps://app.test/events/e1/dashboard',
    );
  });

  it('thanks for a confirmation, pointing to the dashboard', () => {
    expect(spotEmail('confirmed', 'ada@example.com', context, APP)).toMatchObject({
      template: 'application.spot_confirmed',
      subject: 'Spot confirmed: Spring Sprint',
      text: 'Hi Ada,\n\nThank you for confirming: your spot at Spring Sprint is yours.\n\nYour participant dashboard has the dates, tracks and next steps:\nhttps://app.test/events/e1/dashboard\n\nSee you at the sprint!',
    });
  });

  it('acknowledges a decline and an expiry, with the deadline that passed', () => {
    expect(spotEmail('declined', 'ada@example.com', context, APP)).toMatchObject({
      template: 'application.spot_declined',
      subject: 'You declined your spot: Spring Sprint',
      text: expect.stringContaining('You declined your spot at Spring Sprint, so it goes to someone on the waitlist.'),
    });
    const expired = spotEmail('expired', 'ada@example.com', { ...context, deadline: 'Mar 3, 2027, 4:00 PM PST' }, APP);
    expect(expired).toMatchObject({
      template: 'application.spot_expired',
      subject: 'Your spot at Spring Sprint was released',
      text: expect.stringContaining(
        'You did not confirm your spot at Spring Sprint by Mar 3, 2027, 4:00 PM PST, so it is free for someone on the waitlist now.',
      ),
    });
  });
});
