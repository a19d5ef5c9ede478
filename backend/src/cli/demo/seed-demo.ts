import type { INestApplicationContext } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminExistsQuery } from '../../users/queries/admin-exists/admin-exists.query.js';
import { UserDirectory } from '../../users/user-directory.js';
import { createAccounts, DEMO_ACCOUNTS, DEMO_MARKER_EMAIL, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.js';
import { APPLICATIONS, applyAndReview } from './demo-applications.js';
import { closeSprint, createSprints, SPRINTS } from './demo-events.js';
import { judgeSubmissions } from './demo-judging.js';
import { buildProjects, PROJECTS } from './demo-projects.js';
import { applicantEmail, REVIEWED_SPRINT, reviewApplications, reviewCounts } from './demo-review.js';
import { applyAsReturning, continuedVentures, playVentureHistory, ventureCounts } from './demo-ventures.js';
import { followUpCounts, playFollowUps } from './demo-follow-ups.js';
import { awardWinners, WINNERS } from './demo-winners.js';

export interface DemoSummary {
  /** False when the demo was already there: nothing was written. */
  written: boolean;
  accounts: DemoAccount[];
  password: string;
  counts: {
    events: number;
    applications: number;
    projects: number;
    submissions: number;
    late: number;
    winners: number;
    /** Completed before the Climate Sprint, with the ventures that entered them. */
    earlierSprints: number;
    ventures: number;
    milestones: number;
    checkinAnswers: number;
    /** The reviewed sprint's applications, and the reviewers who scored them. */
    reviewedApplications: number;
    reviewers: number;
    /** Follow-up surveys answered by approved and turned-away applicants of the earlier sprints. */
    followUpAnswers: number;
  };
}

/** The demo makes its admin the way a new install's first admin is made: only possible while there is none. */
export class DemoNeedsDatabaseWithoutAdmin extends Error {
  constructor() {
    super(
      'This database already has an admin, so the demo cannot make its own the way a new install does. ' +
        'Run it on a fresh database (for the embedded one: stop the app, move .data/postgres away, npm start).',
    );
  }
}

/**
 * `npm run db:seed -- --demo`: a small, complete story to explore, written through the app's own
 * commands (as their real actors), so every audit event, history row and outbox email is the
 * app's. Accounts of each role; a sprint per status with criteria and judges; applications in every
 * status with their history; projects attached and submitted on time and late; winners; three earlier
 * sprints whose ventures return, with milestones, verifications and check-ins in every state; a sprint
 * whose many applications a panel reviewed and ranked. Once the demo admin exists the demo is there:
 * nothing is written again.
 */
export async function seedDemo(app: INestApplicationContext, now: Date = new Date()): Promise<DemoSummary> {
  const accounts: DemoAccount[] = Object.values(DEMO_ACCOUNTS);
  const plans = Object.values(PROJECTS);
  const counts: DemoSummary['counts'] = {
    events: Object.keys(SPRINTS).length,
    applications: APPLICATIONS.length,
    projects: plans.length,
    submissions: plans.filter((plan) => plan.submission).length,
    late: plans.filter((plan) => (plan.submission?.minutesAfterDeadline ?? 0) > 0).length,
    winners: WINNERS.length,
    ...ventureCounts(),
    ...reviewCounts(),
    ...followUpCounts(),
  };
  if (await app.get(UserDirectory).idByEmail(DEMO_MARKER_EMAIL)) {
    return { written: false, accounts, password: DEMO_PASSWORD, counts };
  }
  if (await app.get(QueryBus).execute(new AdminExistsQuery())) throw new DemoNeedsDatabaseWithoutAdmin();

  const people = await createAccounts(app);
  // The ventures' story comes first: three earlier sprints and what the ventures did since.
  const ventures = await playVentureHistory(app, people, now);
  await playFollowUps(app, ventures.sprints);
  const sprints = await createSprints(app, people, now);
  await applyAndReview(app, people, sprints);
  await applyAsReturning(app, people, sprints, ventures);
  const projects = await buildProjects(app, people, sprints, continuedVentures(ventures));
  await judgeSubmissions(app, people, sprints);
  await closeSprint(app, people, sprints.completed);
  await awardWinners(app, people, sprints, projects);
  await reviewApplications(app, people, ventures, now);
  return { written: true, accounts, password: DEMO_PASSWORD, counts };
}

/** What `db:seed -- --demo` prints: what happened, then who to sign in as. */
export function describeDemo(summary: DemoSummary, appUrl: string): string {
  const { counts } = summary;
  const headline = summary.written
    ? `Demo data written: ${counts.events} events (draft, upcoming, active, completed), ` +
      `${counts.applications} applications, ${counts.projects} projects ` +
      `(${counts.submissions} submitted, ${counts.late} of them late), ${counts.winners} winners; ` +
      `${counts.earlierSprints} earlier sprints with ${counts.ventures} ventures, ${counts.milestones} milestones ` +
      `and ${counts.checkinAnswers} answered check-ins; the ${REVIEWED_SPRINT.title}'s ${counts.reviewedApplications} ` +
      `applications reviewed by ${counts.reviewers} reviewers and ranked; ${counts.followUpAnswers} follow-up ` +
      'surveys answered by applicants approved and turned away.'
    : 'Demo data is already there: nothing was written.';
  const width = Math.max(...summary.accounts.map((account) => account.email.length));
  return [
    headline,
    `Sign in at ${appUrl}/auth as any of these accounts, all with the password ${summary.password}`,
    ...summary.accounts.map(
      ({ email, role, firstName, lastName }) => `  ${email.padEnd(width)}  ${role.padEnd(11)} ${firstName} ${lastName}`,
    ),
    `  and the ${REVIEWED_SPRINT.title}'s other applicants as ${applicantEmail('<first name>')}`,
  ].join('\n');
}
