import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EventDependents } from '../events/event-dependents.js';
import { JudgeRemovalParticipants } from '../events/judge-removal-participants.js';
import { EventsModule } from '../events/events.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ReviewedSubmissions } from '../projects/reviewed-submissions.js';
import { SubmissionJudges } from '../projects/submission-judges.js';
import { UsersModule } from '../users/users.module.js';
import { JUDGING_ENTITIES } from './judging.entities.js';
import { AssignedJudges } from './assigned-judges.js';
import { AddAssignmentHandler } from './commands/add-assignment/add-assignment.handler.js';
import { AssignSubmissionsHandler } from './commands/assign-submissions/assign-submissions.handler.js';
import { JudgingPhaseChange } from './commands/change-judging-phase/judging-phase-change.js';
import { CloseJudgingHandler } from './commands/close-judging/close-judging.handler.js';
import { DeclareConflictHandler } from './commands/declare-conflict/declare-conflict.handler.js';
import { OpenJudgingHandler } from './commands/open-judging/open-judging.handler.js';
import { PublishResultsHandler } from './commands/publish-results/publish-results.handler.js';
import { WithdrawResultsHandler } from './commands/withdraw-results/withdraw-results.handler.js';
import { RecuseFromAssignmentHandler } from './commands/recuse-from-assignment/recuse-from-assignment.handler.js';
import { RemoveAssignmentHandler } from './commands/remove-assignment/remove-assignment.handler.js';
import { ReopenJudgingHandler } from './commands/reopen-judging/reopen-judging.handler.js';
import { SetJudgingCloseDateHandler } from './commands/set-judging-close-date/set-judging-close-date.handler.js';
import { SaveScoreSheetHandler } from './commands/save-score-sheet/save-score-sheet.handler.js';
import { JudgingRowsOfEvent } from './event-dependents.counter.js';
import { EventJudgingRepository } from './event-judging.repository.js';
import { JudgeAssignmentRepository } from './judge-assignment.repository.js';
import { JudgeConflictRepository } from './judge-conflict.repository.js';
import { JudgingAdminController } from './judging-admin.controller.js';
import { JudgingController } from './judging.controller.js';
import { JudgingFacts } from './judging-facts.js';
import { JudgingReminderRecipients } from './judging-reminder-recipients.js';
import { JudgingViews } from './judging-views.js';
import { ExportScoresHandler } from './queries/export-scores/export-scores.handler.js';
import { GetJudgingProgressHandler } from './queries/get-judging-progress/get-judging-progress.handler.js';
import { GetJudgingQueueHandler } from './queries/get-judging-queue/get-judging-queue.handler.js';
import { GetMyJudgingProgressHandler } from './queries/get-my-judging-progress/get-my-judging-progress.handler.js';
import { GetScoreSheetHandler } from './queries/get-score-sheet/get-score-sheet.handler.js';
import { ListConflictsHandler } from './queries/list-conflicts/list-conflicts.handler.js';
import { ListJudgingTeamsHandler } from './queries/list-judging-teams/list-judging-teams.handler.js';
import { GetLeaderboardHandler } from './queries/get-leaderboard/get-leaderboard.handler.js';
import { GetMyResultsHandler } from './queries/get-my-results/get-my-results.handler.js';
import { ListLeaderboardsHandler } from './queries/list-leaderboards/list-leaderboards.handler.js';
import { SuggestWinnersHandler } from './queries/suggest-winners/suggest-winners.handler.js';
import { Recusal } from './recusal.js';
import { RemovedJudgeAssignments } from './removed-judge-assignments.js';
import { CountedSheets } from './results/counted-sheets.js';
import { EventResults } from './results/event-results.js';
import { EventWinners } from './results/event-winners.js';
import { AddWinnerHandler } from './results/commands/add-winner/add-winner.handler.js';
import { RemoveWinnerHandler } from './results/commands/remove-winner/remove-winner.handler.js';
import { ListEventWinnersHandler } from './results/queries/list-event-winners/list-event-winners.handler.js';
import { WinnerRepository } from './results/winner.repository.js';
import { WinnersAdminController } from './results/winners-admin.controller.js';
import { ResultsController } from './results.controller.js';
import { ReturningVentures } from './returning-ventures.js';
import { JudgingAnalytics } from './judging-analytics.js';
import { EntryStandings } from './entry-standings.js';
import { JudgedEntries } from './results/judged-entries.js';

/**
 * Judging (issue 15, judging.md): phases, assignments, conflicts of interest, score sheets, staff
 * progress; results (issue 16) and the winners staff pick from them.
 */
@Module({
  imports: [MikroOrmModule.forFeature(JUDGING_ENTITIES), EventsModule, ProjectsModule, UsersModule],
  controllers: [JudgingController, JudgingAdminController, ResultsController, WinnersAdminController],
  // EntryStandings: for ventures (an entry's published rank and place, the judging phase).
  // JudgedEntries: for insights (counted sheets per criterion, normalised scores, judges' totals).
  // JudgingReminderRecipients: for reminders (open judging's dates, judges with unscored assignments).
  exports: [JudgingAnalytics, EntryStandings, ReturningVentures, JudgedEntries, JudgingReminderRecipients],
  providers: [
    JudgingReminderRecipients,
    ReturningVentures,
    JudgingAnalytics,
    EntryStandings,
    JudgedEntries,
    EventJudgingRepository,
    JudgeAssignmentRepository,
    JudgeConflictRepository,
    JudgingFacts,
    JudgingViews,
    JudgingPhaseChange,
    JudgingRowsOfEvent,
    AssignedJudges,
    RemovedJudgeAssignments,
    Recusal,
    OpenJudgingHandler,
    CloseJudgingHandler,
    ReopenJudgingHandler,
    SetJudgingCloseDateHandler,
    AssignSubmissionsHandler,
    AddAssignmentHandler,
    RemoveAssignmentHandler,
    DeclareConflictHandler,
    RecuseFromAssignmentHandler,
    SaveScoreSheetHandler,
    GetJudgingQueueHandler,
    GetMyJudgingProgressHandler,
    GetScoreSheetHandler,
    GetJudgingProgressHandler,
    ListConflictsHandler,
    ListJudgingTeamsHandler,
    ExportScoresHandler,
    CountedSheets,
    EventResults,
    PublishResultsHandler,
    WithdrawResultsHandler,
    GetLeaderboardHandler,
    ListLeaderboardsHandler,
    GetMyResultsHandler,
    SuggestWinnersHandler,
    WinnerRepository,
    EventWinners,
    AddWinnerHandler,
    RemoveWinnerHandler,
    ListEventWinnersHandler,
  ],
})
export class JudgingModule implements OnModuleInit {
  constructor(
    private readonly dependents: EventDependents,
    private readonly rowsOfEvent: JudgingRowsOfEvent,
    private readonly submissionJudges: SubmissionJudges,
    private readonly reviewedSubmissions: ReviewedSubmissions,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly assignedJudges: AssignedJudges,
    private readonly judgeRemovals: JudgeRemovalParticipants,
    private readonly removedJudgeAssignments: RemovedJudgeAssignments,
  ) {}

  /**
   * What of judging's goes with a deleted event is counted for its audit entry (contracts.md); a
   * judge taken off an event loses their assignments in the same transaction.
   */
  onModuleInit(): void {
    this.dependents.register((eventId) => this.rowsOfEvent.count(eventId));
    // Teams refuse a judge joining the team whose submission they score.
    this.submissionJudges.register((submissionId) => this.assignedJudges.of(submissionId));
    // The dashboards' 'Pending' counts the submissions still short of their reviews.
    this.reviewedSubmissions.register(() => this.assignments.countFullyReviewed());
    this.judgeRemovals.register((tx, removed) => this.removedJudgeAssignments.end(tx, removed));
  }
}
