import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkRubricScores } from '../../../common/panel-review/rubric.js';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import {
  AssignmentNotFound,
  JudgingNotOpen,
  NotAssigned,
  SheetChanged,
  SheetIncomplete,
  UnknownCriterion,
} from '../../judging.errors.js';
import { ScoreSheetSaved } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import type { ScoreSheetDto } from '../../judging-views.dto.js';
import { SaveScoreSheetCommand } from './save-score-sheet.command.js';

/**
 * 'Save Scores': only the assigned judge while they still judge the event without a conflict with
 * the team (403 otherwise), only while judging is open, only a
 * complete sheet (the missing criteria named), and only over the version the judge loaded (409).
 * Each save records the old and the new scores.
 */
@CommandHandler(SaveScoreSheetCommand)
export class SaveScoreSheetHandler implements ICommandHandler<SaveScoreSheetCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  execute({ judgeId, assignmentId, sheet }: SaveScoreSheetCommand): Promise<ScoreSheetDto> {
    return this.transaction.run(judgeId, async (tx) => {
      const found = await this.assignments.find(assignmentId);
      if (!found) throw new AssignmentNotFound();
      if (found.judgeId !== judgeId) throw new NotAssigned();
      // The event's judging row, then the assignment: the order every judging command locks in.
      // Held until commit: Close Judging waits for a save under way, and a save after it sees `closed`.
      const phase = await this.judging.phaseHeld(found.eventId);
      const assignment = await this.assignments.lockForChange(assignmentId);
      if (!assignment) throw new AssignmentNotFound();
      if (assignment.state === 'recused') throw new NotAssigned();
      // Asked with the event's judging row held: a removal that committed first is seen here.
      const [submission, { sameDomainConflicts }] = await Promise.all([
        this.submissions.byIds([assignment.submissionId]).then((byId) => byId.get(assignment.submissionId)!),
        this.judging.find(assignment.eventId),
      ]);
      await this.facts.assertMayJudge(judgeId, submission, sameDomainConflicts);
      if (phase !== 'open') throw new JudgingNotOpen();

      const criteria = await this.setup.criteria(assignment.eventId);
      const checked = checkRubricScores(criteria, sheet.scores);
      if (!checked.ok && checked.missing.length > 0) {
        const { missing } = checked;
        throw new SheetIncomplete(
          missing.map((criterion) => criterion.label),
          missing.map((criterion) => ({ field: `scores.${criterion.id}`, reason: `${criterion.label} is not scored` })),
        );
      }
      if (!checked.ok) {
        throw new UnknownCriterion(
          checked.unknown.map((criterionId) => ({
            field: `scores.${criterionId}`,
            reason: 'not a criterion of this event',
          })),
        );
      }
      const { scores, total } = checked;

      const before = assignment.sheet;
      if ((before?.version ?? 0) !== sheet.expectedVersion) throw new SheetChanged();
      const saved = await this.assignments.saveSheet(assignmentId, assignment.eventId, sheet.expectedVersion, {
        scores,
        total,
        noteToStaff: sheet.noteToStaff,
        feedback: sheet.feedback,
      });
      if (!saved) throw new SheetChanged();
      tx.record(
        new ScoreSheetSaved(assignmentId, {
          eventId: assignment.eventId,
          submissionId: assignment.submissionId,
          projectId: submission.projectId,
          judgeId,
          from: before ? { scores: before.scores, total: before.total } : null,
          to: { scores, total },
          noteToStaffChanged: (before?.noteToStaff ?? null) !== sheet.noteToStaff,
          feedbackChanged: (before?.feedback ?? null) !== sheet.feedback,
        }),
      );
      return {
        assignmentId,
        scores: criteria.map((criterion) => ({ criterionId: criterion.id, score: scores[criterion.id] })),
        total,
        noteToStaff: saved.noteToStaff,
        feedback: saved.feedback,
        version: saved.version,
        savedAt: saved.savedAt.toISOString(),
      };
    });
  }
}
