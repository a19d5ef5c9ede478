import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { type FilePurpose, type FileState, type FileVariant, UploadedFile } from './uploaded-file.entity.js';

/** A file as its readers see it. */
export interface FileRecord {
  id: string;
  ownerId: string;
  purpose: FilePurpose;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  originalName: string;
  width: number | null;
  height: number | null;
  variants: FileVariant[];
  state: FileState;
  createdAt: Date;
  attachedAt: Date | null;
}

export type NewFile = Omit<FileRecord, 'state' | 'createdAt' | 'attachedAt'>;

/**
 * The files table. Inside a command every method runs in its transaction; elsewhere it reads from
 * the pool.
 */
@Injectable()
export class FileRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts a staged file (flushed with the command's transaction). */
  stage(file: NewFile, createdAt: Date): void {
    const { ownerId, ...rest } = file;
    this.em.create(UploadedFile, { ...rest, owner: ownerId, state: 'staged', createdAt });
  }

  /** The file unless it was deleted. */
  async find(id: string): Promise<FileRecord | undefined> {
    const row = await this.db()
      .selectFrom('files')
      .selectAll()
      .where('id', '=', id)
      .where('state', '!=', 'deleted')
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** The file whatever its state, locked until the command ends. */
  async lockForUpdate(id: string): Promise<FileRecord | undefined> {
    const row = await this.db().selectFrom('files').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && toRecord(row);
  }

  async attach(id: string, at: Date): Promise<void> {
    await this.db().updateTable('files').set({ state: 'attached', attached_at: at }).where('id', '=', id).execute();
  }

  /** The row only: its stored objects are deleted after the command commits (see FileDeleted). */
  async markDeleted(id: string): Promise<FileRecord | undefined> {
    const row = await this.db()
      .updateTable('files')
      .set((eb) => ({ state: 'deleted', deleted_at: eb.fn<Date>('now') }))
      .where('id', '=', id)
      .where('state', '!=', 'deleted')
      .returningAll()
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Every storage key of a file (its largest size and every other), whatever its state. */
  async storageKeys(id: string): Promise<string[]> {
    const row = await this.db()
      .selectFrom('files')
      .select(['storage_key', 'variants'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? [...new Set([row.storage_key, ...row.variants.map((variant) => variant.key)])] : [];
  }

  /** Ids of staged files created before `before`, oldest first. */
  async stagedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('files')
      .select('id')
      .where('state', '=', 'staged')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Marks these files deleted if they are still staged and older than `before`, answering the
   * ones it changed (of two concurrent sweeps only one gets each file).
   */
  async deleteStaged(ids: readonly string[], before: Date): Promise<FileRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db()
      .updateTable('files')
      .set((eb) => ({ state: 'deleted', deleted_at: eb.fn<Date>('now') }))
      .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
      .where('state', '=', 'staged')
      .where('created_at', '<', before)
      .returningAll()
      .execute();
    return rows.map(toRecord);
  }

  /** Written (and committed, outside any command's transaction) before the first byte is stored. */
  async beginUpload(fileId: string, ownerId: string, at: Date): Promise<void> {
    await this.db()
      .insertInto('file_uploads_in_progress')
      .values({ file_id: fileId, owner_id: ownerId, started_at: at })
      .execute();
  }

  /** The upload is over: staged (in the staging transaction) or refused (its objects already gone). */
  async endUpload(fileId: string): Promise<void> {
    await this.db().deleteFrom('file_uploads_in_progress').where('file_id', '=', fileId).execute();
  }

  /** Uploads begun before `before` and never ended: the process died while storing them. */
  async abandonedUploads(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('file_uploads_in_progress')
      .select('file_id')
      .where('started_at', '<', before)
      .orderBy('started_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.file_id);
  }

  /** Deleted files whose stored objects were not confirmed gone, deleted before `before`. */
  async deletedWithObjects(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('files')
      .select('id')
      .where('state', '=', 'deleted')
      .where('objects_removed_at', 'is', null)
      .where('deleted_at', '<', before)
      .orderBy('deleted_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async objectsRemoved(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db()
      .updateTable('files')
      .set({ objects_removed_at: at })
      .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
      .execute();
  }

  private db() {
    return kyselyOf<'files' | 'file_uploads_in_progress'>(this.em);
  }
}

interface FileRow {
  id: string;
  owner_id: string;
  purpose: FilePurpose;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  original_name: string;
  width: number | null;
  height: number | null;
  variants: FileVariant[];
  state: FileState;
  created_at: Date | string;
  attached_at: Date | string | null;
}

function toRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    purpose: row.purpose,
    storageKey: row.storage_key,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    originalName: row.original_name,
    width: row.width,
    height: row.height,
    variants: row.variants,
    state: row.state,
    createdAt: new Date(row.created_at),
    attachedAt: row.attached_at === null ? null : new Date(row.attached_at),
  };
}
