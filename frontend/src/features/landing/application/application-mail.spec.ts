import { describe, expect, it } from '@jest/globals';

import type { StoredApplication } from './application';
import {
  applicationBody,
  applicationSubject,
  buildApplicationMailto,
  formatSubmissionTime,
  ORGANISER_EMAIL,
} from './application-mail';

const application: StoredApplication = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  linkedin: 'https://www.linkedin.com/in/ada',
  track: 'startup',
  about: 'Payments tooling & billing for hospitals.',
  timestamp: '2025-10-03T23:00:00.000Z',
};

describe('applicationSubject', () => {
  it('names the applicant', () => {
    expect(applicationSubject(application)).toBe('Sprint application: Ada Lovelace');
  });
});

describe('applicationBody', () => {
  it('lists the details, the track by its label and the submission time', () => {
    const lines = applicationBody(application).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'LinkedIn: https://www.linkedin.com/in/ada',
        'Track: Startup',
        'Description: Payments tooling & billing for hospitals.',
        'Submitted: Oct 3, 2025, 4:00 PM PDT',
      ]),
    );
  });

  it("says 'Not provided' for a missing LinkedIn and description", () => {
    const body = applicationBody({ ...application, linkedin: '', about: '' });
    expect(body).toContain('LinkedIn: Not provided');
    expect(body).toContain('Description: Not provided');
  });
});

describe('formatSubmissionTime', () => {
  it('shows the time in Pacific time, whatever the season', () => {
    expect(formatSubmissionTime('2025-01-15T20:30:00.000Z')).toBe('Jan 15, 2025, 12:30 PM PST');
    expect(formatSubmissionTime('2025-07-15T20:30:00.000Z')).toBe('Jul 15, 2025, 1:30 PM PDT');
  });
});

describe('buildApplicationMailto', () => {
  it('addresses the organiser and encodes subject and body so that they decode unchanged', () => {
    const url = buildApplicationMailto(application);
    expect(url.startsWith(`mailto:${ORGANISER_EMAIL}?subject=`)).toBe(true);

    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Sprint application: Ada Lovelace');
    expect(query.get('body')).toBe(applicationBody(application));
  });

  it('writes spaces as %20 and line breaks as %0D%0A, never as +', () => {
    const url = buildApplicationMailto(application);
    expect(url).toContain('Sprint%20application%3A%20Ada%20Lovelace');
    expect(url).toContain('%0D%0A');
    expect(url).not.toContain('+');
  });
});
