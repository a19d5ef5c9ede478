import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AssignSubmissionsCommand } from '../../judging/commands/assign-submissions/assign-submissions.command.js';
import { CloseJudgingCommand } from '../../judging/commands/close-judging/close-judging.command.js';
import { OpenJudgingCommand } from '../../judging/commands/open-judging/open-judging.command.js';
import { PublishResultsCommand } from '../../judging/commands/publish-results/publish-results.command.js';
import { SaveScoreSheetCommand } from '../../judging/commands/save-score-sheet/save-score-sheet.command.js';
import { GetJudgingProgressQuery } from '../../judging/queries/get-judging-progress/get-judging-progress.query.js';
import { GetJudgingQueueQuery } from '../../judging/queries/get-judging-queue/get-judging-queue.query.js';
import { GetScoreSheetQuery } from '../../judging/queries/get-score-sheet/get-score-sheet.query.js';
import type { People, Person } from './demo-accounts.js';
import type { Sprint, Sprints } from './demo-events.js';

interface JudgingPlan {
  sprint: Sprint;
  reviewsPerSubmission: number;
  /** Judges who score every submission assigned to them; the others leave theirs 'To score'. */
  scoring: Person[];
  close: boolean;
  /** After closing: 'Publish Results' (leaderboards, team results and their emails). */
  publish?: boolean;
}

/**
 * The completed sprint was judged by both its judges, judging closed and results published; the
 * running sprint's judging is open with its one submission waiting for its judge.
 */
export const JUDGING: JudgingPlan[] = [
  { sprint: 'completed', reviewsPerSubmission: 2, scoring: ['judge', 'judge2'], close: true, publish: true },
  { sprint: 'active', reviewsPerSubmission: 1, scoring: [], close: false },
];

/** A varied but repeatable score (1-5) per judge, project and criterion. */
function scoreFor(judge: string, project: string, criterion: string): number {
  let hash = 0;
  for (const char of judge + project + criterion) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 2 + (hash % 4);
}

/** Staff open judging and assign; judges score their queue through Save Scores; staff close it. */
export async function judgeSubmissions(
  app: INestApplicationContext,
  people: People,
  sprints: Sprints,
): Promise<number> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  let sheets = 0;
  for (const plan of JUDGING) {
    const eventId = sprints[plan.sprint].id;
    const { version } = await queries.execute(new GetJudgingProgressQuery(eventId));
    await commands.execute(new OpenJudgingCommand(people.organizer, eventId, version));
    await commands.execute(new AssignSubmissionsCommand(people.organizer, eventId, plan.reviewsPerSubmission, true));
    for (const judge of plan.scoring) {
      const queue = await queries.execute(new GetJudgingQueueQuery(people[judge], eventId));
      for (const assignment of queue.events.flatMap((event) => event.assignments)) {
        const view = await queries.execute(new GetScoreSheetQuery(people[judge], assignment.projectId, eventId));
        const scores = view.criteria.map(({ id }) => ({
          criterionId: id,
          score: scoreFor(judge, view.submission.title, id),
        }));
        await commands.execute(
          new SaveScoreSheetCommand(people[judge], assignment.assignmentId, {
            scores,
            noteToStaff: null,
            feedback: `Clear problem and a working demo: talk to ${view.submission.title}'s first customers next.`,
            expectedVersion: 0,
          }),
        );
        sheets += 1;
      }
    }
    if (plan.close) {
      // Each phase change and assignment run moves the version on: close with the one the tab shows now.
      const current = await queries.execute(new GetJudgingProgressQuery(eventId));
      const closed = await commands.execute(new CloseJudgingCommand(people.organizer, eventId, current.version));
      if (plan.publish) await commands.execute(new PublishResultsCommand(people.organizer, eventId, closed.version));
    }
  }
  return sheets;
}
