import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { FileAccess } from '../files/file-access.js';
import { FilesModule } from '../files/files.module.js';
import { EventsModule } from '../events/events.module.js';
import { JudgingModule } from '../judging/judging.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SubmissionVentures } from '../projects/submission-ventures.js';
import { UsersModule } from '../users/users.module.js';
import { CheckinRepository } from './checkin.repository.js';
import { AttachMilestoneEvidenceHandler } from './commands/attach-milestone-evidence/attach-milestone-evidence.handler.js';
import { AddMilestoneHandler } from './commands/add-milestone/add-milestone.handler.js';
import { EditMilestoneHandler } from './commands/edit-milestone/edit-milestone.handler.js';
import { MergeVenturesHandler } from './commands/merge-ventures/merge-ventures.handler.js';
import { MoveEntryHandler } from './commands/move-entry/move-entry.handler.js';
import { RelinkEntryHandler } from './commands/relink-entry/relink-entry.handler.js';
import { RemoveMilestoneHandler } from './commands/remove-milestone/remove-milestone.handler.js';
import { RemoveMilestoneEvidenceHandler } from './commands/remove-milestone-evidence/remove-milestone-evidence.handler.js';
import { RemoveVentureMemberHandler } from './commands/remove-venture-member/remove-venture-member.handler.js';
import { UpdateVentureHandler } from './commands/update-venture/update-venture.handler.js';
import { VerifyMilestoneHandler } from './commands/verify-milestone/verify-milestone.handler.js';
import { MilestoneRepository } from './milestone.repository.js';
import { MilestoneEvidenceAccess } from './milestone-evidence-access.js';
import { GetVentureHandler } from './queries/get-venture/get-venture.handler.js';
import { VenturePageRecords } from './queries/get-venture/venture-page-records.js';
import { ListMyVenturesHandler } from './queries/list-my-ventures/list-my-ventures.handler.js';
import { ListVentureChoicesHandler } from './queries/list-venture-choices/list-venture-choices.handler.js';
import { VentureViews } from './queries/venture-views.js';
import { VentureSummaryRepository } from './read-model/venture-summary.repository.js';
import { SubmissionVentureLinks } from './submission-venture-linker.js';
import { VentureRepository } from './venture.repository.js';
import { VentureNames } from './venture-names.js';
import { VentureAccess } from './venture-access.js';
import { VentureDirectory } from './venture-directory.js';
import { VentureMembership } from './venture-membership.js';
import { VenturesAdminController } from './ventures-admin.controller.js';
import { VenturesController } from './ventures.controller.js';
import { VENTURES_ENTITIES } from './ventures.entities.js';

/**
 * Ventures across sprints (issue 27, ventures.md): a venture's entries (the submissions that name
 * it), members (derived from those projects' teams), milestones, check-ins and derived stage. It
 * builds on projects (entries and teams), events and judging (phase and published results), and
 * tells projects at start which venture a submission joins.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(VENTURES_ENTITIES),
    ProjectsModule,
    EventsModule,
    UsersModule,
    JudgingModule,
    FilesModule,
  ],
  controllers: [VenturesController, VenturesAdminController],
  providers: [
    VentureRepository,
    MilestoneRepository,
    CheckinRepository,
    VentureMembership,
    VentureAccess,
    VentureViews,
    VenturePageRecords,
    VentureSummaryRepository,
    VentureDirectory,
    VentureNames,
    SubmissionVentureLinks,
    UpdateVentureHandler,
    AddMilestoneHandler,
    EditMilestoneHandler,
    RemoveMilestoneHandler,
    AttachMilestoneEvidenceHandler,
    RemoveMilestoneEvidenceHandler,
    MilestoneEvidenceAccess,
    VerifyMilestoneHandler,
    RelinkEntryHandler,
    MoveEntryHandler,
    MergeVenturesHandler,
    RemoveVentureMemberHandler,
    ListMyVenturesHandler,
    ListVentureChoicesHandler,
    GetVentureHandler,
  ],
  // VentureDirectory: the read port for other features and the staff portfolio; the rest for the
  // check-ins (scheduler, answers) built on these tables.
  exports: [
    VentureDirectory,
    VentureNames,
    VentureRepository,
    MilestoneRepository,
    CheckinRepository,
    VentureMembership,
    VentureAccess,
    VentureSummaryRepository,
  ],
})
export class VenturesModule implements OnModuleInit {
  constructor(
    private readonly submissionVentures: SubmissionVentures,
    private readonly links: SubmissionVentureLinks,
    private readonly fileAccess: FileAccess,
    private readonly evidenceAccess: MilestoneEvidenceAccess,
  ) {}

  onModuleInit(): void {
    this.submissionVentures.register(this.links);
    // Who reads milestone evidence files (issue 31).
    this.fileAccess.register(this.evidenceAccess);
  }
}
