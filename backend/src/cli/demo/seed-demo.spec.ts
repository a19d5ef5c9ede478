import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/accounts/password-rules.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { describeDemo, type DemoSummary } from './seed-demo.js';

const summary: DemoSummary = {
  written: true,
  accounts: Object.values(DEMO_ACCOUNTS),
  password: DEMO_PASSWORD,
  counts: {
    events: 4,
    applications: 12,
    projects: 6,
    submissions: 4,
    late: 1,
    winners: 3,
    earlierSprints: 3,
    ventures: 5,
    milestones: 33,
    checkinAnswers: 19,
    reviewedApplications: 24,
    reviewers: 3,
    followUpAnswers: 42,
  },
};

describe('the demo data', () => {
  it('has a password that sign-up itself would take', () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(DEMO_PASSWORD.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });

  it('has accounts of every role, at example.com only', () => {
    const accounts = Object.values(DEMO_ACCOUNTS);
    expect(new Set(accounts.map((account) => account.role))).toEqual(
      new Set(['admin', 'organizer', 'judge', 'participant']),
    );
    for (const { email } of accounts) expect(email).toMatch(/^[a-z0-9-]+@example\.com$/);
  });

  it('prints what was written, then every account with its role, and the one password', () => {
    const lines = describeDemo(summary, 'http://localhost:3000').split('\n');
    expect(lines[0]).toBe(
      'Demo data written: 4 events (draft, upcoming, active, completed), 12 applications, 6 projects ' +
        '(4 submitted, 1 of them late), 3 winners; 3 earlier sprints with 5 ventures, 33 milestones ' +
        "and 19 answered check-ins; the Civic Tech Sprint's 24 applications reviewed by 3 reviewers and ranked; " +
        '42 follow-up surveys answered by applicants approved and turned away.',
    );
    expect(lines[1]).toBe(
      `Sign in at http://localhost:3000/auth as any of these accounts, all with the password ${DEMO_PASSWORD}`,
    );
    expect(lines).toContain('  demo-admin@example.com          admin       Ada Okafor');
    expect(lines).toContain('  demo-participant@example.com    participant Pat Rivera');
    expect(lines).toContain(
      "  and the Civic Tech Sprint's other applicants as demo-applicant-<first name>@example.com",
    );
    expect(lines).toHaveLength(3 + Object.keys(DEMO_ACCOUNTS).length);
  });

  it('says plainly when the demo is already there', () => {
    const [headline, signIn] = describeDemo({ ...summary, written: false }, 'http://localhost:3000').split('\n');
    expect(headline).toBe('Demo data is already there: nothing was written.');
    expect(signIn).toContain(DEMO_PASSWORD);
  });
});
