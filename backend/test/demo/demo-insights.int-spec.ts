import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEMO_ACCOUNTS } from '../../src/cli/demo/demo-accounts.js';
import { seedDemo } from '../../src/cli/demo/seed-demo.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { demoApi } from './demo-api.js';

/** The whole demo, written command by command, on a busy CI runner. */
const SEED_TIMEOUT_MS = 240_000;

interface CriterionRow {
  key: string;
  label: string;
  kind: 'criterion' | 'overall';
  n: number;
  positives: number;
  auc: number | null;
  interval: { low: number; high: number } | null;
  tooFew: string | null;
}

describe('npm run db:seed -- --demo: the insights screen has a signal, a non-signal and too few (issue 29)', () => {
  let app: NestFastifyApplication;
  let api: ReturnType<typeof demoApi>;
  let admin: { authorization: string };
  const now = new Date();

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    api = demoApi(app);
    expect((await seedDemo(app, now)).written).toBe(true);
    admin = await api.signIn(DEMO_ACCOUNTS.admin.email);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  const criteria = async (query = '') =>
    (await api.get<{ criteria: CriterionRow[] }>(`/api/admin/insights${query}`, admin)).criteria;

  it("at the default horizon (180 days, verified only, any traction) 'Market fit' predicts and 'Innovation' does not", async () => {
    const rows = await criteria();
    const marketFit = rows.find((row) => row.label === 'Market fit')!;
    const innovation = rows.find((row) => row.label === 'Innovation')!;
    for (const row of [marketFit, innovation]) {
      expect(row.n).toBeGreaterThanOrEqual(20);
      expect(row.tooFew).toBeNull();
      expect(row.positives).toBeGreaterThan(0);
      expect(row.positives).toBeLessThan(row.n);
    }
    expect(marketFit.interval!.low).toBeGreaterThan(0.5);
    expect(marketFit.auc!).toBeGreaterThan(0.8);
    expect(innovation.interval!.low).toBeLessThan(0.5);
    expect(innovation.interval!.high).toBeGreaterThan(0.5);
  });

  it("at 365 days no earlier sprint's horizon has passed: 'Too few ventures…' instead of a figure", async () => {
    const rows = await criteria('?horizon=365');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.auc).toBeNull();
      expect(row.tooFew).toBe(`Too few ventures with a known outcome to tell (n = ${row.n}).`);
    }
  });

  it('shows the applicants turned away beside the approved: enough answers in two groups, too few waitlisted', async () => {
    const { turnedAway } = await api.get<{
      turnedAway: {
        tooFew: string | null;
        groups: {
          decision: string;
          asked: number;
          answered: number;
          tooFew: string | null;
          rates: { outcome: string; count: number; rate: number | null }[];
        }[];
      };
    }>('/api/admin/insights', admin);
    expect(turnedAway.tooFew).toBeNull();
    const [approved, waitlisted, rejected] = turnedAway.groups;
    // The Civic and Retail Sprints' founders (12 each) all answer; 20 of 22 rejected do, 3 of 4 waitlisted.
    expect([approved.decision, approved.asked, approved.answered, approved.tooFew]).toEqual(['approved', 24, 24, null]);
    expect([rejected.decision, rejected.asked, rejected.answered, rejected.tooFew]).toEqual(['rejected', 22, 20, null]);
    expect([waitlisted.decision, waitlisted.answered, waitlisted.tooFew]).toEqual([
      'waitlisted',
      3,
      'Too few answered surveys to tell (n = 3).',
    ]);
    const partners = (group: typeof approved) => group.rates.find((rate) => rate.outcome === 'design_partner')!;
    // Approved: design partners as their planted traction says (2 per sprint); rejected: 2 per sprint.
    expect(partners(approved).count).toBe(4);
    expect(partners(rejected)).toEqual(expect.objectContaining({ count: 4, rate: 4 / 20 }));
  });
});
