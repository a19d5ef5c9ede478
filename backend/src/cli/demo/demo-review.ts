import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ApplicationRole } from '../../applications/application.events.js';
import { SubmitApplicationCommand } from '../../applications/commands/submit-application/submit-application.command.js';
import { AddQuestionCommand } from '../../applications/questions/commands/add-question/add-question.command.js';
import type { QuestionDefinition } from '../../applications/questions/question-rules.js';
import { ConfirmSpotCommand } from '../../applications/spots/commands/confirm-spot/confirm-spot.command.js';
import { DeclineSpotCommand } from '../../applications/spots/commands/decline-spot/decline-spot.command.js';
import { MAX_SCORE, MIN_SCORE, weightedTotal } from '../../common/panel-review/rubric.js';
import { ChangeEventStatusCommand } from '../../events/commands/change-event-status/change-event-status.command.js';
import { CreateEventCommand } from '../../events/commands/create-event/create-event.command.js';
import { AddReviewCriterionCommand } from '../../review/commands/add-review-criterion/add-review-criterion.command.js';
import { SeatReviewerCommand } from '../../review/commands/seat-reviewer/seat-reviewer.command.js';
import { UpdateReviewSettingsCommand } from '../../review/commands/update-review-settings/update-review-settings.command.js';
import { DecideApplicationsCommand } from '../../review/ranking/commands/decide-applications/decide-applications.command.js';
import type { RankingDecision } from '../../review/ranking/commands/decide-applications/decide-applications.request.dto.js';
import { GetReviewRankingQuery } from '../../review/ranking/queries/get-review-ranking/get-review-ranking.query.js';
import type { ReviewSettingsValues } from '../../review/review.events.js';
import type { CriterionFields } from '../../review/review-setup.js';
import { AssignApplicationsCommand } from '../../review/reviewing/commands/assign-applications/assign-applications.command.js';
import { SaveReviewCommand } from '../../review/reviewing/commands/save-review/save-review.command.js';
import { GetApplicationForReviewQuery } from '../../review/reviewing/queries/get-application-for-review/get-application-for-review.query.js';
import { GetReviewQueueQuery } from '../../review/reviewing/queries/get-review-queue/get-review-queue.query.js';
import type { Recommendation } from '../../review/reviewing/reviewing-rules.js';
import { DEMO_ACCOUNTS, type People, type Person, signUpVerified } from './demo-accounts.js';
import type { EarlierVenture } from './demo-earlier-sprints.js';
import { sprintDates } from './demo-events.js';
import type { DemoVentures } from './demo-ventures.js';

// The reviewed sprint (issue 28, review.md): more applicants than spots, custom questions on the
// form, a rubric, three seated reviewers who score differently (one harsh, one lenient, one in
// between: the Review tab's figures show it), two reviews per application, the ranking with its
// cut lines and borderline rows, staff's first decisions from it, and the approved answering their
// spots. The rest waits for the visitor: the borderline rows, 'Request one more review', 'Apply
// suggestions', 'Offer to next on waitlist' for the declined spot.

export const REVIEWED_SPRINT = {
  title: 'Civic Tech Sprint',
  descriptionMd:
    'Tools for **city halls and the people they serve**: permits, transit, open data.\n\n' +
    'More applicants than spots: a panel reviews every application.',
  location: 'Chicago, IL',
  startsInDays: 35,
} as const;

/** The apply form's custom questions, keyed by what the applications' answers call them. */
const QUESTIONS = {
  build: {
    kind: 'long_text',
    label: 'What would you build for a city in 72 hours?',
    helpText: 'A problem you have seen up close, and who has it.',
    required: true,
    options: [],
    maxLength: 600,
    min: null,
    max: null,
  },
  track: {
    kind: 'single_choice',
    label: 'Which track?',
    helpText: null,
    required: true,
    options: ['Discovery', 'Startup'],
    maxLength: null,
    min: null,
    max: null,
  },
  years: {
    kind: 'number',
    label: 'Years of experience in your field',
    helpText: null,
    required: true,
    options: [],
    maxLength: null,
    min: 0,
    max: 50,
  },
  shipped: {
    kind: 'yes_no',
    label: 'Have you shipped software that people rely on?',
    helpText: null,
    required: true,
    options: [],
    maxLength: null,
    min: null,
    max: null,
  },
  portfolio: {
    kind: 'url',
    label: 'Portfolio or code',
    helpText: 'Optional: a link reviewers can open.',
    required: false,
    options: [],
    maxLength: null,
    min: null,
    max: null,
  },
} as const satisfies Record<string, QuestionDefinition>;

type QuestionKey = keyof typeof QUESTIONS;

/** The Review tab's rubric: each criterion scored 1-5, weighted 1 (low) to 5 (critical). */
const RUBRIC: CriterionFields[] = [
  { label: 'Motivation', weight: 3, description: 'A problem they have lived or seen up close' },
  { label: 'Skills', weight: 3, description: 'Can build or test something real in 72 hours' },
  { label: 'Civic focus', weight: 2, description: 'Who benefits is clear, and local' },
  { label: 'Team fit', weight: 1, description: 'Brings what a team will be missing' },
];

/** Eight spots and four on the waitlist for 24 applicants; two reviews each; blind. */
const SETTINGS: ReviewSettingsValues = {
  capacity: 8,
  waitlistSize: 4,
  reviewsPerApplication: 2,
  blindReview: true,
  confirmDays: 5,
};

/**
 * The seated reviewers and how they score: `bias` is added to what the application deserves (the
 * harsh one scores a point low, the lenient one most of a point high). Each recommends in their
 * own way: the harsh one only to reject, the lenient one only to accept, the one in between always.
 */
const REVIEWERS: { person: Person; bias: number; recommends: (total: number) => Recommendation | null }[] = [
  { person: 'judge', bias: -1, recommends: (total) => (total < 2.5 ? 'reject' : null) },
  {
    person: 'reviewer',
    bias: 0,
    recommends: (total) => (total >= 4 ? 'accept' : total >= 3 ? 'maybe' : 'reject'),
  },
  { person: 'judge2', bias: 0.8, recommends: (total) => (total >= 4.2 ? 'accept' : null) },
];

/** The other applicants, who signed up to apply to this sprint. */
const APPLICANTS = {
  amara: { firstName: 'Amara', lastName: 'Eze' },
  lucas: { firstName: 'Lucas', lastName: 'Ferreira' },
  priya: { firstName: 'Priya', lastName: 'Raman' },
  tomas: { firstName: 'Tomas', lastName: 'Horvat' },
  noor: { firstName: 'Noor', lastName: 'Haddadi' },
  mateo: { firstName: 'Mateo', lastName: 'Ruiz' },
  hana: { firstName: 'Hana', lastName: 'Tanaka' },
  ivan: { firstName: 'Ivan', lastName: 'Petrov' },
  sofia: { firstName: 'Sofia', lastName: 'Marino' },
  kwame: { firstName: 'Kwame', lastName: 'Mensah' },
  rosa: { firstName: 'Rosa', lastName: 'Delgado' },
  yusuf: { firstName: 'Yusuf', lastName: 'Demir' },
  lena: { firstName: 'Lena', lastName: 'Vogel' },
  diego: { firstName: 'Diego', lastName: 'Alvarez' },
  mei: { firstName: 'Mei', lastName: 'Chen' },
  arjun: { firstName: 'Arjun', lastName: 'Mehta' },
  zoe: { firstName: 'Zoe', lastName: 'Laurent' },
  farid: { firstName: 'Farid', lastName: 'Karimi' },
} as const;

type Applicant = keyof typeof APPLICANTS;

/** An applicant's sign-in: at example.com, with the demo password. */
export function applicantEmail(applicant: string): string {
  return `demo-applicant-${applicant}@example.com`;
}

/** The sign-ins of the applicants who signed up for this sprint (participants). */
export const APPLICANT_EMAILS: readonly string[] = Object.keys(APPLICANTS).map(applicantEmail);

interface ReviewedApplicationPlan {
  applicant: Person | Applicant;
  role: ApplicationRole;
  shortAnswer: string;
  linkedinUrl?: string;
  answers: { build: string; track: 'Discovery' | 'Startup'; years: number; shipped: boolean; portfolio?: string };
  /** A returning founder's venture ('Are you continuing a venture?'). */
  venture?: EarlierVenture;
  /** What the application deserves on the 1-5 scale, to a reviewer who is neither harsh nor lenient. */
  merit: number;
  /** How far its two reviewers read it apart (the first higher, the second lower): a wide ±. */
  split?: number;
  /** The first reviewer's note to staff. */
  note?: string;
  /** What staff decided from the ranking so far (none: still pending). */
  decision?: RankingDecision;
  /** Approved, the applicant's answer to the spot by its deadline (none: not answered yet, due). */
  spot?: 'confirm' | 'decline';
}

/**
 * 24 applications. The clear ones are decided (five approved, one waitlisted, six rejected); the
 * ones around the cut lines, some read far apart by their reviewers, wait. Of the approved, one
 * confirmed their spot, one declined it (a spot for the waitlist) and three have yet to answer.
 */
const APPLICATIONS: ReviewedApplicationPlan[] = [
  {
    applicant: 'amara',
    role: 'Dev',
    shortAnswer: 'I maintain the open data portal of a city of 300,000 and want to make it useful to residents.',
    linkedinUrl: 'https://www.linkedin.com/in/demo-amara-eze',
    answers: {
      build: 'A street-works map that tells a shop owner which week the road outside will be closed.',
      track: 'Startup',
      years: 9,
      shipped: true,
      portfolio: 'https://github.com/demo-amara',
    },
    merit: 4.8,
    decision: 'approved',
  },
  {
    applicant: 'chidi',
    role: 'Designer',
    shortAnswer: 'Permit Pal again: small builders still wait weeks for a permit; we want city halls to use it.',
    answers: {
      build: 'The city-side inbox for Permit Pal, so a clerk answers a builder in one place.',
      track: 'Startup',
      years: 7,
      shipped: true,
      portfolio: 'https://permitpal.example.com',
    },
    venture: 'permitPal',
    merit: 4.7,
    note: 'Has sat with permit clerks for two sprints already: knows exactly where the weeks go.',
    decision: 'approved',
    spot: 'confirm',
  },
  {
    applicant: 'lucas',
    role: 'Dev',
    shortAnswer: 'Backend developer at a transit agency; I know the timetable data inside out.',
    answers: {
      build: 'Live crowding for buses, from the ticket machines the city already has.',
      track: 'Startup',
      years: 6,
      shipped: true,
    },
    merit: 4.6,
    decision: 'approved',
    spot: 'decline',
  },
  {
    applicant: 'bea',
    role: 'PM',
    shortAnswer: 'I ran a neighbourhood association for five years; I know what residents ask city hall.',
    answers: {
      build: 'One form for every neighbourhood complaint, routed to the right department.',
      track: 'Discovery',
      years: 8,
      shipped: true,
    },
    merit: 4.5,
    decision: 'approved',
  },
  {
    applicant: 'priya',
    role: 'Dev',
    shortAnswer: 'Data engineer; I cleaned up a county budget dataset for a local newspaper.',
    linkedinUrl: 'https://www.linkedin.com/in/demo-priya-raman',
    answers: {
      build: 'A budget explorer that shows each street what was spent on it.',
      track: 'Discovery',
      years: 5,
      shipped: true,
      portfolio: 'https://github.com/demo-priya',
    },
    merit: 4.4,
    decision: 'approved',
  },
  {
    applicant: 'mateo',
    role: 'Dev',
    shortAnswer: 'Mobile developer; I built the app of a city bike scheme.',
    answers: {
      build: 'Reporting a broken bike dock with a photo, straight to the operator.',
      track: 'Startup',
      years: 5,
      shipped: true,
    },
    merit: 4.2,
  },
  {
    applicant: 'fay',
    role: 'Designer',
    shortAnswer: 'Service designer; I redesigned how a hospital books interpreters, cities have the same problem.',
    answers: {
      build: 'Booking an interpreter for a council meeting in two clicks.',
      track: 'Discovery',
      years: 6,
      shipped: true,
    },
    merit: 4.1,
  },
  {
    applicant: 'tomas',
    role: 'Dev',
    shortAnswer: 'Full-stack developer looking for a meaningful project.',
    answers: {
      build: 'Something with open data, I am flexible.',
      track: 'Startup',
      years: 10,
      shipped: true,
    },
    merit: 3.9,
    split: 0.7,
    note: 'Great skills; the motivation reads as generic.',
  },
  {
    applicant: 'noor',
    role: 'PM',
    shortAnswer: 'Policy adviser at a city council, moving into product.',
    answers: {
      build: 'A tracker of what the council promised and what it did.',
      track: 'Discovery',
      years: 4,
      shipped: false,
    },
    merit: 3.8,
    split: 0.8,
    note: 'Strong idea, thin on who would use it: worth a second read.',
  },
  {
    applicant: 'hana',
    role: 'Designer',
    shortAnswer: 'UX researcher; I interviewed 40 bus riders for my thesis.',
    answers: {
      build: 'Bus stop signs that say when the next bus really comes, tested with riders.',
      track: 'Discovery',
      years: 3,
      shipped: false,
    },
    merit: 3.5,
    decision: 'waitlisted',
  },
  {
    applicant: 'dara',
    role: 'Dev',
    shortAnswer: 'Backend developer; Waitline taught me how people hate queues, city offices have the worst.',
    answers: {
      build: 'A queue ticket by text message for the city registry office.',
      track: 'Startup',
      years: 4,
      shipped: true,
    },
    merit: 3.4,
  },
  {
    applicant: 'ivan',
    role: 'Dev',
    shortAnswer: 'Embedded developer; I built air quality sensors for a school project.',
    answers: {
      build: 'A cheap air sensor network outside schools, with a public map.',
      track: 'Discovery',
      years: 3,
      shipped: false,
      portfolio: 'https://github.com/demo-ivan',
    },
    merit: 3.3,
  },
  {
    applicant: 'pat',
    role: 'Dev',
    shortAnswer: 'Payments are my day job; paying a parking fine should not take a queue.',
    answers: {
      build: 'Paying a city fine from the letter, with a QR code.',
      track: 'Startup',
      years: 8,
      shipped: true,
    },
    merit: 3,
    split: 0.7,
    note: 'Strong payments background; unclear why this sprint.',
  },
  {
    applicant: 'kwame',
    role: 'Other',
    shortAnswer: 'Urban planning student; I map how people walk to transit.',
    answers: {
      build: 'A map of the walks to transit that feel unsafe at night.',
      track: 'Discovery',
      years: 1,
      shipped: false,
    },
    merit: 2.9,
    split: 0.8,
    note: 'Hard to judge: a good transit idea with no evidence yet.',
  },
  {
    applicant: 'sofia',
    role: 'PM',
    shortAnswer: 'Product manager at a civic nonprofit.',
    answers: {
      build: 'Volunteers matched to city clean-up days near them.',
      track: 'Discovery',
      years: 4,
      shipped: true,
    },
    merit: 2.6,
  },
  {
    applicant: 'rosa',
    role: 'Designer',
    shortAnswer: 'Graphic designer; I make the posters for my local library.',
    answers: { build: 'Clearer signs for recycling.', track: 'Discovery', years: 6, shipped: false },
    merit: 2.5,
  },
  {
    applicant: 'eli',
    role: 'Other',
    shortAnswer: 'Accountant learning to code; I do the books of a community centre.',
    answers: {
      build: 'A grant tracker for community centres.',
      track: 'Discovery',
      years: 2,
      shipped: false,
    },
    merit: 2.4,
  },
  {
    applicant: 'yusuf',
    role: 'Dev',
    shortAnswer: 'Junior developer, eager to learn.',
    answers: { build: 'Not sure yet, I would join a team.', track: 'Startup', years: 1, shipped: false },
    merit: 2.2,
  },
  {
    applicant: 'lena',
    role: 'PM',
    shortAnswer: 'Marketing manager; I would like to try a hackathon.',
    answers: { build: 'An app for the city.', track: 'Startup', years: 5, shipped: false },
    merit: 2.1,
    decision: 'rejected',
  },
  {
    applicant: 'diego',
    role: 'Dev',
    shortAnswer: 'Student; I have built a to-do app.',
    answers: { build: 'A to-do list for council workers.', track: 'Startup', years: 0, shipped: false },
    merit: 2,
    decision: 'rejected',
  },
  {
    applicant: 'mei',
    role: 'Other',
    shortAnswer: 'I want to network with startups.',
    answers: { build: 'I have no idea yet.', track: 'Startup', years: 2, shipped: false },
    merit: 1.9,
    decision: 'rejected',
  },
  {
    applicant: 'arjun',
    role: 'Dev',
    shortAnswer: 'Crypto developer.',
    answers: { build: 'A city token.', track: 'Startup', years: 3, shipped: true },
    merit: 1.7,
    note: 'Nothing about the city or who it is for.',
    decision: 'rejected',
  },
  {
    applicant: 'zoe',
    role: 'Other',
    shortAnswer: 'Looking for a team.',
    answers: { build: 'Anything.', track: 'Discovery', years: 0, shipped: false },
    merit: 1.5,
    decision: 'rejected',
  },
  {
    applicant: 'farid',
    role: 'Other',
    shortAnswer: 'Interested.',
    answers: { build: 'Will decide on the day.', track: 'Startup', years: 0, shipped: false },
    merit: 1.3,
    decision: 'rejected',
  },
];

/** How each criterion leans away from the merit, varied by application, so the four scores differ. */
const CRITERION_LEAN = [0.3, -0.2, 0.1, -0.4];

/** One reviewer's 1-5 for each criterion of the rubric, by criterion id. */
function criterionScores(
  criteria: readonly { id: string; label: string }[],
  plan: ReviewedApplicationPlan,
  index: number,
  lean: number,
): Record<string, number> {
  return Object.fromEntries(
    criteria.map(({ id, label }) => {
      const criterion = RUBRIC.findIndex((each) => each.label === label);
      const tilt = CRITERION_LEAN[(index + criterion) % CRITERION_LEAN.length];
      return [id, Math.min(MAX_SCORE, Math.max(MIN_SCORE, Math.round(plan.merit + lean + tilt)))];
    }),
  );
}

/** What the summary counts of the reviewed sprint. */
export function reviewCounts(): { reviewedApplications: number; reviewers: number } {
  return { reviewedApplications: APPLICATIONS.length, reviewers: REVIEWERS.length };
}

/**
 * The organizer creates the sprint, opens it, adds the questions, the rubric and the settings and
 * seats the three reviewers; everyone applies answering the questions (a returning founder with
 * their venture); the organizer assigns; each reviewer works through their queue with Save Review;
 * the admin reads the ranking and decides the clear ones; two of the approved answer their spot.
 * Answers the sprint's id.
 */
export async function reviewApplications(
  app: INestApplicationContext,
  people: People,
  { ventures }: DemoVentures,
  now: Date,
): Promise<string> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const organizer = people.organizer;
  const dates = sprintDates(REVIEWED_SPRINT, now);
  const eventId = await commands.execute(
    new CreateEventCommand(organizer, {
      title: REVIEWED_SPRINT.title,
      descriptionMd: REVIEWED_SPRINT.descriptionMd,
      location: REVIEWED_SPRINT.location,
      timezone: 'America/Chicago',
      startDate: dates.start,
      endDate: dates.end,
      submissionDeadline: dates.deadline,
      graceMinutes: dates.graceMinutes,
      tracks: ['discovery', 'startup'],
      teamSizeMax: 5,
      criteria: [{ label: 'Civic impact', weight: 3 }],
      judges: [],
    }),
  );
  await commands.execute(new ChangeEventStatusCommand(organizer, eventId, 'upcoming'));

  // The Questions tab, then the Review tab: settings, rubric, reviewers.
  const questionIds = {} as Record<QuestionKey, string>;
  for (const [key, question] of Object.entries(QUESTIONS) as [QuestionKey, QuestionDefinition][]) {
    questionIds[key] = await commands.execute(new AddQuestionCommand(organizer, eventId, question));
  }
  await commands.execute(new UpdateReviewSettingsCommand(organizer, eventId, SETTINGS, 0));
  for (const criterion of RUBRIC) await commands.execute(new AddReviewCriterionCommand(organizer, eventId, criterion));
  for (const { person } of REVIEWERS) {
    await commands.execute(new SeatReviewerCommand(organizer, eventId, DEMO_ACCOUNTS[person].email));
  }

  // The applicants: the demo's participants and eighteen more who signed up for this sprint.
  const applicants: Record<string, string> = { ...people };
  for (const [key, name] of Object.entries(APPLICANTS)) {
    applicants[key] = await signUpVerified(app, { email: applicantEmail(key), ...name });
  }
  const plans = new Map<string, { plan: ReviewedApplicationPlan; index: number }>();
  for (const [index, plan] of APPLICATIONS.entries()) {
    const answers: Record<string, unknown> = {};
    for (const [key, answer] of Object.entries(plan.answers) as [QuestionKey, unknown][]) {
      answers[questionIds[key]] = answer;
    }
    const id = await commands.execute(
      new SubmitApplicationCommand(
        applicants[plan.applicant],
        eventId,
        plan.linkedinUrl ?? null,
        plan.role,
        plan.shortAnswer,
        plan.venture ? ventures[plan.venture] : null,
        answers,
      ),
    );
    plans.set(id, { plan, index });
  }

  // 'Assign Applications', then each reviewer's queue: who else reviews an application decides
  // which of the two reads it higher when they read it apart.
  await commands.execute(new AssignApplicationsCommand(organizer, eventId));
  const queues = [];
  for (const reviewer of REVIEWERS) {
    const user = { id: people[reviewer.person], role: DEMO_ACCOUNTS[reviewer.person].role };
    const queue = await queries.execute(new GetReviewQueueQuery(user));
    const items = queue.events.find((event) => event.eventId === eventId)?.items ?? [];
    queues.push({ reviewer, user, applicationIds: items.map((item) => item.applicationId) });
  }
  const readers = new Map<string, number[]>();
  for (const [position, { applicationIds }] of queues.entries()) {
    for (const id of applicationIds) readers.set(id, [...(readers.get(id) ?? []), position]);
  }
  for (const [position, { reviewer, user, applicationIds }] of queues.entries()) {
    for (const applicationId of applicationIds) {
      const { plan, index } = plans.get(applicationId)!;
      const first = readers.get(applicationId)![0] === position;
      const split = (plan.split ?? 0) * (first ? 1 : -1);
      const view = await queries.execute(new GetApplicationForReviewQuery(user, applicationId));
      const scores = criterionScores(view.criteria, plan, index, reviewer.bias + split);
      await commands.execute(
        new SaveReviewCommand(user.id, applicationId, {
          scores: Object.entries(scores).map(([criterionId, score]) => ({ criterionId, score })),
          noteToStaff: first ? (plan.note ?? null) : null,
          recommendation: reviewer.recommends(weightedTotal(view.criteria, scores)!),
          expectedVersion: 0,
        }),
      );
    }
  }

  // The admin reads the ranking and takes the clear decisions; the rest stay pending.
  const ranking = await queries.execute(new GetReviewRankingQuery(eventId, 'all', 1, APPLICATIONS.length));
  for (const decision of ['approved', 'waitlisted', 'rejected'] as const) {
    const rows = ranking.items.filter((row) => plans.get(row.applicationId)?.plan.decision === decision);
    await commands.execute(
      new DecideApplicationsCommand(
        people.admin,
        eventId,
        decision,
        rows.map(({ applicationId, version }) => ({ applicationId, version })),
      ),
    );
  }

  // The approved answer their spots: 'I'll be there', or Decline; the others are still due.
  for (const [applicationId, { plan }] of plans) {
    if (plan.spot === 'confirm')
      await commands.execute(new ConfirmSpotCommand(applicants[plan.applicant], applicationId));
    if (plan.spot === 'decline')
      await commands.execute(new DeclineSpotCommand(applicants[plan.applicant], applicationId));
  }
  return eventId;
}
