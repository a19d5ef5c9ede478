import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EventDependents } from '../events/event-dependents.js';
import { EventsModule } from '../events/events.module.js';
import { FileAccess } from '../files/file-access.js';
import { FilesModule } from '../files/files.module.js';
import { UsersModule } from '../users/users.module.js';
import { AttachProjectHandler } from './commands/attach-project/attach-project.handler.js';
import { ChangePitchDeckHandler } from './commands/change-pitch-deck/change-pitch-deck.handler.js';
import { ChangeProjectImagesHandler } from './commands/change-project-images/change-project-images.handler.js';
import { CreateProjectHandler } from './commands/create-project/create-project.handler.js';
import { DetachProjectHandler } from './commands/detach-project/detach-project.handler.js';
import { RefreshStatusesOnEventDeleted } from './commands/refresh-project-statuses/on-event-deleted.handler.js';
import { RefreshProjectStatusesHandler } from './commands/refresh-project-statuses/refresh-project-statuses.handler.js';
import { SubmitProjectHandler } from './commands/submit-project/submit-project.handler.js';
import { UpdateProjectHandler } from './commands/update-project/update-project.handler.js';
import { ProjectRowsOfEvent } from './event-dependents.counter.js';
import { EventSubmissions } from './event-submissions.js';
import { ProjectAnalytics } from './project-analytics.js';
import { ProjectFileAccess } from './project-file-access.js';
import { ProjectFiles } from './project-files.js';
import { ProjectMembers } from './project-members.js';
import { ProjectTeam } from './project-team.js';
import { ProjectTitles } from './project-titles.js';
import { ProjectRepository } from './project.repository.js';
import { ProjectsController } from './projects.controller.js';
import { PROJECTS_ENTITIES } from './projects.entities.js';
import { GetMyEventProjectHandler } from './queries/get-my-event-project/get-my-event-project.handler.js';
import { GetMyProjectCountsHandler } from './queries/get-my-project-counts/get-my-project-counts.handler.js';
import { GetMyProjectHandler } from './queries/get-my-project/get-my-project.handler.js';
import { GetProjectStatsHandler } from './queries/get-project-stats/get-project-stats.handler.js';
import { GetSubmissionHandler } from './queries/get-submission/get-submission.handler.js';
import { ListAttachableEventsHandler } from './queries/list-attachable-events/list-attachable-events.handler.js';
import { ListMyProjectsHandler } from './queries/list-my-projects/list-my-projects.handler.js';
import { ListSubmissionsHandler } from './queries/list-submissions/list-submissions.handler.js';
import { ProjectViews } from './queries/project-views.js';
import { RosterRepository } from './roster.repository.js';
import { ReviewedSubmissions } from './reviewed-submissions.js';
import { SubmissionJudges } from './submission-judges.js';
import { SubmissionRepository } from './submission.repository.js';
import { SubmissionVentures } from './submission-ventures.js';
import { VentureCohortEntries } from './venture-cohort-entries.js';
import { VentureEntries } from './venture-entries.js';
import { EventVentures } from './event-ventures.js';
import { SubmissionsAdminController } from './submissions-admin.controller.js';
import { TeamEntryRules } from './team-entry-rules.js';

@Module({
  imports: [MikroOrmModule.forFeature(PROJECTS_ENTITIES), EventsModule, UsersModule, ApplicationsModule, FilesModule],
  controllers: [ProjectsController, SubmissionsAdminController],
  providers: [
    ProjectAnalytics,
    ProjectMembers,
    ProjectRepository,
    ProjectFiles,
    ProjectFileAccess,
    ChangePitchDeckHandler,
    ChangeProjectImagesHandler,
    RosterRepository,
    TeamEntryRules,
    SubmissionRepository,
    SubmissionJudges,
    SubmissionVentures,
    VentureEntries,
    VentureCohortEntries,
    EventVentures,
    ReviewedSubmissions,
    ProjectTeam,
    ProjectViews,
    ProjectRowsOfEvent,
    CreateProjectHandler,
    UpdateProjectHandler,
    AttachProjectHandler,
    DetachProjectHandler,
    SubmitProjectHandler,
    RefreshProjectStatusesHandler,
    RefreshStatusesOnEventDeleted,
    ListMyProjectsHandler,
    GetMyProjectHandler,
    GetMyEventProjectHandler,
    ListAttachableEventsHandler,
    GetMyProjectCountsHandler,
    ListSubmissionsHandler,
    GetSubmissionHandler,
    GetProjectStatsHandler,
    ProjectTitles,
    EventSubmissions,
  ],
  exports: [
    ProjectAnalytics,
    ProjectMembers,
    ProjectTitles,
    EventSubmissions,
    SubmissionJudges,
    // For ventures: which venture a submission joins, and the entries and teams of ventures.
    SubmissionVentures,
    VentureEntries,
    VentureCohortEntries,
    EventVentures,
    ReviewedSubmissions,
    // For teams, which decides who is on a project's team and records it here.
    ProjectRepository,
    RosterRepository,
    SubmissionRepository,
    ProjectTeam,
    TeamEntryRules,
  ],
})
export class ProjectsModule implements OnModuleInit {
  constructor(
    private readonly dependents: EventDependents,
    private readonly rowsOfEvent: ProjectRowsOfEvent,
    private readonly fileAccess: FileAccess,
    private readonly projectFileAccess: ProjectFileAccess,
  ) {}

  /** What of projects' goes with a deleted event is counted for its audit entry (contracts.md). */
  onModuleInit(): void {
    this.dependents.register((eventId) => this.rowsOfEvent.count(eventId));
    // Who reads a project's deck and images (issue 31).
    this.fileAccess.register(this.projectFileAccess);
  }
}
