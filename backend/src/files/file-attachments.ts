import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { FileRepository } from './file.repository.js';
import { UploadNotAttachable, UploadNotFound } from './files.errors.js';
import { FileAttached, FileDeleted } from './files.events.js';
import type { FilePurpose } from './uploaded-file.entity.js';

export type { FilePurpose };

/** What a record keeps of a file it attached. */
export interface AttachedFile {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

const WHAT: Record<FilePurpose, string> = {
  pitch_deck: 'a pitch deck',
  project_image: 'a project image',
  avatar: 'an avatar',
  milestone_evidence: 'milestone evidence',
};

/**
 * The port through which an owning feature (projects: decks and images) attaches staged uploads
 * and deletes the files it no longer uses, inside its own command's transaction: the files table
 * stays this feature's. A deleted file's stored objects go once its FileDeleted has committed.
 */
@Injectable()
export class FileAttachments {
  constructor(
    private readonly files: FileRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Attaches a staged upload of `ownerId` uploaded for `purpose` to the record. 404 when it is not
   * the owner's (or deleted), 409 when of another purpose or in use already.
   */
  async attach(
    tx: TransactionScope,
    { fileId, ownerId, purpose, recordId }: { fileId: string; ownerId: string; purpose: FilePurpose; recordId: string },
  ): Promise<AttachedFile> {
    const file = await this.files.lockForUpdate(fileId);
    if (!file || file.ownerId !== ownerId || file.state === 'deleted') throw new UploadNotFound();
    if (file.purpose !== purpose) throw new UploadNotAttachable(`This file was not uploaded as ${WHAT[purpose]}`);
    if (file.state !== 'staged') throw new UploadNotAttachable('This file is in use already');
    await this.files.attach(fileId, this.clock.now());
    tx.record(new FileAttached(fileId, { purpose, recordId }));
    return { id: file.id, name: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes };
  }

  /** Deletes an attached file the record no longer uses (its stored objects after commit). */
  async delete(
    tx: TransactionScope,
    {
      fileId,
      purpose,
      recordId,
      reason,
    }: { fileId: string; purpose: FilePurpose; recordId: string; reason: 'replaced' | 'removed' },
  ): Promise<void> {
    if (await this.files.markDeleted(fileId)) tx.record(new FileDeleted(fileId, { purpose, recordId, reason }));
  }
}
