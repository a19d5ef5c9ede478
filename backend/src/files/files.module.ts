import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UsersModule } from '../users/users.module.js';
import { DueWorkSources } from '../notifications/schedule/due-work-sources.js';
import { AvatarController } from './avatar.controller.js';
import { ChangeAvatarHandler } from './commands/change-avatar/change-avatar.handler.js';
import { DeleteStoredObjectsOnFileDeleted } from './commands/change-avatar/delete-stored-objects.handler.js';
import { StageUploadHandler } from './commands/stage-upload/stage-upload.handler.js';
import { SweepStagedFilesHandler } from './commands/sweep-staged-files/sweep-staged-files.handler.js';
import { FileAccess } from './file-access.js';
import { FileAttachments } from './file-attachments.js';
import { FileRepository } from './file.repository.js';
import { FileServing } from './file-serving.js';
import { FilesController } from './files.controller.js';
import { FILES_ENTITIES } from './files.entities.js';
import { StagedFileSweep } from './staged-file-sweep.js';
import { UploadPipeline } from './upload-pipeline.js';

/**
 * Uploads (issue 31): checked and stored through FileStorage, staged until the command that uses
 * them attaches them, swept after 24 h by the one scheduler, read with the access of their record
 * (FileAccess, the port the owning features register their policies with).
 */
@Module({
  imports: [MikroOrmModule.forFeature(FILES_ENTITIES), UsersModule],
  controllers: [FilesController, AvatarController],
  providers: [
    FileRepository,
    FileAccess,
    FileAttachments,
    FileServing,
    UploadPipeline,
    StagedFileSweep,
    StageUploadHandler,
    SweepStagedFilesHandler,
    ChangeAvatarHandler,
    DeleteStoredObjectsOnFileDeleted,
  ],
  exports: [FileAccess, FileAttachments],
})
export class FilesModule implements OnModuleInit {
  constructor(
    private readonly dueWork: DueWorkSources,
    private readonly sweep: StagedFileSweep,
  ) {}

  onModuleInit(): void {
    this.dueWork.register(this.sweep);
  }
}
