import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * An upload whose bytes are being stored (issue 31 'No orphans'): written and committed before the
 * first byte goes to storage, removed in the transaction that stages the file. A row left behind
 * means the process died mid-upload; the sweep deletes whatever lies under its `files/<id>/`.
 * Bookkeeping like the outbox, so it records no audit event: the staged file does.
 */
export const UploadInProgress = defineEntity({
  name: 'UploadInProgress',
  tableName: 'file_uploads_in_progress',
  properties: {
    fileId: p.uuid().primary(),
    owner: p.manyToOne(User).deleteRule('cascade').foreignKeyName('file_uploads_in_progress_owner_id_fkey'),
    startedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'file_uploads_in_progress_started_at_index', properties: ['startedAt'] }],
});
