import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const FILE_PURPOSES = ['project_image', 'pitch_deck', 'avatar', 'milestone_evidence'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const FILE_STATES = ['staged', 'attached', 'deleted'] as const;
export type FileState = (typeof FILE_STATES)[number];

/** A display size of a re-encoded image, stored under its own key (the original is not kept). */
export interface FileVariant {
  /** '320' or '1280': the most pixels wide it is. */
  name: string;
  key: string;
  width: number;
  height: number;
  sizeBytes: number;
}

/**
 * An uploaded file (issue 31): staged by its upload, attached by the command that uses it, swept
 * after 24 h if nothing did. The storage key is made by the app, never from the user's file name.
 * For an image, `storageKey` is its largest display size and `variants` lists every size.
 */
export const UploadedFile = defineEntity({
  name: 'UploadedFile',
  tableName: 'files',
  properties: {
    id: p.uuid().primary(),
    owner: p.manyToOne(User).deleteRule('cascade').foreignKeyName('files_owner_id_fkey'),
    purpose: p.enum(FILE_PURPOSES),
    storageKey: p.string().length(300),
    /** Sniffed from the bytes stored (a re-encoded image: image/webp), never the client's. */
    contentType: p.string().length(100),
    sizeBytes: p.integer(),
    sha256: p.string().length(64),
    /** The client's file name once checked: no path parts, no control characters. */
    originalName: p.string().length(255),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    variants: p.json<FileVariant[]>().defaultRaw("'[]'"),
    state: p.enum(FILE_STATES).default('staged'),
    createdAt: p.datetime().defaultRaw('now()'),
    attachedAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
    /** Set once a deleted file's stored objects are gone; until then the sweep retries them. */
    objectsRemovedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'files_state_created_at_index', properties: ['state', 'createdAt'] },
    { name: 'files_owner_index', properties: ['owner'] },
  ],
});
