import { announcementText } from './announcement-email.js';
import { segmentChoice, segmentWords } from './announcement-rules.js';

describe('announcement rules', () => {
  it('keeps the status only for the applicants segment, and requires it there', () => {
    expect(segmentChoice('applicants', 'waitlisted')).toEqual({
      segment: 'applicants',
      applicationStatus: 'waitlisted',
    });
    expect(segmentChoice('judges', 'approved')).toEqual({ segment: 'judges', applicationStatus: null });
    expect(() => segmentChoice('applicants', null)).toThrow('needs an application status');
  });

  it('names each segment in words', () => {
    expect(segmentWords('applicants', 'rejected')).toBe('rejected applicants');
    expect(segmentWords('not_submitted')).toBe('approved participants whose team has not submitted');
    expect(segmentWords('overdue_checkins')).toBe('ventures with an overdue check-in');
  });

  it('sends the markdown as written, trimmed, with where it came from', () => {
    const text = announcementText(
      {
        announcementId: 'a',
        eventId: 'e1',
        eventTitle: 'Civic Sprint',
        subject: 'Hi',
        bodyMd: '\n**Submit** today.\n',
      },
      'https://sprintboard.example',
    );
    expect(text).toBe(
      [
        '**Submit** today.',
        '',
        '—',
        'Sent by the organizers of Civic Sprint.',
        'Your event dashboard: https://sprintboard.example/events/e1/dashboard',
      ].join('\n'),
    );
  });
});
