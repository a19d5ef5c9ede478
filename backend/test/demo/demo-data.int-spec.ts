import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ChainVerifier } from '../../src/audit/chain-verifier.js';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/cli/demo/demo-accounts.js';
import { COHORT_TEAMS, cohortEmail } from '../../src/cli/demo/demo-cohorts.js';
import { TURNED_AWAY, turnedAwayEmail } from '../../src/cli/demo/demo-follow-ups.js';
import { SPRINTS } from '../../src/cli/demo/demo-events.js';
import { APPLICANT_EMAILS, REVIEWED_SPRINT } from '../../src/cli/demo/demo-review.js';
import { DemoNeedsDatabaseWithoutAdmin, seedDemo } from '../../src/cli/demo/seed-demo.js';
import { createAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { demoApi } from './demo-api.js';

const COHORT_TEAMS_FLAT = Object.values(COHORT_TEAMS).flat();
const TURNED_AWAY_FLAT = Object.values(TURNED_AWAY).flat();

interface EventRow {
  id: string;
  title: string;
  status: string;
  start_date: Date;
  end_date: Date;
  submission_deadline: Date;
  grace_minutes: number;
}

/** Rows of everything the demo writes, counted: the second run must leave every number as it was. */
const COUNTED_TABLES = [
  'domain_events',
  'outbox_messages',
  'users',
  'events',
  'judging_criteria',
  'event_judges',
  'applications',
  'application_status_history',
  'projects',
  'project_members',
  'project_event_links',
  'project_submissions',
  'winners',
  'team_invitations',
  'team_join_requests',
  'team_seekers',
  'event_judging',
  'judge_assignments',
  'score_sheets',
  'ventures',
  'venture_milestones',
  'venture_checkins',
  'venture_checkin_emails',
  'event_questions',
  'application_answers',
  'event_review_settings',
  'review_criteria',
  'event_reviewers',
  'review_assignments',
  'application_reviews',
  'spot_confirmations',
] as const;

/** The demo's four sprints, one per status; the ventures' earlier sprints have their own spec (demo-ventures). */
const SPRINT_TITLES = Object.values(SPRINTS).map((sprint) => sprint.title);
/** The whole demo, written command by command (a few hundred of them), on a busy CI runner. */
const SEED_TIMEOUT_MS = 180_000;

describe('npm run db:seed -- --demo', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  const now = new Date();

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
  });

  afterAll(async () => {
    await app?.close();
  });

  const rows = <T extends object>(sql: string, params: unknown[] = []) => em.execute<T[]>(sql, params);
  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const [{ n }] = await rows<{ n: string }>(`select count(*) as n from ${table}`);
      result[table] = Number(n);
    }
    return result;
  }

  it(
    'fills every screen through the commands, keeps the audit chain intact, and a second run adds nothing',
    async () => {
      const summary = await seedDemo(app, now);
      expect(summary).toMatchObject({ written: true, password: DEMO_PASSWORD });

      // Accounts of each role, verified, each signing in with the one printed password.
      const accounts = await rows<{ email: string; role: string; confirmed: boolean }>(
        `select u.email, r.role, u.email_confirmed_at is not null as confirmed
         from users u join user_roles r on r.user_id = u.id order by u.email`,
      );
      // And the reviewed sprint's applicants and the earlier sprints' solo founders, who signed up to apply.
      expect(accounts).toEqual(
        [
          ...Object.values(DEMO_ACCOUNTS).map(({ email, role }) => ({ email, role, confirmed: true })),
          ...APPLICANT_EMAILS.map((email) => ({ email, role: 'participant', confirmed: true })),
          ...COHORT_TEAMS_FLAT.map((team) => ({ email: cohortEmail(team), role: 'participant', confirmed: true })),
          ...TURNED_AWAY_FLAT.map((plan) => ({ email: turnedAwayEmail(plan), role: 'participant', confirmed: true })),
        ].sort((a, b) => a.email.localeCompare(b.email)),
      );
      expect(new Set(accounts.map((account) => account.role))).toEqual(
        new Set(['admin', 'organizer', 'judge', 'participant']),
      );
      expect(summary.accounts.map(({ email, role }) => ({ email, role }))).toEqual(
        Object.values(DEMO_ACCOUNTS).map(({ email, role }) => ({ email, role })),
      );
      for (const { email } of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.judge, DEMO_ACCOUNTS.pat]) {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password: DEMO_PASSWORD },
        });
        expect(signIn.statusCode).toBe(200);
      }

      // One event per status, its dates in the matching phase, each with criteria; judges seated.
      const events = await rows<EventRow>('select * from events where title in (?)', [SPRINT_TITLES]);
      const byStatus = new Map(events.map((event) => [event.status, event]));
      expect([...byStatus.keys()].sort()).toEqual(['active', 'completed', 'draft', 'upcoming']);
      const at = (value: Date) => new Date(value).getTime();
      const completed = byStatus.get('completed')!;
      const active = byStatus.get('active')!;
      expect(at(completed.end_date)).toBeLessThan(now.getTime());
      expect(at(active.start_date)).toBeLessThan(now.getTime());
      expect(at(active.submission_deadline)).toBeGreaterThan(now.getTime());
      expect(at(byStatus.get('upcoming')!.start_date)).toBeGreaterThan(now.getTime());
      expect(at(byStatus.get('draft')!.start_date)).toBeGreaterThan(now.getTime());
      const criteria = await rows<{ event_id: string; n: string }>(
        'select event_id, count(*) as n from judging_criteria group by event_id',
      );
      expect(criteria).toHaveLength(4 + 3 + 1); // and the ventures' three earlier sprints, and the reviewed one
      const judges = await rows<{ event_id: string; email: string }>(
        'select j.event_id, u.email from event_judges j join users u on u.id = j.user_id',
      );
      for (const status of ['completed', 'active', 'upcoming']) {
        expect(judges.filter((judge) => judge.event_id === byStatus.get(status)!.id).length).toBeGreaterThan(0);
      }

      // Applications in every status; every change is a history row, by the admin, from its audit event.
      const statuses = await rows<{ status: string; changes: string }>(
        `select a.status, count(h.*) as changes from applications a
         left join application_status_history h on h.application_id = a.id group by a.id, a.status`,
      );
      expect(new Set(statuses.map((row) => row.status))).toEqual(
        new Set(['pending', 'approved', 'waitlisted', 'rejected', 'withdrawn']),
      );
      expect(statuses.some((row) => row.status === 'pending' && Number(row.changes) >= 2)).toBe(true);
      expect(statuses.some((row) => Number(row.changes) >= 2 && row.status === 'approved')).toBe(true);
      const [history] = await rows<{ rows: string; events: string; by_admin: string; declined: string }>(
        `select (select count(*) from application_status_history) as rows,
              (select count(*) from domain_events where type = 'application.status_changed') as events,
              (select count(*) from application_status_history h join users u on u.id = h.changed_by
                 where u.email = ?) as by_admin,
              (select count(*) from application_status_history h join applications a on a.id = h.application_id
                 where h.changed_by = a.user_id and h.new_status = 'withdrawn') as declined`,
        [DEMO_ACCOUNTS.admin.email],
      );
      expect(Number(history.rows)).toBeGreaterThan(0);
      expect(history.events).toBe(history.rows);
      // Every change is the admin's but two: applicants declined their spots (issue 28), to the
      // upcoming sprint and to the reviewed one.
      expect(history.declined).toBe('2');
      expect(Number(history.by_admin) + Number(history.declined)).toBe(Number(history.rows));
      expect(await app.get(ProjectionRegistry).verifyRebuild(em, 'application_status_history')).toMatchObject({
        identical: true,
      });

      // Projects with their owner as team; attached; submitted on time and late (inside the grace period).
      const [{ without_owner }] = await rows<{ without_owner: string }>(
        `select count(*) as without_owner from projects p
         where not exists (select 1 from project_members m where m.project_id = p.id and m.user_id = p.owner_id and m.role = 'owner')`,
      );
      expect(Number(without_owner)).toBe(0);
      const submissions = await rows<{ event_id: string; late: boolean; submitted_at: Date; status: string }>(
        'select event_id, late, submitted_at, status from project_submissions',
      );
      const deadline = at(completed.submission_deadline);
      const closedSubmissions = submissions.filter((submission) => submission.event_id === completed.id);
      const onTime = closedSubmissions.filter((submission) => !submission.late);
      const late = closedSubmissions.filter((submission) => submission.late);
      expect(onTime.length).toBeGreaterThan(0);
      expect(late.length).toBeGreaterThan(0);
      for (const submission of onTime) expect(at(submission.submitted_at)).toBeLessThanOrEqual(deadline);
      for (const submission of late) {
        expect(at(submission.submitted_at)).toBeGreaterThan(deadline);
        expect(at(submission.submitted_at)).toBeLessThan(deadline + completed.grace_minutes * 60_000);
      }
      expect(submissions.some((submission) => submission.event_id === active.id && !submission.late)).toBe(true);
      const projectStatuses = await rows<{ status: string }>('select distinct status from projects order by 1');
      expect(projectStatuses.map((row) => row.status)).toEqual(['active', 'draft', 'submitted']);

      // Teams: a member joined before the submission, whose snapshot lists both; an invitation waits; someone seeks a team.
      const teams = await rows<{ title: string; team: { name: string; role: string }[] }>(
        `select snapshot->>'title' as title, snapshot->'team' as team from project_submissions`,
      );
      expect(teams.find((submission) => submission.title === 'Grid Pulse')?.team).toEqual([
        expect.objectContaining({ name: 'Pat Rivera', role: 'owner' }),
        expect.objectContaining({ name: 'Eli Moreau', role: 'member' }),
      ]);
      const [teamRows] = await rows<{ accepted: string; pending: string; seekers: string }>(
        `select (select count(*) from team_join_requests where status = 'accepted') as accepted,
              (select count(*) from team_invitations where status = 'pending') as pending,
              (select count(*) from team_seekers) as seekers`,
      );
      // Accepted: Grid Pulse's one, and the six of the returning teams in the earlier sprints.
      expect(teamRows).toEqual({ accepted: '7', pending: '1', seekers: '1' });

      // Judging: the completed sprint's sheets all saved by its two judges and results published; the running one open, waiting.
      const judging = await rows<{ event_id: string; phase: string }>('select event_id, phase from event_judging');
      expect(Object.fromEntries(judging.map((row) => [row.event_id, row.phase]))).toMatchObject({
        [completed.id]: 'published',
        [active.id]: 'open',
      });
      const [sheets] = await rows<{ assigned: string; scored: string }>(
        `select (select count(*) from judge_assignments where event_id = ?) as assigned,
              (select count(*) from score_sheets s join judge_assignments a on a.id = s.assignment_id where a.event_id = ?) as scored`,
        [completed.id, completed.id],
      );
      expect(sheets).toEqual({ assigned: '6', scored: '6' });

      // Winners of the completed event, on its submissions (late one included), as the Winners tab reads them.
      const winners = await rows<{ event_id: string; place: number; late: boolean; status: string }>(
        `select w.event_id, w.place, s.late, s.status from winners w join project_submissions s on s.id = w.submission_id`,
      );
      expect(winners.every((winner) => winner.status === 'winner')).toBe(true);
      const climateWinners = winners.filter((winner) => winner.event_id === completed.id);
      expect(climateWinners.length).toBeGreaterThanOrEqual(2);
      expect(climateWinners.some((winner) => winner.place === 1)).toBe(true);

      // Everything through commands: every write is in the chain, which verifies like audit:verify does.
      const chain = await app.get(ChainVerifier).verify(em);
      const before = await counts();
      expect(chain).toEqual({ ok: true, verified: before.domain_events });
      const types = await rows<{ type: string }>('select distinct type from domain_events order by 1');
      expect(types.map((row) => row.type)).toEqual(
        expect.arrayContaining([
          'user.signed_up',
          'user.email_verified',
          'user.role_changed',
          'event.created',
          'event.status_changed',
          'application.submitted',
          'application.status_changed',
          'project.created',
          'project.attached',
          'project.submitted',
          'winner.added',
          'email.queued',
        ]),
      );

      // Again: it says so, and writes nothing.
      const again = await seedDemo(app);
      expect(again).toMatchObject({ written: false, password: DEMO_PASSWORD });
      expect(again.accounts).toEqual(summary.accounts);
      expect(await counts()).toEqual(before);
    },
    SEED_TIMEOUT_MS,
  );

  it('is what the screens show, to the demo people signed in with the printed password', async () => {
    // Runs after the first test: the demo is there.
    const { signIn, get } = demoApi(app);
    const [admin, pat, judge] = await Promise.all(
      [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.pat, DEMO_ACCOUNTS.judge].map(({ email }) => signIn(email)),
    );
    const events = await rows<{ id: string; title: string; status: string }>(
      'select id, title, status from events where title in (?)',
      [SPRINT_TITLES],
    );
    const idOf = (status: string) => events.find((event) => event.status === status)!.id;

    // Public list: the active and the upcoming sprint, and the reviewed one (upcoming too).
    const publicEvents = await get<{ title: string }[]>('/api/events');
    expect(publicEvents.map((event) => event.title).sort()).toEqual(
      [
        ...events.filter((event) => ['active', 'upcoming'].includes(event.status)).map((event) => event.title),
        REVIEWED_SPRINT.title,
      ].sort(),
    );
    // Admin: every application; the completed sprint's submissions (one late) and its winners; the audit log.
    // 15 to the four sprints, 15 to the earlier three and their solo founders' and turned-away applicants',
    // 2 returning applicants to the upcoming one, 24 reviewed.
    expect(await get('/api/admin/applications?pageSize=50', admin)).toMatchObject({
      total: 32 + COHORT_TEAMS_FLAT.length + TURNED_AWAY_FLAT.length + 24,
    });
    const submissions = await get<{ total: number; items: { late: boolean }[] }>(
      `/api/admin/submissions?eventId=${idOf('completed')}`,
      admin,
    );
    expect(submissions.total).toBe(3);
    expect(submissions.items.filter((item) => item.late)).toHaveLength(1);
    const winners = await get<{ place: number }[]>(`/api/admin/events/${idOf('completed')}/winners`, admin);
    expect(winners.map((winner) => winner.place).sort()).toEqual([1, 1, 4]);
    expect(await get('/api/admin/audit', admin)).toMatchObject({ total: expect.any(Number) });
    // The participant: approved in the running sprint, with projects on every tab of My Projects.
    expect(await get(`/api/events/${idOf('active')}/participant-dashboard`, pat)).toBeDefined();
    // Pat's three, and Waitline's entries to the three earlier sprints.
    expect(await get('/api/me/project-counts', pat)).toEqual({ projects: 6, teams: 5 });
    // The judge judges.
    expect(await get('/api/me/judging', judge)).toEqual({ judgesEvents: true });
    // Three sprints of the story and the three earlier ones; everything scored but the running sprint's one submission.
    const progress = await get<{ events: number; assigned: number; scored: number }>('/api/judging/progress', judge);
    expect(progress.events).toBe(6);
    expect(progress.assigned - progress.scored).toBe(1);
    // Anyone reads the completed sprint's published leaderboard, winners' places on it.
    const board = await get<{ published: boolean; overall: { place: number | null }[] }>(
      `/api/results/leaderboards/${idOf('completed')}`,
    );
    expect(board.published).toBe(true);
    expect(board.overall.map((row) => row.place).sort()).toEqual([1, 1, 4]);
  });

  it('refuses, writing nothing, a database whose admin it did not make', async () => {
    const other = await startTestApp(testConfig(await createTestDatabase()));
    try {
      await createAccount(other, 'admin');
      const otherEm = other.get(EntityManager).fork();
      const eventsBefore = await otherEm.execute<{ n: string }[]>('select count(*) as n from domain_events');
      await expect(seedDemo(other)).rejects.toBeInstanceOf(DemoNeedsDatabaseWithoutAdmin);
      expect(await otherEm.execute('select count(*) as n from domain_events')).toEqual(eventsBefore);
    } finally {
      await other.close();
    }
  });
});
