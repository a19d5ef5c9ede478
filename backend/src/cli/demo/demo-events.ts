import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AddCriterionCommand } from '../../events/commands/add-criterion/add-criterion.command.js';
import { AddJudgeCommand } from '../../events/commands/add-judge/add-judge.command.js';
import { ChangeEventStatusCommand } from '../../events/commands/change-event-status/change-event-status.command.js';
import { CreateEventCommand } from '../../events/commands/create-event/create-event.command.js';
import type { EventStatus } from '../../events/event-rules.js';
import { DEMO_ACCOUNTS, type People, type Person } from './demo-accounts.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The sprint that is over, running now, taking applications, and being planned: one per status. */
export type Sprint = 'completed' | 'active' | 'upcoming' | 'draft';

export interface SprintDates {
  start: Date;
  deadline: Date;
  end: Date;
  graceMinutes: number;
}

interface SprintPlan {
  title: string;
  descriptionMd: string;
  location: string;
  /** Days from the moment the demo is written to the start; each sprint is 72 hours, the deadline 48 in. */
  startsInDays: number;
  criteria: { label: string; weight: number }[];
  /** Seated by the wizard's Judges step. */
  judges: Person[];
  /** The status it has while the story happens; the completed sprint is closed once its projects are in. */
  openAs: EventStatus;
}

const TRACKS = ['discovery', 'startup'];
const GRACE_MINUTES = 10;

export const SPRINTS: Record<Sprint, SprintPlan> = {
  completed: {
    title: 'Climate Sprint',
    descriptionMd:
      '72 hours to build tools that cut emissions in **logistics and energy**.\n\n- Discovery: validate a problem with real operators\n- Startup: ship something a customer can try',
    location: 'Palo Alto, CA',
    startsInDays: -14,
    criteria: [
      { label: 'Innovation', weight: 25 },
      { label: 'Execution', weight: 20 },
      { label: 'Market fit', weight: 15 },
    ],
    judges: ['judge', 'judge2'],
    openAs: 'active',
  },
  active: {
    title: 'Health Sprint',
    descriptionMd: 'Build for **clinics, carers and patients**: less waiting, fewer forms, better follow-up.',
    location: 'San Francisco, CA',
    startsInDays: -1,
    criteria: [
      { label: 'Innovation', weight: 25 },
      { label: 'Impact', weight: 20 },
    ],
    judges: ['judge'],
    openAs: 'active',
  },
  upcoming: {
    title: 'Fintech Sprint',
    descriptionMd: 'Payments, lending and bookkeeping for **small businesses**. Applications are open.',
    location: 'New York, NY',
    startsInDays: 21,
    criteria: [{ label: 'Innovation', weight: 25 }],
    judges: ['judge'],
    openAs: 'upcoming',
  },
  draft: {
    title: 'Education Sprint',
    descriptionMd: 'Still being planned: tools for **teachers and adult learners**.',
    location: 'Austin, TX',
    startsInDays: 56,
    criteria: [{ label: 'Innovation', weight: 25 }],
    judges: [],
    openAs: 'draft',
  },
};

export type Sprints = Record<Sprint, { id: string } & SprintDates>;

/** A sprint's dates, counted from `now` (on the hour): start, the deadline 48 hours in, the end 24 hours later. */
export function sprintDates(plan: Pick<SprintPlan, 'startsInDays'>, now: Date): SprintDates {
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  const start = hour + plan.startsInDays * DAY;
  return {
    start: new Date(start),
    deadline: new Date(start + 2 * DAY),
    end: new Date(start + 3 * DAY),
    graceMinutes: GRACE_MINUTES,
  };
}

/**
 * The organizer creates each sprint in the wizard (a draft, with criteria and judges) and opens it;
 * on the upcoming one the Judging tab's commands add a criterion and a second judge.
 */
export async function createSprints(app: INestApplicationContext, people: People, now: Date): Promise<Sprints> {
  const commands = app.get(CommandBus);
  const organizer = people.organizer;
  const sprints = {} as Sprints;
  for (const [sprint, plan] of Object.entries(SPRINTS) as [Sprint, SprintPlan][]) {
    const dates = sprintDates(plan, now);
    const id = await commands.execute(
      new CreateEventCommand(organizer, {
        title: plan.title,
        descriptionMd: plan.descriptionMd,
        location: plan.location,
        timezone: 'America/Los_Angeles',
        startDate: dates.start,
        endDate: dates.end,
        submissionDeadline: dates.deadline,
        graceMinutes: dates.graceMinutes,
        tracks: TRACKS,
        teamSizeMax: 5,
        criteria: plan.criteria,
        judges: plan.judges.map((judge) => ({
          name: `${DEMO_ACCOUNTS[judge].firstName} ${DEMO_ACCOUNTS[judge].lastName}`,
          email: DEMO_ACCOUNTS[judge].email,
        })),
      }),
    );
    if (plan.openAs !== 'draft') await commands.execute(new ChangeEventStatusCommand(organizer, id, plan.openAs));
    sprints[sprint] = { id, ...dates };
  }

  // The Judging tab: importance on its 1-5 scale, and a judge seated by email.
  await commands.execute(new AddCriterionCommand(organizer, sprints.upcoming.id, 'Design', 3));
  await commands.execute(new AddJudgeCommand(organizer, sprints.upcoming.id, { email: DEMO_ACCOUNTS.judge2.email }));
  return sprints;
}

/** Staff close a sprint once its submissions are in. */
export async function closeSprint(app: INestApplicationContext, people: People, sprint: { id: string }): Promise<void> {
  await app.get(CommandBus).execute(new ChangeEventStatusCommand(people.organizer, sprint.id, 'completed'));
}
