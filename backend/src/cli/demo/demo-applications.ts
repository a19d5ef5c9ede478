import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ApplicationRole, StaffStatus } from '../../applications/application.events.js';
import { ChangeApplicationStatusCommand } from '../../applications/commands/change-application-status/change-application-status.command.js';
import { SubmitApplicationCommand } from '../../applications/commands/submit-application/submit-application.command.js';
import { ConfirmSpotCommand } from '../../applications/spots/commands/confirm-spot/confirm-spot.command.js';
import { DeclineSpotCommand } from '../../applications/spots/commands/decline-spot/decline-spot.command.js';
import type { People, Person } from './demo-accounts.js';
import type { Sprint, Sprints } from './demo-events.js';

interface ApplicationPlan {
  sprint: Sprint;
  applicant: Person;
  role: ApplicationRole;
  shortAnswer: string;
  linkedinUrl?: string;
  /** The admin's decisions, in order (none: still pending as sent). */
  decisions: StaffStatus[];
  /** The applicant's answer to the spot an approval before the sprint asks them to confirm. */
  spot?: 'confirm' | 'decline';
}

/**
 * Every status on the admin's Applications tab, with histories of one to three changes: decided
 * once, decided then reversed, sent back to pending. The completed sprint's applications were all
 * decided while it ran. Only the approved take part (attach and submit projects).
 */
export const APPLICATIONS: ApplicationPlan[] = [
  {
    sprint: 'completed',
    applicant: 'pat',
    role: 'Dev',
    shortAnswer: 'I build data pipelines for freight companies and want to turn one into a product.',
    linkedinUrl: 'https://www.linkedin.com/in/demo-pat-rivera',
    decisions: ['approved'],
  },
  {
    sprint: 'completed',
    applicant: 'bea',
    role: 'PM',
    shortAnswer: 'Eight years in energy trading; I know which numbers a grid operator looks at first.',
    decisions: ['approved'],
  },
  {
    sprint: 'completed',
    applicant: 'chidi',
    role: 'Designer',
    shortAnswer: 'Product designer for field tools; I test with the people who use them.',
    decisions: ['rejected', 'approved'],
  },
  {
    sprint: 'completed',
    applicant: 'eli',
    role: 'Dev',
    shortAnswer: 'Backend developer at a utility; I would rather build with a team than alone.',
    decisions: ['approved'],
  },
  {
    sprint: 'completed',
    applicant: 'dara',
    role: 'Other',
    shortAnswer: 'Curious about climate tech, no project in mind yet.',
    decisions: ['rejected'],
  },
  {
    sprint: 'active',
    applicant: 'pat',
    role: 'Dev',
    shortAnswer: 'Back for another one: this time clinic scheduling.',
    linkedinUrl: 'https://www.linkedin.com/in/demo-pat-rivera',
    decisions: ['approved'],
  },
  {
    sprint: 'active',
    applicant: 'bea',
    role: 'PM',
    shortAnswer: 'My mother is a carer; I want to build what she is missing.',
    decisions: ['approved'],
  },
  {
    sprint: 'active',
    applicant: 'chidi',
    role: 'Designer',
    shortAnswer: 'I redesigned a hospital intake form last year and would like to go further.',
    decisions: ['approved', 'pending'],
  },
  {
    sprint: 'active',
    applicant: 'dara',
    role: 'Dev',
    shortAnswer: 'Backend developer, Go and PostgreSQL.',
    decisions: ['rejected'],
  },
  {
    sprint: 'active',
    applicant: 'eli',
    role: 'Dev',
    shortAnswer: 'Mobile developer; I want to make follow-up reminders that people do not ignore.',
    decisions: [],
  },
  {
    sprint: 'upcoming',
    applicant: 'pat',
    role: 'Dev',
    shortAnswer: 'Payments are my day job; I would like to try lending.',
    decisions: [],
  },
  {
    sprint: 'active',
    applicant: 'fay',
    role: 'Designer',
    shortAnswer: 'Service designer in two hospitals; looking for a team that needs one.',
    decisions: ['approved'],
  },
  {
    sprint: 'upcoming',
    applicant: 'fay',
    role: 'PM',
    shortAnswer: 'I run the books of three small shops and know their pain first-hand.',
    decisions: ['approved'],
    spot: 'confirm',
  },
  {
    sprint: 'upcoming',
    applicant: 'eli',
    role: 'Other',
    shortAnswer: 'Accountant learning to code.',
    decisions: ['approved'],
    spot: 'decline',
  },
  {
    sprint: 'upcoming',
    applicant: 'chidi',
    role: 'Designer',
    shortAnswer: 'I design checkout flows for a payments company and would like to see lending from the inside.',
    decisions: ['waitlisted'],
  },
];

/**
 * Each applicant applies; the admin reviews (status, history row and decision email, per change);
 * approved for the upcoming sprint, the applicant confirms or declines the spot.
 */
export async function applyAndReview(app: INestApplicationContext, people: People, sprints: Sprints): Promise<void> {
  const commands = app.get(CommandBus);
  for (const plan of APPLICATIONS) {
    const id = await commands.execute(
      new SubmitApplicationCommand(
        people[plan.applicant],
        sprints[plan.sprint].id,
        plan.linkedinUrl ?? null,
        plan.role,
        plan.shortAnswer,
      ),
    );
    // A new application's stream is at version 1; each change answers the next.
    let version = 1;
    for (const status of plan.decisions) {
      version = await commands.execute(new ChangeApplicationStatusCommand(people.admin, id, status, version));
    }
    if (plan.spot === 'confirm') await commands.execute(new ConfirmSpotCommand(people[plan.applicant], id));
    if (plan.spot === 'decline') await commands.execute(new DeclineSpotCommand(people[plan.applicant], id));
  }
}
