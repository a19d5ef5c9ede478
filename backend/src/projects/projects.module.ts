import { Module } from '@nestjs/common';
import { CreateProjectHandler, UpdateProjectHandler } from './commands/edit-project.commands.js';
import { AttachProjectHandler, DetachProjectHandler } from './commands/event-link.commands.js';
import { SubmitProjectHandler } from './commands/submit-project.command.js';
import { AddWinnerHandler, RemoveWinnerHandler } from './commands/winner.commands.js';
import { ProjectsController } from './projects.controller.js';
import {
  GetMyEventProjectHandler,
  GetMyProjectCountsHandler,
  GetMyProjectHandler,
  ListAttachableEventsHandler,
  ListMyProjectsHandler,
} from './queries/my-project.queries.js';
import {
  GetProjectStatsHandler,
  GetSubmissionHandler,
  ListEventWinnersHandler,
  ListSubmissionsHandler,
} from './queries/staff.queries.js';
import { SubmissionsAdminController } from './submissions-admin.controller.js';

@Module({
  controllers: [ProjectsController, SubmissionsAdminController],
  providers: [
    CreateProjectHandler,
    UpdateProjectHandler,
    AttachProjectHandler,
    DetachProjectHandler,
    SubmitProjectHandler,
    AddWinnerHandler,
    RemoveWinnerHandler,
    ListMyProjectsHandler,
    GetMyProjectHandler,
    GetMyEventProjectHandler,
    ListAttachableEventsHandler,
    GetMyProjectCountsHandler,
    ListSubmissionsHandler,
    GetSubmissionHandler,
    ListEventWinnersHandler,
    GetProjectStatsHandler,
  ],
})
export class ProjectsModule {}
