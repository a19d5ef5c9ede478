import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import { FileAttachments, type FilePurpose } from '../files/file-attachments.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { jsonb } from './jsonb.js';
import type { ProjectFileData, ProjectImageFileData } from './project.events.js';

type Tables = 'projects' | 'project_members' | 'project_submissions';

/** The URL a file is read at (GET /api/files/:id, with the access of its record). */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

/** The deck and images a project or a submission's snapshot names, as the API answers them. */
export function fileViews(files: { pitch_deck?: ProjectFileData | null; image_files?: ProjectImageFileData[] }) {
  const deck = files.pitch_deck ?? null;
  return {
    pitchDeck: deck && { fileId: deck.file_id, name: deck.name, size: deck.size_bytes, url: fileUrl(deck.file_id) },
    imageFiles: (files.image_files ?? []).map(({ file_id, alt }) => ({ fileId: file_id, alt, url: fileUrl(file_id) })),
  };
}

/** Where a file is used: the projects using it now, and the submissions whose snapshot names it. */
export interface FileUses {
  projectIds: string[];
  submissions: { id: string; projectId: string }[];
}

/**
 * The uploaded files of projects (issue 31): the pitch deck and images a project uses now, and the
 * exact ones each submission's snapshot froze. A file a submission names is never deleted; one
 * nothing names any more is deleted through files' port (its stored objects after commit). Inside
 * a command every method runs in the command's transaction.
 */
@Injectable()
export class ProjectFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly attachments: FileAttachments,
  ) {}

  /** Sets the deck and/or the images and moves the project's version on (they are audited on its stream). */
  async set(
    projectId: string,
    change: { pitchDeck?: ProjectFileData | null; imageFiles?: ProjectImageFileData[] },
  ): Promise<void> {
    await this.db()
      .updateTable('projects')
      .set((eb) => ({
        ...(change.pitchDeck !== undefined && {
          pitch_deck: change.pitchDeck === null ? null : jsonb(change.pitchDeck),
        }),
        ...(change.imageFiles !== undefined && { image_files: jsonb(change.imageFiles) }),
        version: eb('version', '+', 1),
        updated_at: eb.fn<Date>('now'),
      }))
      .where('id', '=', projectId)
      .execute();
  }

  /** Deletes a file the project stopped using, unless a submission's snapshot still names it. */
  async release(
    tx: TransactionScope,
    {
      fileId,
      purpose,
      projectId,
      reason,
    }: { fileId: string; purpose: FilePurpose; projectId: string; reason: 'replaced' | 'removed' },
  ): Promise<void> {
    const { projectIds, submissions } = await this.usesOf(fileId);
    if (submissions.length > 0 || projectIds.some((id) => id !== projectId)) return;
    await this.attachments.delete(tx, { fileId, purpose, recordId: projectId, reason });
  }

  async usesOf(fileId: string): Promise<FileUses> {
    const contains = JSON.stringify([{ file_id: fileId }]);
    const [projects, submissions] = await Promise.all([
      this.db()
        .selectFrom('projects')
        .select('id')
        .where((eb) =>
          eb.or([eb(sql`pitch_deck->>'file_id'`, '=', fileId), eb(sql`image_files`, '@>', sql`${contains}::jsonb`)]),
        )
        .execute(),
      this.db()
        .selectFrom('project_submissions')
        .select(['id', 'project_id'])
        .where((eb) =>
          eb.or([
            eb(sql`snapshot->'pitch_deck'->>'file_id'`, '=', fileId),
            eb(sql`coalesce(snapshot->'image_files', '[]'::jsonb)`, '@>', sql`${contains}::jsonb`),
          ]),
        )
        .execute(),
    ]);
    return {
      projectIds: projects.map((row) => row.id),
      submissions: submissions.map((row) => ({ id: row.id, projectId: row.project_id })),
    };
  }

  /** Whether the user is on the team of any of these projects now. */
  async isMemberOfAny(userId: string, projectIds: readonly string[]): Promise<boolean> {
    if (projectIds.length === 0) return false;
    const row = await this.db()
      .selectFrom('project_members')
      .select('project_id')
      .where('user_id', '=', userId)
      .where('project_id', 'in', [...projectIds])
      .executeTakeFirst();
    return row !== undefined;
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}
