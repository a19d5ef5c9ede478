import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileAttachments } from '../../../files/file-attachments.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertMember } from '../../project-access.js';
import { ProjectFiles } from '../../project-files.js';
import { ProjectImageFilesChanged, type ProjectImageFileData } from '../../project.events.js';
import { ProjectRepository } from '../../project.repository.js';
import { RosterRepository } from '../../roster.repository.js';
import { ChangeProjectImagesCommand } from './change-project-images.command.js';

/**
 * Any team member, in one transaction with the project locked: images new to the project are
 * attached, the list is set (version moved on, audited), and the images left out are deleted
 * unless a submission's snapshot names them; their stored objects go after commit.
 */
@CommandHandler(ChangeProjectImagesCommand)
export class ChangeProjectImagesHandler implements ICommandHandler<ChangeProjectImagesCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
    private readonly attachments: FileAttachments,
    private readonly files: ProjectFiles,
  ) {}

  execute({ userId, projectId, images }: ChangeProjectImagesCommand): Promise<void> {
    return this.transaction.run(userId, async (tx) => {
      const project = assertMember(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, userId),
      );
      const previous = project.image_files;
      const next: ProjectImageFileData[] = images.map(({ fileId, alt }) => ({ file_id: fileId, alt }));
      if (JSON.stringify(previous) === JSON.stringify(next)) return;

      const kept = new Set(previous.map((image) => image.file_id));
      for (const image of next) {
        if (kept.has(image.file_id)) continue;
        await this.attachments.attach(tx, {
          fileId: image.file_id,
          ownerId: userId,
          purpose: 'project_image',
          recordId: projectId,
        });
      }
      await this.files.set(projectId, { imageFiles: next });
      tx.record(new ProjectImageFilesChanged(projectId, { from: previous, to: next }), project.version);
      const listed = new Set(next.map((image) => image.file_id));
      for (const image of previous) {
        if (listed.has(image.file_id)) continue;
        await this.files.release(tx, { fileId: image.file_id, purpose: 'project_image', projectId, reason: 'removed' });
      }
    });
  }
}
