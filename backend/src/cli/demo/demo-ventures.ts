import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ChangeApplicationStatusCommand } from '../../applications/commands/change-application-status/change-application-status.command.js';
import { SubmitApplicationCommand } from '../../applications/commands/submit-application/submit-application.command.js';
import { Clock } from '../../common/clock.js';
import type { CheckinAnswer } from '../../ventures/checkin-answer.js';
import { milestonesOfAnswer } from '../../ventures/checkin-answer.js';
import { checkinDueDates, reminderDueAt } from '../../ventures/checkin-schedule.js';
import { AddMilestoneCommand } from '../../ventures/commands/add-milestone/add-milestone.command.js';
import { AnswerCheckinCommand } from '../../ventures/commands/answer-checkin/answer-checkin.command.js';
import { AskDueCheckinsCommand } from '../../ventures/commands/ask-due-checkins/ask-due-checkins.command.js';
import { UpdateVentureCommand } from '../../ventures/commands/update-venture/update-venture.command.js';
import { VerifyMilestoneCommand } from '../../ventures/commands/verify-milestone/verify-milestone.command.js';
import { GetVentureQuery } from '../../ventures/queries/get-venture/get-venture.query.js';
import type { MilestoneRecord } from '../../ventures/venture.events.js';
import type { MilestoneFigures, MilestoneType } from '../../ventures/venture-rules.js';
import type { People, Person } from './demo-accounts.js';
import type { Sprints } from './demo-events.js';
import { COHORT_TEAMS, tractionFigures } from './demo-cohorts.js';
import {
  type CohortVentures,
  EARLIER_SPRINTS,
  type EarlierSprint,
  type EarlierSprints,
  type EarlierVenture,
  type EarlierVentures,
  earlierSprintDates,
  playEarlierSprint,
} from './demo-earlier-sprints.js';
import type { ProjectName } from './demo-projects.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** What the staff's 'Verify' says of a milestone: who checked and how; verified `afterDays` after it was recorded. */
interface Verification {
  afterDays: number;
  note: string;
}

type MilestonePlan = {
  [T in MilestoneType]: {
    venture: EarlierVenture;
    by: Person;
    /** Days before the demo is written (the milestone's date and when it was recorded). */
    on: number;
    type: T;
    figures: MilestoneFigures[T];
    description?: string;
    link?: string;
    verified?: Verification;
  };
}[MilestoneType];

interface CheckinPlan {
  venture: EarlierVenture;
  sprint: EarlierSprint;
  offsetDays: number;
  by: Person;
  /** Answered this many days after it fell due (and was asked). */
  afterDays: number;
  answer: CheckinAnswer;
  /** Staff verify the answer's milestone of this type. */
  verify?: { type: MilestoneType; afterDays: number; note: string };
}

/** Per venture: who edits it after its first sprint, its pitch, and whether it is public. */
const VENTURE_PAGES: Record<EarlierVenture, { owner: Person; pitch: string; isPublic: boolean }> = {
  waitline: { owner: 'pat', pitch: 'One queue for walk-ins and bookings, for clinics and pharmacies.', isPublic: true },
  permitPal: { owner: 'chidi', pitch: 'Every permit a street vendor needs, from one form.', isPublic: false },
  ballotBuddy: { owner: 'fay', pitch: 'Election answers by text message.', isPublic: false },
  shelfSense: { owner: 'bea', pitch: 'Stock alerts and reorders for independent shops.', isPublic: false },
  dockSlots: { owner: 'eli', pitch: 'Delivery slot booking for small warehouses.', isPublic: false },
};

/**
 * What the ventures did between sprints, recorded by their members with 'Add Milestone' (every
 * milestone type appears) and, where noted, verified by the admin.
 */
export const MILESTONES: MilestonePlan[] = [
  {
    venture: 'waitline',
    by: 'pat',
    on: -270,
    type: 'customer_interviews',
    figures: { count: 24 },
    description: 'Counter staff and people in line at the Oakland and Alameda service centres.',
    verified: { afterDays: 4, note: 'Interview notes seen.' },
  },
  {
    venture: 'permitPal',
    by: 'chidi',
    on: -240,
    type: 'design_partner',
    figures: { organisation: 'Alameda Food Truck Association' },
  },
  {
    venture: 'waitline',
    by: 'pat',
    on: -215,
    type: 'letter_of_intent',
    figures: { organisation: 'Riverside Pharmacy Group' },
    link: 'https://waitline.example.com/loi-riverside',
    verified: { afterDays: 3, note: 'Signed letter on file.' },
  },
  {
    venture: 'waitline',
    by: 'pat',
    on: -205,
    type: 'pivot',
    figures: { change: 'From city service counters to pharmacies and walk-in clinics: cities buy slowly.' },
  },
  {
    venture: 'shelfSense',
    by: 'bea',
    on: -175,
    type: 'customer_interviews',
    figures: { count: 12 },
    description: 'Owners of corner shops in Los Angeles.',
  },
  {
    venture: 'waitline',
    by: 'dara',
    on: -150,
    type: 'team_change',
    figures: { person: 'Sam Ortiz, sales', change: 'joined' },
  },
  {
    venture: 'waitline',
    by: 'pat',
    on: -130,
    type: 'pilot',
    figures: { organisation: 'Riverside Pharmacy Group', state: 'paid' },
    description: 'Four stores, paid monthly.',
    verified: { afterDays: 2, note: 'Invoice seen.' },
  },
  {
    venture: 'shelfSense',
    by: 'chidi',
    on: -80,
    type: 'design_partner',
    figures: { organisation: 'Dockside Grocers' },
    verified: { afterDays: 5, note: 'Confirmed with the store owner by phone.' },
  },
  {
    venture: 'dockSlots',
    by: 'eli',
    on: -70,
    type: 'letter_of_intent',
    figures: { organisation: 'Bayline Freight' },
  },
  {
    venture: 'permitPal',
    by: 'eli',
    on: -20,
    type: 'team_change',
    figures: { person: 'Eli Moreau', change: 'left' },
  },
];

/**
 * The check-ins the members answered (each asked by the scheduler when it fell due). Left
 * unanswered: Waitline's and Shelf Sense's 90-day check-in of the Small Business Sprint (asked
 * three days ago: 'Due'), Shelf Sense's 180-day one of the Retail Sprint and Ballot Buddy's last two
 * (asked and reminded: 'Overdue'); every venture's check-ins still ahead stay scheduled. Permit Pal
 * stopped in its last one.
 */
export const CHECKIN_ANSWERS: CheckinPlan[] = [
  {
    venture: 'waitline',
    sprint: 'civic',
    offsetDays: 30,
    by: 'pat',
    afterDays: 2,
    answer: {
      whatHappened: 'Ran the queue at two permit counters for a month; people left the line and came back on time.',
      customerInterviews: 18,
      designPartners: ['Alameda Permit Center'],
      continuing: 'continuing',
    },
  },
  {
    venture: 'permitPal',
    sprint: 'civic',
    offsetDays: 30,
    by: 'chidi',
    afterDays: 1,
    answer: { whatHappened: 'Tested the form with nine food trucks.', customerInterviews: 9, continuing: 'continuing' },
  },
  {
    venture: 'ballotBuddy',
    sprint: 'civic',
    offsetDays: 30,
    by: 'fay',
    afterDays: 6,
    answer: { whatHappened: 'Paused until the next election cycle.', customerInterviews: 5, continuing: 'paused' },
  },
  {
    venture: 'waitline',
    sprint: 'civic',
    offsetDays: 90,
    by: 'dara',
    afterDays: 1,
    answer: {
      whatHappened: 'Cities buy slowly; pharmacies feel the queue every day. A pilot is agreed with Riverside.',
      pilots: [{ organisation: 'Riverside Pharmacy Group', state: 'agreed' }],
      continuing: 'continuing',
    },
  },
  {
    venture: 'permitPal',
    sprint: 'civic',
    offsetDays: 90,
    by: 'eli',
    afterDays: 2,
    answer: { whatHappened: 'Still talking to the permit office.', customerInterviews: 6, continuing: 'continuing' },
  },
  {
    venture: 'waitline',
    sprint: 'retail',
    offsetDays: 30,
    by: 'pat',
    afterDays: 2,
    answer: {
      whatHappened: 'Interviewed pharmacists in three chains.',
      customerInterviews: 30,
      continuing: 'continuing',
    },
  },
  {
    venture: 'shelfSense',
    sprint: 'retail',
    offsetDays: 30,
    by: 'bea',
    afterDays: 3,
    answer: {
      whatHappened: 'Photographed shelves with 25 shop owners.',
      customerInterviews: 25,
      continuing: 'continuing',
    },
  },
  {
    venture: 'permitPal',
    sprint: 'retail',
    offsetDays: 30,
    by: 'chidi',
    afterDays: 1,
    answer: {
      whatHappened: 'The city of Alameda agreed to try it for pop-up permits.',
      pilots: [{ organisation: 'City of Alameda', state: 'agreed' }],
      continuing: 'continuing',
    },
  },
  {
    venture: 'waitline',
    sprint: 'civic',
    offsetDays: 180,
    by: 'pat',
    afterDays: 2,
    answer: {
      whatHappened: 'Riverside pays for four stores now.',
      revenue: { monthlyAmountMinor: 120_000, currency: 'USD' },
      continuing: 'continuing',
    },
    verify: { type: 'revenue', afterDays: 6, note: 'Riverside’s invoices seen.' },
  },
  {
    venture: 'permitPal',
    sprint: 'civic',
    offsetDays: 180,
    by: 'chidi',
    afterDays: 1,
    answer: { whatHappened: 'Waiting for the city’s budget.', continuing: 'continuing' },
  },
  {
    venture: 'waitline',
    sprint: 'retail',
    offsetDays: 90,
    by: 'pat',
    afterDays: 1,
    answer: {
      whatHappened: 'A community clinic asked for the same queue for walk-ins.',
      designPartners: ['Eastside Community Clinic'],
      continuing: 'continuing',
    },
  },
  {
    venture: 'shelfSense',
    sprint: 'retail',
    offsetDays: 90,
    by: 'bea',
    afterDays: 2,
    answer: {
      whatHappened: 'A co-op of twelve shops wants to try it.',
      designPartners: ['Corner Market Co-op'],
      continuing: 'continuing',
    },
    verify: { type: 'design_partner', afterDays: 10, note: 'Spoke to the co-op’s manager.' },
  },
  {
    venture: 'permitPal',
    sprint: 'retail',
    offsetDays: 90,
    by: 'eli',
    afterDays: 1,
    answer: { whatHappened: 'Paused: the city froze new software purchases until next year.', continuing: 'paused' },
  },
  {
    venture: 'waitline',
    sprint: 'smallBusiness',
    offsetDays: 30,
    by: 'pat',
    afterDays: 3,
    answer: {
      whatHappened: 'Eastside runs Waitline for walk-ins; twelve more clinic interviews.',
      customerInterviews: 12,
      pilots: [{ organisation: 'Eastside Community Clinic', state: 'running' }],
      continuing: 'continuing',
    },
  },
  {
    venture: 'shelfSense',
    sprint: 'smallBusiness',
    offsetDays: 30,
    by: 'chidi',
    afterDays: 2,
    answer: {
      whatHappened: 'The co-op agreed a pilot; a city grant for small shops came through.',
      pilots: [{ organisation: 'Corner Market Co-op', state: 'agreed' }],
      funding: { amountMinor: 2_500_000, currency: 'EUR', source: 'grant' },
      continuing: 'continuing',
    },
  },
  {
    venture: 'dockSlots',
    sprint: 'smallBusiness',
    offsetDays: 30,
    by: 'eli',
    afterDays: 1,
    answer: {
      whatHappened: 'Fourteen warehouse interviews; a bakery books its flour deliveries with it.',
      customerInterviews: 14,
      designPartners: ['Harbor Street Bakery'],
      continuing: 'continuing',
    },
  },
  {
    venture: 'waitline',
    sprint: 'retail',
    offsetDays: 180,
    by: 'dara',
    afterDays: 1,
    answer: {
      whatHappened: 'Closed an angel round; revenue from Riverside and two clinics.',
      revenue: { monthlyAmountMinor: 340_000, currency: 'USD' },
      funding: { amountMinor: 15_000_000, currency: 'USD', source: 'angel' },
      continuing: 'continuing',
    },
    verify: { type: 'funding', afterDays: 4, note: 'Signed SAFE and the transfer seen.' },
  },
  {
    venture: 'permitPal',
    sprint: 'retail',
    offsetDays: 180,
    by: 'chidi',
    afterDays: 2,
    answer: {
      whatHappened: 'No city budget for it this year.',
      continuing: 'stopped',
      stoppedReason: 'No city budget this year; Chidi joined Shelf Sense and Eli started Dock Slots.',
    },
  },
  {
    venture: 'dockSlots',
    sprint: 'smallBusiness',
    offsetDays: 90,
    by: 'eli',
    afterDays: 2,
    answer: {
      whatHappened: 'Bayline runs it at its second warehouse and pays monthly.',
      pilots: [{ organisation: 'Bayline Freight', state: 'running' }],
      revenue: { monthlyAmountMinor: 45_000, currency: 'USD' },
      continuing: 'continuing',
    },
  },
];

/** The later sprints' projects that continue an earlier venture ('Continues venture …' on submit). */
export const CONTINUED_LATER: Partial<Record<ProjectName, EarlierVenture>> = { clinicQueue: 'waitline' };

/** Applications to the upcoming sprint answering 'Are you continuing a venture?' (the 'Returning' badge). */
const RETURNING_APPLICATIONS: { applicant: Person; venture: EarlierVenture; shortAnswer: string; approve: boolean }[] =
  [
    {
      applicant: 'bea',
      venture: 'shelfSense',
      shortAnswer: 'Shelf Sense again: shops want to pay their wholesaler later, and we see their stock.',
      approve: false,
    },
    {
      applicant: 'dara',
      venture: 'waitline',
      shortAnswer: 'Waitline takes deposits now; I want to build the payments side properly.',
      approve: true,
    },
  ];

export interface DemoVentures {
  sprints: EarlierSprints;
  ventures: EarlierVentures;
}

/** A dated step of the story; the scheduler's ticks run between them in date order. */
interface Step {
  at: Date;
  run: () => Promise<unknown>;
}

const SPRINT_ORDER: EarlierSprint[] = ['civic', 'retail', 'smallBusiness'];

/** The days after a sprint's end its check-ins fall due: the defaults, which the demo's sprints keep. */
const CHECKIN_OFFSETS_DAYS = [30, 90, 180];

/**
 * The ventures' history before the Climate Sprint, told in date order through the app's commands:
 * the three earlier sprints (each completed, which schedules its ventures' check-ins), milestones as
 * members added them, the scheduler's ticks at each moment a check-in fell due or its reminder did
 * (AskDueCheckinsCommand, the command the real tick runs, with that moment), the answers, and staff
 * verifying. Ends with a tick at `now`, so the running app's scheduler finds nothing more to do.
 */
export async function playVentureHistory(
  app: INestApplicationContext,
  people: People,
  now: Date,
): Promise<DemoVentures> {
  const commands = app.get(CommandBus);
  const sprints = {} as EarlierSprints;
  const ventures: Partial<EarlierVentures> = {};
  const cohort: CohortVentures = new Map();
  const ventureOf = (name: EarlierVenture) => {
    const id = ventures[name];
    if (!id) throw new Error(`The demo's venture ${name} does not exist yet`);
    return id;
  };
  const dayOf = (days: number) => new Date(hourOf(now) + days * DAY);
  const steps: Step[] = [];

  for (const sprint of SPRINT_ORDER) {
    const { start } = earlierSprintDates(sprint, now);
    steps.push({
      at: start,
      run: async () => {
        const known = new Set(Object.keys(ventures));
        sprints[sprint] = await playEarlierSprint(app, people, sprint, now, ventures, cohort);
        // Each new venture's owner names its pitch (and Waitline goes public) the day after the sprint.
        for (const name of Object.keys(ventures) as EarlierVenture[]) {
          if (known.has(name)) continue;
          const page = VENTURE_PAGES[name];
          await Clock.standingAt(new Date(sprints[sprint].end.getTime() + DAY), () =>
            commands.execute(
              new UpdateVentureCommand(member(people, page.owner), ventureOf(name), {
                pitch: page.pitch,
                isPublic: page.isPublic,
              }),
            ),
          );
        }
      },
    });
  }

  for (const plan of MILESTONES) {
    const recordedAt = new Date(dayOf(plan.on).getTime() + 10 * HOUR);
    let milestoneId = '';
    steps.push({
      at: recordedAt,
      run: async () => {
        const record: MilestoneRecord = {
          type: plan.type,
          occurredOn: isoDay(dayOf(plan.on)),
          figures: plan.figures,
          link: plan.link ?? null,
          description: plan.description ?? null,
        };
        milestoneId = await commands.execute(
          new AddMilestoneCommand(member(people, plan.by), ventureOf(plan.venture), record),
        );
      },
    });
    const { verified } = plan;
    if (verified) {
      steps.push({
        at: new Date(recordedAt.getTime() + verified.afterDays * DAY),
        run: () =>
          commands.execute(
            new VerifyMilestoneCommand(people.admin, ventureOf(plan.venture), milestoneId, true, verified.note),
          ),
      });
    }
  }

  // The cohort teams that reach traction (demo-cohorts.ts): recorded by the founder, verified by the admin.
  for (const sprint of SPRINT_ORDER) {
    const { end } = earlierSprintDates(sprint, now);
    for (const team of COHORT_TEAMS[sprint]) {
      const { traction } = team;
      if (!traction) continue;
      const recordedAt = new Date(hourOf(end) + traction.afterDays * DAY + 10 * HOUR);
      const cohortVenture = () => {
        const found = cohort.get(team.key);
        if (!found) throw new Error(`The demo's cohort team ${team.key} has no venture yet`);
        return found;
      };
      let milestoneId = '';
      steps.push({
        at: recordedAt,
        run: async () => {
          const { userId, ventureId } = cohortVenture();
          const record = {
            type: traction.type,
            occurredOn: isoDay(recordedAt),
            figures: tractionFigures(team, traction.type),
            link: null,
            description: null,
          } as MilestoneRecord;
          milestoneId = await commands.execute(
            new AddMilestoneCommand({ id: userId, role: 'participant' }, ventureId, record),
          );
        },
      });
      steps.push({
        at: new Date(recordedAt.getTime() + 3 * DAY),
        run: () =>
          commands.execute(
            new VerifyMilestoneCommand(
              people.admin,
              cohortVenture().ventureId,
              milestoneId,
              true,
              'Confirmed by phone.',
            ),
          ),
      });
    }
  }

  for (const plan of CHECKIN_ANSWERS) {
    const due = dueAt(plan.sprint, plan.offsetDays, now);
    const answeredAt = new Date(due.getTime() + plan.afterDays * DAY + 5 * HOUR);
    let recorded: string[] = [];
    steps.push({
      at: answeredAt,
      run: async () => {
        const ventureId = ventureOf(plan.venture);
        const user = member(people, plan.by);
        const view = await app.get(QueryBus).execute(new GetVentureQuery(user, ventureId));
        const checkin = view.checkins.find(
          (row) => row.sprint.eventId === sprints[plan.sprint].id && row.offsetDays === plan.offsetDays,
        );
        if (!checkin) throw new Error(`${plan.venture} has no ${plan.offsetDays}-day check-in for ${plan.sprint}`);
        recorded = await commands.execute(new AnswerCheckinCommand(user, ventureId, checkin.id, plan.answer));
      },
    });
    const { verify } = plan;
    if (verify) {
      steps.push({
        at: new Date(answeredAt.getTime() + verify.afterDays * DAY),
        run: () => {
          // The answer's milestones, in the order the command recorded them.
          const types = milestonesOfAnswer(plan.answer, isoDay(answeredAt)).map((milestone) => milestone.type);
          const milestoneId = recorded[types.indexOf(verify.type)];
          if (!milestoneId) throw new Error(`${plan.venture}'s check-in recorded no ${verify.type} milestone`);
          return commands.execute(
            new VerifyMilestoneCommand(people.admin, ventureOf(plan.venture), milestoneId, true, verify.note),
          );
        },
      });
    }
  }

  // The scheduler, at each moment a check-in falls due or its reminder does, and at last now.
  const ticks = SPRINT_ORDER.flatMap((sprint) =>
    checkinDueDates(earlierSprintDates(sprint, now).end, CHECKIN_OFFSETS_DAYS).flatMap(({ dueAt: due }) => [
      due,
      reminderDueAt(due),
    ]),
  ).filter((tick) => tick <= now);
  for (const tick of [...ticks, now]) {
    steps.push({ at: tick, run: () => commands.execute(new AskDueCheckinsCommand(tick, 200)) });
  }

  // Stable: a tick and a story step at the same moment keep the order they were listed in.
  for (const step of steps.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await Clock.standingAt(step.at, step.run);
  }
  return { sprints, ventures: ventures as EarlierVentures };
}

/** Returning applicants apply to the upcoming sprint with their venture; the admin approves some. */
export async function applyAsReturning(
  app: INestApplicationContext,
  people: People,
  sprints: Sprints,
  { ventures }: DemoVentures,
): Promise<void> {
  const commands = app.get(CommandBus);
  for (const plan of RETURNING_APPLICATIONS) {
    const id = await commands.execute(
      new SubmitApplicationCommand(
        people[plan.applicant],
        sprints.upcoming.id,
        null,
        'PM',
        plan.shortAnswer,
        ventures[plan.venture],
      ),
    );
    if (plan.approve) await commands.execute(new ChangeApplicationStatusCommand(people.admin, id, 'approved', 1));
  }
}

/** The later sprints' projects continuing an earlier venture, by project: the venture's id. */
export function continuedVentures({ ventures }: DemoVentures): Partial<Record<ProjectName, string>> {
  return Object.fromEntries(Object.entries(CONTINUED_LATER).map(([project, venture]) => [project, ventures[venture]]));
}

/** What the summary counts of the ventures' part. */
export function ventureCounts(): {
  earlierSprints: number;
  ventures: number;
  milestones: number;
  checkinAnswers: number;
} {
  const ventures = new Set(Object.values(EARLIER_SPRINTS).flatMap((sprint) => sprint.entries.map((e) => e.venture)));
  const cohort = Object.values(COHORT_TEAMS).flat();
  return {
    earlierSprints: SPRINT_ORDER.length,
    ventures: ventures.size + cohort.length,
    milestones:
      MILESTONES.length +
      cohort.filter((team) => team.traction).length +
      CHECKIN_ANSWERS.reduce((sum, plan) => sum + milestonesOfAnswer(plan.answer, '2000-01-01').length, 0),
    checkinAnswers: CHECKIN_ANSWERS.length,
  };
}

function member(people: People, person: Person) {
  return { id: people[person], role: 'participant' as const };
}

function dueAt(sprint: EarlierSprint, offsetDays: number, now: Date): Date {
  const due = checkinDueDates(earlierSprintDates(sprint, now).end, [offsetDays])[0];
  return due.dueAt;
}

function hourOf(now: Date): number {
  return Math.floor(now.getTime() / HOUR) * HOUR;
}

function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
