import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ChangeApplicationStatusCommand } from '../../applications/commands/change-application-status/change-application-status.command.js';
import { SubmitApplicationCommand } from '../../applications/commands/submit-application/submit-application.command.js';
import { GetMyApplicationQuery } from '../../applications/queries/get-my-application/get-my-application.query.js';
import { Clock } from '../../common/clock.js';
import type { CheckinAnswer } from '../../common/checkin-questions/checkin-questions.js';
import { AnswerFollowUpCommand } from '../../follow-ups/commands/answer-follow-up/answer-follow-up.command.js';
import { AskDueFollowUpsCommand } from '../../follow-ups/commands/ask-due-follow-ups/ask-due-follow-ups.command.js';
import { followUpDueAt } from '../../follow-ups/follow-up-rules.js';
import { GetApplicationFollowUpQuery } from '../../follow-ups/queries/get-application-follow-up/get-application-follow-up.query.js';
import { UserDirectory } from '../../users/user-directory.js';
import { type People, signUpVerified } from './demo-accounts.js';
import { COHORT_TEAMS, type CohortTeamPlan, cohortEmail } from './demo-cohorts.js';

// Insights section 5 (insights.md 'Demo data'): the applicants the Civic and Retail Sprints turned
// away said yes to 'May we ask you in 6 months how your idea went?', as did the cohorts' founders
// (demo-earlier-sprints.ts); 180 days after each decision the scheduler asks, and most answer. The
// approved and rejected groups have enough answers to compare; the waitlisted group is 'Too few'.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The sprints whose surveys have fallen due by now (the Small Business Sprint's decisions are 106 days old). */
const SURVEYED_SPRINTS = ['civic', 'retail'] as const;
type SurveyedSprint = (typeof SURVEYED_SPRINTS)[number];

type Outcome = 'partner' | 'pilot' | 'funding' | 'stopped' | 'continuing' | 'silent';

interface TurnedAwayPlan {
  key: string;
  firstName: string;
  decision: 'rejected' | 'waitlisted';
  outcome: Outcome;
}

/** Per sprint: 11 rejected (2 of them never answer) and 2 waitlisted. */
const REJECTED_OUTCOMES: Outcome[] = [
  'partner',
  'stopped',
  'continuing',
  'stopped',
  'pilot',
  'continuing',
  'stopped',
  'partner',
  'continuing',
  'silent',
  'stopped',
];
const WAITLISTED_OUTCOMES: Record<SurveyedSprint, Outcome[]> = {
  civic: ['partner', 'stopped'],
  retail: ['continuing', 'silent'],
};
const FIRST_NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

function turnedAway(sprint: SurveyedSprint): TurnedAwayPlan[] {
  const plans = [
    ...REJECTED_OUTCOMES.map((outcome) => ({ decision: 'rejected' as const, outcome })),
    ...WAITLISTED_OUTCOMES[sprint].map((outcome) => ({ decision: 'waitlisted' as const, outcome })),
  ];
  return plans.map((plan, index) => ({
    ...plan,
    key: `${sprint}-${String(index + 1).padStart(2, '0')}`,
    firstName: FIRST_NAMES[index],
  }));
}

export const TURNED_AWAY: Record<SurveyedSprint, TurnedAwayPlan[]> = {
  civic: turnedAway('civic'),
  retail: turnedAway('retail'),
};

export function turnedAwayEmail(plan: TurnedAwayPlan): string {
  return `demo-turned-away-${plan.key}@example.com`;
}

/** A founder answers as their venture went: their traction, or (for every third without) stopped. */
function founderOutcome(team: CohortTeamPlan, index: number): Outcome {
  if (team.traction) return team.traction.type === 'design_partner' ? 'partner' : team.traction.type;
  return index % 3 === 0 ? 'stopped' : 'continuing';
}

function answerOf(outcome: Exclude<Outcome, 'silent'>): CheckinAnswer {
  return {
    whatHappened:
      outcome === 'stopped' ? 'We tried for a few months and then stopped.' : 'Still building, talking to customers.',
    customerInterviews: outcome === 'stopped' ? 3 : 12,
    designPartners: outcome === 'partner' ? ['Northside Credit Union'] : [],
    pilots: outcome === 'pilot' ? [{ organisation: 'County Library', state: 'running' }] : [],
    ...(outcome === 'funding'
      ? { funding: { amountMinor: 25_000_000, currency: 'USD', source: 'angel' as const } }
      : {}),
    continuing: outcome === 'stopped' ? 'stopped' : 'continuing',
    ...(outcome === 'stopped' ? { stoppedReason: 'No budget owner would buy it.' } : {}),
  };
}

function isSurveyed(sprint: string): sprint is SurveyedSprint {
  return (SURVEYED_SPRINTS as readonly string[]).includes(sprint);
}

/**
 * Ten days before the sprint (the caller's clock), while it takes applications: its turned-away
 * applicants sign up, apply saying yes to the follow-up, and are rejected or waitlisted.
 */
export async function applyTurnedAway(
  app: INestApplicationContext,
  people: People,
  sprint: string,
  eventId: string,
): Promise<void> {
  if (!isSurveyed(sprint)) return;
  const commands = app.get(CommandBus);
  for (const plan of TURNED_AWAY[sprint]) {
    const userId = await signUpVerified(app, {
      email: turnedAwayEmail(plan),
      firstName: plan.firstName,
      lastName: 'Quinn',
    });
    const id = await commands.execute(
      new SubmitApplicationCommand(
        userId,
        eventId,
        null,
        'Dev',
        `${plan.firstName} here: I have an idea for this sprint and a weekend to build it.`,
        null,
        {},
        true,
      ),
    );
    await commands.execute(new ChangeApplicationStatusCommand(people.admin, id, plan.decision, 1));
  }
}

/**
 * 180 days after each surveyed sprint's decisions the scheduler asks every consenting applicant
 * (the founders, approved, and the turned-away), and two days on they answer (a few never do).
 */
export async function playFollowUps(
  app: INestApplicationContext,
  sprints: Record<SurveyedSprint, { id: string; start: Date }>,
): Promise<void> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const users = app.get(UserDirectory);
  for (const sprint of SURVEYED_SPRINTS) {
    const { id: eventId, start } = sprints[sprint];
    const respondents = [
      ...COHORT_TEAMS[sprint].map((team, index) => ({
        email: cohortEmail(team),
        outcome: founderOutcome(team, index),
      })),
      ...TURNED_AWAY[sprint].map((plan) => ({ email: turnedAwayEmail(plan), outcome: plan.outcome })),
    ];
    // Every decision was made ten days before the sprint, within two hours: one tick asks them all.
    const asked = new Date(followUpDueAt(start).getTime() - 10 * DAY + 3 * HOUR);
    await Clock.standingAt(asked, () => commands.execute(new AskDueFollowUpsCommand(asked, 500)));
    await Clock.standingAt(new Date(asked.getTime() + 2 * DAY), async () => {
      for (const { email, outcome } of respondents) {
        if (outcome === 'silent') continue;
        const userId = (await users.idByEmail(email))!;
        const application = await queries.execute(new GetMyApplicationQuery(userId, eventId));
        const { followUp } = await queries.execute(new GetApplicationFollowUpQuery(userId, application!.id));
        if (!followUp) throw new Error(`the demo applicant ${email} has no follow-up survey`);
        await commands.execute(
          new AnswerFollowUpCommand({ id: userId, role: 'participant' }, followUp.id, answerOf(outcome)),
        );
      }
    });
  }
}

/** What the summary counts: answered follow-up surveys. */
export function followUpCounts(): { followUpAnswers: number } {
  const founders = SURVEYED_SPRINTS.flatMap((sprint) => COHORT_TEAMS[sprint]).length;
  const answered = SURVEYED_SPRINTS.flatMap((sprint) => TURNED_AWAY[sprint]).filter(
    (plan) => plan.outcome !== 'silent',
  );
  return { followUpAnswers: founders + answered.length };
}
