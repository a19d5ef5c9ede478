import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AddWinnerCommand } from '../../judging/results/commands/add-winner/add-winner.command.js';
import type { People } from './demo-accounts.js';
import type { Sprints } from './demo-events.js';
import type { ProjectName, Projects } from './demo-projects.js';

interface WinnerPlan {
  project: ProjectName;
  /** 4 = Honorable Mention. */
  place: 1 | 2 | 3 | 4;
  note: string | null;
}

/** The completed sprint's winners: first of each track, and the late submission an honorable mention. */
export const WINNERS: WinnerPlan[] = [
  { project: 'gridPulse', place: 1, note: 'Piloting with two warehouses.' },
  { project: 'carbonLedger', place: 1, note: null },
  { project: 'heatAlerts', place: 4, note: 'Submitted in the grace period.' },
];

/** The admin adds each winner on the Winners tab of the completed sprint. */
export async function awardWinners(
  app: INestApplicationContext,
  people: People,
  sprints: Sprints,
  projects: Projects,
): Promise<void> {
  const commands = app.get(CommandBus);
  for (const { project, place, note } of WINNERS) {
    const { submissionId, track } = projects[project];
    if (!submissionId || !track) throw new Error(`The demo's winner ${project} has no submission`);
    await commands.execute(new AddWinnerCommand(people.admin, sprints.completed.id, submissionId, track, place, note));
  }
}
