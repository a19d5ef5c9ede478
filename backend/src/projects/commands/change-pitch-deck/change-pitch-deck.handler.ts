import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileAttachments } from '../../../files/file-attachments.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertMember } from '../../project-access.js';
import { ProjectFiles } from '../../project-files.js';
import { type ProjectFileData, ProjectPitchDeckChanged } from '../../project.events.js';
import { ProjectRepository } from '../../project.repository.js';
import { RosterRepository } from '../../roster.repository.js';
import { ChangePitchDeckCommand } from './change-pitch-deck.command.js';

/**
 * Any team member, in one transaction with the project locked: the new deck is attached, the
 * project points at it (version moved on, audited), and the previous deck is deleted unless a
 * submission's snapshot names it (submitted means frozen); its stored objects go after commit.
 */
@CommandHandler(ChangePitchDeckCommand)
export class ChangePitchDeckHandler implements ICommandHandler<ChangePitchDeckCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
    private readonly attachments: FileAttachments,
    private readonly files: ProjectFiles,
  ) {}

  execute({ userId, projectId, fileId }: ChangePitchDeckCommand): Promise<void> {
    return this.transaction.run(userId, async (tx) => {
      const project = assertMember(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, userId),
      );
      const previous = project.pitch_deck;
      if ((previous?.file_id ?? null) === fileId) return;

      let next: ProjectFileData | null = null;
      if (fileId !== null) {
        const file = await this.attachments.attach(tx, {
          fileId,
          ownerId: userId,
          purpose: 'pitch_deck',
          recordId: projectId,
        });
        next = { file_id: file.id, name: file.name, size_bytes: file.sizeBytes };
      }
      await this.files.set(projectId, { pitchDeck: next });
      tx.record(new ProjectPitchDeckChanged(projectId, { from: previous, to: next }), project.version);
      if (previous) {
        await this.files.release(tx, {
          fileId: previous.file_id,
          purpose: 'pitch_deck',
          projectId,
          reason: next ? 'replaced' : 'removed',
        });
      }
    });
  }
}
