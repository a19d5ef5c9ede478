import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ChangeApplicationStatusCommand } from '../../applications/commands/change-application-status/change-application-status.command.js';
import { ConfirmSpotCommand } from '../../applications/spots/commands/confirm-spot/confirm-spot.command.js';
import { SubmitApplicationCommand } from '../../applications/commands/submit-application/submit-application.command.js';
import { Clock } from '../../common/clock.js';
import { ChangeEventStatusCommand } from '../../events/commands/change-event-status/change-event-status.command.js';
import { CreateEventCommand } from '../../events/commands/create-event/create-event.command.js';
import { AssignSubmissionsCommand } from '../../judging/commands/assign-submissions/assign-submissions.command.js';
import { CloseJudgingCommand } from '../../judging/commands/close-judging/close-judging.command.js';
import { OpenJudgingCommand } from '../../judging/commands/open-judging/open-judging.command.js';
import { PublishResultsCommand } from '../../judging/commands/publish-results/publish-results.command.js';
import { SaveScoreSheetCommand } from '../../judging/commands/save-score-sheet/save-score-sheet.command.js';
import { GetJudgingProgressQuery } from '../../judging/queries/get-judging-progress/get-judging-progress.query.js';
import { GetJudgingQueueQuery } from '../../judging/queries/get-judging-queue/get-judging-queue.query.js';
import { GetScoreSheetQuery } from '../../judging/queries/get-score-sheet/get-score-sheet.query.js';
import { AddWinnerCommand } from '../../judging/results/commands/add-winner/add-winner.command.js';
import { AttachProjectCommand } from '../../projects/commands/attach-project/attach-project.command.js';
import { CreateProjectCommand } from '../../projects/commands/create-project/create-project.command.js';
import { SubmitProjectCommand } from '../../projects/commands/submit-project/submit-project.command.js';
import { AnswerJoinRequestCommand } from '../../teams/commands/answer-join-request/answer-join-request.command.js';
import { RequestToJoinTeamCommand } from '../../teams/commands/request-to-join-team/request-to-join-team.command.js';
import { UpdateTeamListingCommand } from '../../teams/commands/update-team-listing/update-team-listing.command.js';
import { ListMyVenturesQuery } from '../../ventures/queries/list-my-ventures/list-my-ventures.query.js';
import { DEMO_ACCOUNTS, type People, type Person, signUpVerified } from './demo-accounts.js';
import { COHORT_TEAMS, type CohortTeamPlan, cohortEmail } from './demo-cohorts.js';
import { applyTurnedAway } from './demo-follow-ups.js';
import { type SprintDates, sprintDates } from './demo-events.js';

const HOUR = 3600_000;

/** The ventures of the earlier sprints, by the name the story calls them. */
export type EarlierVenture = 'waitline' | 'permitPal' | 'ballotBuddy' | 'shelfSense' | 'dockSlots';
export type EarlierSprint = 'civic' | 'retail' | 'smallBusiness';

/** One project a team enters in an earlier sprint, as an entry of its venture. */
interface EntryPlan {
  venture: EarlierVenture;
  owner: Person;
  /** Asked to join the team and were accepted before it submitted. */
  joiners?: Person[];
  title: string;
  tagline: string;
  descriptionMd: string;
  track: 'discovery' | 'startup';
  /** How the judges scored it (1-5 on each criterion, give or take one): its rank follows. */
  quality: 3 | 4 | 5;
  /** The admin's Winners tab: 4 = Honorable Mention. */
  place?: 1 | 2 | 3 | 4;
}

interface EarlierSprintPlan {
  title: string;
  descriptionMd: string;
  location: string;
  /** Days before the demo is written (each sprint lasts 72 hours, like the others). */
  startsInDays: number;
  /** Everyone applies and the admin approves them. */
  applicants: Person[];
  entries: EntryPlan[];
}

/**
 * Three sprints a quarter apart before the Climate Sprint, all judged, published and completed. Waitline
 * enters all three (and the running Health Sprint as Clinic Queue); Permit Pal and Shelf Sense enter
 * two; Ballot Buddy and Dock Slots one each, so the cohort chart shows some not returning.
 */
export const EARLIER_SPRINTS: Record<EarlierSprint, EarlierSprintPlan> = {
  civic: {
    title: 'Civic Sprint',
    descriptionMd: 'Shorter lines and fewer forms at **city services**.',
    location: 'Oakland, CA',
    startsInDays: -284,
    applicants: ['pat', 'dara', 'chidi', 'eli', 'fay'],
    entries: [
      {
        venture: 'waitline',
        owner: 'pat',
        joiners: ['dara'],
        title: 'Waitline',
        tagline: 'Virtual queues for city service counters',
        descriptionMd: 'Take a number **from your phone** and come back when the counter is ready for you.',
        track: 'discovery',
        quality: 5,
        place: 1,
      },
      {
        venture: 'permitPal',
        owner: 'chidi',
        joiners: ['eli'],
        title: 'Permit Pal',
        tagline: 'Street-vendor permits in one form',
        descriptionMd: 'Fills in the **five city forms** a food truck needs from one set of answers.',
        track: 'discovery',
        quality: 4,
        place: 2,
      },
      {
        venture: 'ballotBuddy',
        owner: 'fay',
        title: 'Ballot Buddy',
        tagline: 'Your polling place, hours and what is on the ballot',
        descriptionMd: 'A text line that answers **where, when and what** before an election.',
        track: 'startup',
        quality: 3,
        place: 4,
      },
    ],
  },
  retail: {
    title: 'Retail Sprint',
    descriptionMd: 'Tools for **independent shops and pharmacies**.',
    location: 'Los Angeles, CA',
    startsInDays: -193,
    applicants: ['pat', 'dara', 'bea', 'chidi', 'eli'],
    entries: [
      {
        venture: 'waitline',
        owner: 'pat',
        joiners: ['dara'],
        title: 'Waitline',
        tagline: 'Pharmacy queues you can leave and come back to',
        descriptionMd:
          'Customers **leave the line** and get a text when their prescription is ready; the counter sees who is coming back.',
        track: 'startup',
        quality: 5,
        place: 1,
      },
      {
        venture: 'shelfSense',
        owner: 'bea',
        title: 'Shelf Sense',
        tagline: 'Stock alerts from a photo of the shelf',
        descriptionMd: 'A phone photo of the shelf in, **what is running low** out.',
        track: 'startup',
        quality: 4,
        place: 2,
      },
      {
        venture: 'permitPal',
        owner: 'chidi',
        joiners: ['eli'],
        title: 'Permit Pal',
        tagline: 'Pop-up shop permits, filed and tracked',
        descriptionMd: 'The same one form, now for **pop-up shops**, with the status of each permit.',
        track: 'discovery',
        quality: 3,
      },
    ],
  },
  smallBusiness: {
    title: 'Small Business Sprint',
    descriptionMd: 'Operations for **businesses of one to fifty people**.',
    location: 'Seattle, WA',
    startsInDays: -96,
    applicants: ['pat', 'dara', 'bea', 'chidi', 'eli'],
    entries: [
      {
        venture: 'dockSlots',
        owner: 'eli',
        title: 'Dock Slots',
        tagline: 'Delivery slots for small warehouses',
        descriptionMd: 'Suppliers **book a dock slot** instead of queueing at the gate.',
        track: 'startup',
        quality: 5,
        place: 1,
      },
      {
        venture: 'waitline',
        owner: 'pat',
        joiners: ['dara'],
        title: 'Waitline Clinics',
        tagline: 'Queues and deposits for independent clinics',
        descriptionMd: 'Walk-in clinics run **one queue for walk-ins and bookings**, with a deposit for no-shows.',
        track: 'startup',
        quality: 4,
        place: 2,
      },
      {
        venture: 'shelfSense',
        owner: 'bea',
        joiners: ['chidi'],
        title: 'Shelf Sense',
        tagline: 'Reorders from the wholesaler before the shelf is empty',
        descriptionMd: 'Low stock becomes **a draft order** with the shop’s wholesaler, ready to approve.',
        track: 'startup',
        quality: 3,
        place: 3,
      },
    ],
  },
};

export type EarlierSprints = Record<EarlierSprint, { id: string } & SprintDates>;
export type EarlierVentures = Record<EarlierVenture, string>;
/** The cohort teams' founders and ventures (demo-cohorts.ts), by the team's key. */
export type CohortVentures = Map<string, { userId: string; ventureId: string }>;

const CRITERIA = [
  { label: 'Innovation', weight: 25 },
  { label: 'Execution', weight: 20 },
  { label: 'Market fit', weight: 15 },
];
const JUDGES: Person[] = ['judge', 'judge2'];

/** The sprint's dates: the same shape as the demo's other sprints. */
export function earlierSprintDates(sprint: EarlierSprint, now: Date): SprintDates {
  return sprintDates(EARLIER_SPRINTS[sprint], now);
}

/** Runs `work` with the app's clock standing `hours` after `from`. */
function at<T>(from: Date, hours: number, work: () => Promise<T>): Promise<T> {
  return Clock.standingAt(new Date(from.getTime() + hours * HOUR), work);
}

/**
 * One earlier sprint, start to end, through the commands of each actor with the clock standing at
 * the story's moment: the organizer creates and opens it three weeks before, everyone applies and is
 * approved, teams form, attach and submit (a returning team as 'Continues venture …'), the judges
 * score, results are published, the organizer completes it (which schedules each
 * venture's check-ins) and the admin adds the winners. Answers the sprint and adds each new venture to `ventures`.
 */
export async function playEarlierSprint(
  app: INestApplicationContext,
  people: People,
  sprint: EarlierSprint,
  now: Date,
  ventures: Partial<EarlierVentures>,
  cohort: CohortVentures = new Map(),
): Promise<{ id: string } & SprintDates> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const plan = EARLIER_SPRINTS[sprint];
  const dates = earlierSprintDates(sprint, now);
  const { start, deadline, end } = dates;
  const organizer = people.organizer;

  const eventId = await at(start, -21 * 24, async () => {
    const id = await commands.execute(
      new CreateEventCommand(organizer, {
        title: plan.title,
        descriptionMd: plan.descriptionMd,
        location: plan.location,
        timezone: 'America/Los_Angeles',
        startDate: start,
        endDate: end,
        submissionDeadline: deadline,
        graceMinutes: dates.graceMinutes,
        tracks: ['discovery', 'startup'],
        teamSizeMax: 5,
        criteria: CRITERIA,
        judges: JUDGES.map((judge) => ({
          name: `${DEMO_ACCOUNTS[judge].firstName} ${DEMO_ACCOUNTS[judge].lastName}`,
          email: DEMO_ACCOUNTS[judge].email,
        })),
      }),
    );
    await commands.execute(new ChangeEventStatusCommand(organizer, id, 'active'));
    return id;
  });

  await at(start, -10 * 24, async () => {
    for (const applicant of plan.applicants) {
      const id = await commands.execute(
        new SubmitApplicationCommand(
          people[applicant],
          eventId,
          null,
          'Dev',
          `${DEMO_ACCOUNTS[applicant].firstName} here: I would like to build for ${plan.location} in the ${plan.title}.`,
        ),
      );
      await commands.execute(new ChangeApplicationStatusCommand(people.admin, id, 'approved', 1));
      // Approved ten days out, each confirms their spot at once ('I'll be there'), or it would expire.
      await commands.execute(new ConfirmSpotCommand(people[applicant], id));
    }
  });

  // The cohort's solo founders sign up, apply, are approved and confirm; each enters a new venture.
  const founders = new Map<string, string>();
  await at(start, -10 * 24 + 1, async () => {
    for (const team of COHORT_TEAMS[sprint]) {
      const userId = await signUpVerified(app, {
        email: cohortEmail(team),
        firstName: team.firstName,
        lastName: team.lastName,
      });
      founders.set(team.key, userId);
      const founder = userId;
      const id = await commands.execute(
        new SubmitApplicationCommand(
          founder,
          eventId,
          null,
          'Dev',
          `${team.firstName} here: I am building ${team.title} and want to test it in the ${plan.title}.`,
          null,
          {},
          // 'May we ask you in 6 months how your idea went?': yes (demo-follow-ups.ts asks and answers).
          true,
        ),
      );
      await commands.execute(new ChangeApplicationStatusCommand(people.admin, id, 'approved', 1));
      await commands.execute(new ConfirmSpotCommand(founder, id));
    }
  });
  // Applicants it turned away, who said yes to the follow-up survey (demo-follow-ups.ts).
  await at(start, -10 * 24 + 2, () => applyTurnedAway(app, people, sprint, eventId));
  const submissions: { entry: EntryPlan; submissionId: string }[] = [];
  const cohortSubmissions: { team: CohortTeamPlan; submissionId: string }[] = [];
  for (const [index, entry] of plan.entries.entries()) {
    const owner = people[entry.owner];
    const projectId = await at(start, 2, async () => {
      const id = await commands.execute(
        new CreateProjectCommand(owner, {
          title: entry.title,
          tagline: entry.tagline,
          descriptionMd: entry.descriptionMd,
          demoUrl: `https://${slug(entry.title)}.example.com`,
          repoUrl: `https://git.example.com/demo/${slug(entry.title)}`,
          images: [],
        }),
      );
      await commands.execute(new AttachProjectCommand(owner, id, eventId));
      return id;
    });
    if (entry.joiners?.length) {
      await at(start, 4, async () => {
        const lookingFor = 'Someone to talk to customers with us';
        await commands.execute(new UpdateTeamListingCommand(owner, projectId, lookingFor, true));
        for (const joiner of entry.joiners!) {
          const message = `${DEMO_ACCOUNTS[joiner].firstName} here: same team as last time?`;
          const requestId = await commands.execute(new RequestToJoinTeamCommand(people[joiner], projectId, message));
          await commands.execute(new AnswerJoinRequestCommand(owner, projectId, requestId, true));
        }
        await commands.execute(new UpdateTeamListingCommand(owner, projectId, lookingFor, false));
      });
    }
    const continued = ventures[entry.venture];
    const submissionId = await at(deadline, -(index + 2), () =>
      commands.execute(
        new SubmitProjectCommand(
          owner,
          projectId,
          eventId,
          entry.track,
          continued ? { kind: 'existing', ventureId: continued } : { kind: 'new' },
        ),
      ),
    );
    if (!continued) {
      const cards = await queries.execute(new ListMyVenturesQuery(owner));
      const venture = cards.find((card) => card.name === entry.title);
      if (!venture) throw new Error(`Submitting ${entry.title} made no venture of that name`);
      ventures[entry.venture] = venture.id;
    }
    submissions.push({ entry, submissionId });
  }

  for (const [index, team] of COHORT_TEAMS[sprint].entries()) {
    const founder = founders.get(team.key)!;
    const submissionId = await at(start, 6, async () => {
      const projectId = await commands.execute(
        new CreateProjectCommand(founder, {
          title: team.title,
          tagline: team.tagline,
          descriptionMd: `**${team.title}**: ${team.tagline.toLowerCase()}.`,
          demoUrl: `https://${slug(team.title)}.example.com`,
          repoUrl: `https://git.example.com/demo/${slug(team.title)}`,
          images: [],
        }),
      );
      await commands.execute(new AttachProjectCommand(founder, projectId, eventId));
      return Clock.standingAt(new Date(deadline.getTime() - (index + 6) * 60_000), () =>
        commands.execute(new SubmitProjectCommand(founder, projectId, eventId, 'startup', { kind: 'new' })),
      );
    });
    const cards = await queries.execute(new ListMyVenturesQuery(founder));
    const venture = cards.find((card) => card.name === team.title);
    if (!venture) throw new Error(`Submitting ${team.title} made no venture of that name`);
    cohort.set(team.key, { userId: founder, ventureId: venture.id });
    cohortSubmissions.push({ team, submissionId });
  }

  // Judging the day after the deadline; results published and the sprint completed at its end.
  await at(deadline, 6, () => judge(app, people, eventId, submissions, cohortSubmissions));
  await at(end, 2, async () => {
    const current = await queries.execute(new GetJudgingProgressQuery(eventId));
    const closed = await commands.execute(new CloseJudgingCommand(organizer, eventId, current.version));
    await commands.execute(new PublishResultsCommand(organizer, eventId, closed.version));
    await commands.execute(new ChangeEventStatusCommand(organizer, eventId, 'completed'));
    for (const { entry, submissionId } of submissions) {
      if (entry.place === undefined) continue;
      await commands.execute(new AddWinnerCommand(people.admin, eventId, submissionId, entry.track, entry.place, null));
    }
  });
  return { id: eventId, ...dates };
}

/** Staff open judging and assign each submission to one of the two judges (kept short); each judge scores their queue. */
async function judge(
  app: INestApplicationContext,
  people: People,
  eventId: string,
  submissions: { entry: EntryPlan; submissionId: string }[],
  cohortSubmissions: { team: CohortTeamPlan; submissionId: string }[],
): Promise<void> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const { version } = await queries.execute(new GetJudgingProgressQuery(eventId));
  await commands.execute(new OpenJudgingCommand(people.organizer, eventId, version));
  await commands.execute(new AssignSubmissionsCommand(people.organizer, eventId, 1, true));
  const qualityOf = new Map(submissions.map(({ entry }) => [entry.title, entry.quality]));
  // The cohort teams' scores are planted (demo-cohorts.ts), whichever judge sees them.
  const plantedOf = new Map(cohortSubmissions.map(({ team }) => [team.title, team.scores]));
  for (const [judgeIndex, judgePerson] of JUDGES.entries()) {
    const judgeId = people[judgePerson];
    const queue = await queries.execute(new GetJudgingQueueQuery(judgeId, eventId));
    for (const assignment of queue.events.flatMap((event) => event.assignments)) {
      const view = await queries.execute(new GetScoreSheetQuery(judgeId, assignment.projectId, eventId));
      const quality = qualityOf.get(view.submission.title) ?? 3;
      const planted = plantedOf.get(view.submission.title);
      const scores = view.criteria.map(({ id }, criterionIndex) => ({
        criterionId: id,
        score:
          planted?.[criterionIndex] ??
          Math.max(1, Math.min(5, quality - ((criterionIndex + judgeIndex) % 3 === 2 ? 1 : 0))),
      }));
      await commands.execute(
        new SaveScoreSheetCommand(judgeId, assignment.assignmentId, {
          scores,
          noteToStaff: null,
          feedback: FEEDBACK[planted ? (Math.max(3, Math.min(5, planted[2])) as 3 | 4 | 5) : quality],
          expectedVersion: 0,
        }),
      );
    }
  }
}

const FEEDBACK: Record<3 | 4 | 5, string> = {
  3: 'A real problem; show us one customer who would pay before the next sprint.',
  4: 'Good demo and a clear buyer. Pick one segment and go deep.',
  5: 'Customers already use it. Measure what it saves them and lead with that number.',
};

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
