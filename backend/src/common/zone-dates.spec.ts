import { emailDay, emailMoment } from './zone-dates.js';

describe('email dates', () => {
  it("write the day the event keeps, in its timezone (11 PM in Los Angeles is not the next day's)", () => {
    expect(emailDay('2027-03-04T07:00:00Z', 'America/Los_Angeles')).toBe('Mar 3, 2027');
    expect(emailDay('2027-03-04T07:00:00Z', 'Europe/Berlin')).toBe('Mar 4, 2027');
  });

  it('write a deadline to the minute with the abbreviation in force that day', () => {
    expect(emailMoment('2027-01-06T00:00:00Z', 'America/New_York')).toBe('Jan 5, 2027, 7:00 PM EST');
    expect(emailMoment('2027-07-06T00:00:00Z', 'America/New_York')).toBe('Jul 5, 2027, 8:00 PM EDT');
  });

  it('read an unknown timezone as UTC', () => {
    expect(emailMoment('2027-01-06T00:00:00Z', 'Mars/Olympus')).toBe('Jan 6, 2027, 12:00 AM UTC');
    expect(emailDay('2027-01-06T00:00:00Z', 'Mars/Olympus')).toBe('Jan 6, 2027');
  });
});
