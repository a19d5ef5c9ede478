import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../common/clock.js';
import { AnswerJoinRequestCommand } from '../../teams/commands/answer-join-request/answer-join-request.command.js';
import { AttachProjectCommand } from '../../projects/commands/attach-project/attach-project.command.js';
import { CreateProjectCommand } from '../../projects/commands/create-project/create-project.command.js';
import { InviteTeamMemberCommand } from '../../teams/commands/invite-team-member/invite-team-member.command.js';
import { RequestToJoinTeamCommand } from '../../teams/commands/request-to-join-team/request-to-join-team.command.js';
import { SetTeamSeekingCommand } from '../../teams/commands/set-team-seeking/set-team-seeking.command.js';
import { SubmitProjectCommand } from '../../projects/commands/submit-project/submit-project.command.js';
import { UpdateTeamListingCommand } from '../../teams/commands/update-team-listing/update-team-listing.command.js';
import type { ProjectFields } from '../../projects/project.events.js';
import { DEMO_ACCOUNTS, type People, type Person } from './demo-accounts.js';
import type { Sprint, Sprints } from './demo-events.js';

const MINUTE = 60_000;

interface ProjectPlan {
  owner: Person;
  fields: ProjectFields;
  /** Attached to this sprint (the owner's application to it is approved); none: a draft. */
  sprint?: Sprint;
  /**
   * Submitted to the sprint on this track. `minutesAfterDeadline` places the submission in the
   * story (negative: on time; 1 to the grace minutes: late); without it, it is submitted now.
   */
  submission?: { track: string; minutesAfterDeadline?: number };
  /**
   * Once attached: what the team looks for (open to requests), who asked to join and was accepted,
   * who is invited, and whether the team then stops looking (full enough).
   */
  team?: { lookingFor: string; joiners?: Person[]; invited?: Person[]; closesAfter?: boolean };
}

/** Approved for the sprint, in no team, and with 'Looking for a team' on: the other list of Find Teams. */
const SEEKERS: { person: Person; sprint: Sprint }[] = [{ person: 'fay', sprint: 'active' }];

const MINUTES_ATTACHED_AFTER_START = 3 * 60;
const MINUTES_TEAM_FORMED_AFTER_ATTACHING = 60;

function fields(title: string, tagline: string, descriptionMd: string, slug: string): ProjectFields {
  return {
    title,
    tagline,
    descriptionMd,
    demoUrl: `https://${slug}.example.com`,
    repoUrl: `https://git.example.com/demo/${slug}`,
    images: [],
  };
}

export type ProjectName = 'gridPulse' | 'carbonLedger' | 'heatAlerts' | 'clinicQueue' | 'careCircle' | 'sideProject';

/**
 * The completed sprint's three submissions (two on time, one late in the grace period), the running
 * sprint's one submitted and one attached project, and a draft: every tab of My Projects and of the
 * admin's Submissions and Winners.
 *
 * Teams: a member joins the completed sprint's Grid Pulse before it is submitted, so its snapshot
 * lists two; the running sprint's Care Circle looks for members and has an invitation pending.
 */
export const PROJECTS: Record<ProjectName, ProjectPlan> = {
  gridPulse: {
    owner: 'pat',
    fields: fields(
      'Grid Pulse',
      'Shifts warehouse loads to the cleanest hours',
      "## Grid Pulse\nReads the grid operator's carbon forecast and **moves flexible loads** (chargers, cold storage) to cleaner hours.",
      'grid-pulse',
    ),
    sprint: 'completed',
    submission: { track: 'discovery', minutesAfterDeadline: -6 * 60 },
    team: { lookingFor: 'A backend developer who knows utility data', joiners: ['eli'], closesAfter: true },
  },
  carbonLedger: {
    owner: 'bea',
    fields: fields(
      'Carbon Ledger',
      'Emissions per shipment, on the invoice',
      "Adds the **CO2e of each shipment** to freight invoices, from the carrier's own data.",
      'carbon-ledger',
    ),
    sprint: 'completed',
    submission: { track: 'startup', minutesAfterDeadline: -45 },
  },
  heatAlerts: {
    owner: 'chidi',
    fields: fields(
      'Heat Map Alerts',
      'Warns field crews before the hottest hours',
      'Texts crews a **heat plan** for the next day, street by street.',
      'heat-alerts',
    ),
    sprint: 'completed',
    submission: { track: 'startup', minutesAfterDeadline: 4 },
  },
  clinicQueue: {
    owner: 'pat',
    fields: fields(
      'Clinic Queue',
      'Walk-in clinics that text you when it is your turn',
      'Patients **wait where they like**; the clinic sees who is coming.',
      'clinic-queue',
    ),
    sprint: 'active',
    submission: { track: 'startup' },
  },
  careCircle: {
    owner: 'bea',
    fields: fields(
      'Care Circle',
      'One shared plan for everyone caring for a parent',
      'Medication, visits and questions for the doctor, **shared by the family**.',
      'care-circle',
    ),
    sprint: 'active',
    team: { lookingFor: 'A service designer, and someone who has run a clinic front desk', invited: ['fay'] },
  },
  sideProject: {
    owner: 'pat',
    fields: fields(
      'Receipt Sorter',
      'An idea for the Fintech Sprint',
      'Photos of receipts in, **bookkeeping categories** out.',
      'receipt-sorter',
    ),
  },
};

export type Projects = Record<ProjectName, { id: string; submissionId?: string; track?: string }>;

/**
 * Owners create their projects, attach them and submit them. What the story dates in a sprint that
 * is over (attaching three hours after its start, submitting around its deadline) runs with the
 * app's clock standing at that moment (Clock.standingAt): the same commands then judge the deadline,
 * the grace period and lateness exactly as they did for the real submitters.
 */
export async function buildProjects(
  app: INestApplicationContext,
  people: People,
  sprints: Sprints,
  /** Projects whose submission continues an earlier venture ('Continues venture …'): the venture's id. */
  continuing: Partial<Record<ProjectName, string>> = {},
): Promise<Projects> {
  const commands = app.get(CommandBus);
  const projects = {} as Projects;
  for (const [name, plan] of Object.entries(PROJECTS) as [ProjectName, ProjectPlan][]) {
    const owner = people[plan.owner];
    const id = await commands.execute(new CreateProjectCommand(owner, plan.fields));
    projects[name] = { id };
    if (!plan.sprint) continue;

    const sprint = sprints[plan.sprint];
    const dated = plan.submission?.minutesAfterDeadline !== undefined;
    const attachedAt = new Date(sprint.start.getTime() + MINUTES_ATTACHED_AFTER_START * MINUTE);
    const attach = () => commands.execute(new AttachProjectCommand(owner, id, sprint.id));
    await (dated ? Clock.standingAt(attachedAt, attach) : attach());

    if (plan.team) {
      const formedAt = new Date(attachedAt.getTime() + MINUTES_TEAM_FORMED_AFTER_ATTACHING * MINUTE);
      const form = () => formTeam(commands, people, owner, id, plan.team!);
      await (dated ? Clock.standingAt(formedAt, form) : form());
    }

    const { submission } = plan;
    if (!submission) continue;
    const ventureId = continuing[name];
    const venture = ventureId ? { kind: 'existing' as const, ventureId } : { kind: 'new' as const };
    const submit = () => commands.execute(new SubmitProjectCommand(owner, id, sprint.id, submission.track, venture));
    const submittedAt = new Date(sprint.deadline.getTime() + (submission.minutesAfterDeadline ?? 0) * MINUTE);
    projects[name].submissionId = await (dated ? Clock.standingAt(submittedAt, submit) : submit());
    projects[name].track = submission.track;
  }
  for (const { person, sprint } of SEEKERS) {
    await commands.execute(new SetTeamSeekingCommand(people[person], sprints[sprint].id, true));
  }
  return projects;
}

/** The owner opens the team to requests; joiners ask and are accepted; the invited get an email. */
async function formTeam(
  commands: CommandBus,
  people: People,
  owner: string,
  projectId: string,
  team: NonNullable<ProjectPlan['team']>,
): Promise<void> {
  await commands.execute(new UpdateTeamListingCommand(owner, projectId, team.lookingFor, true));
  for (const joiner of team.joiners ?? []) {
    const message = `Hi, I'm ${DEMO_ACCOUNTS[joiner].firstName}: I'd like to join.`;
    const requestId = await commands.execute(new RequestToJoinTeamCommand(people[joiner], projectId, message));
    await commands.execute(new AnswerJoinRequestCommand(owner, projectId, requestId, true));
  }
  for (const invited of team.invited ?? []) {
    await commands.execute(new InviteTeamMemberCommand(owner, projectId, { email: DEMO_ACCOUNTS[invited].email }));
  }
  if (team.closesAfter) await commands.execute(new UpdateTeamListingCommand(owner, projectId, team.lookingFor, false));
}
