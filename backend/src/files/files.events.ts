import { DomainEvent } from '../audit/domain-event.js';
import type { FilePurpose } from './uploaded-file.entity.js';

/** On the file's own stream. */
const FILE = 'file';

/** An upload was checked and stored; it stays staged until a command attaches it (or the sweep). */
export class FileStaged extends DomainEvent<{
  purpose: FilePurpose;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  name: string;
}> {
  static readonly TYPE = 'file.staged';
  readonly type = FileStaged.TYPE;
  readonly streamType = FILE;
}

/** A staged file nothing attached within 24 h; its stored objects are deleted after commit. */
export class StagedFileSwept extends DomainEvent<{ purpose: FilePurpose; stagedAt: string }> {
  static readonly TYPE = 'file.staged_swept';
  readonly type = StagedFileSwept.TYPE;
  readonly streamType = FILE;
}

/** A staged file was put to use by its record (an avatar: the user's profile). */
export class FileAttached extends DomainEvent<{ purpose: FilePurpose; recordId: string }> {
  static readonly TYPE = 'file.attached';
  readonly type = FileAttached.TYPE;
  readonly streamType = FILE;
}

/**
 * An attached file was replaced or removed by its record's command. Its row is 'deleted' in that
 * transaction; its stored objects are deleted once this event has committed, never before.
 */
export class FileDeleted extends DomainEvent<{
  purpose: FilePurpose;
  recordId: string;
  reason: 'replaced' | 'removed';
}> {
  static readonly TYPE = 'file.deleted';
  readonly type = FileDeleted.TYPE;
  readonly streamType = FILE;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [FileStaged.TYPE]: FileStaged['payload'];
    [StagedFileSwept.TYPE]: StagedFileSwept['payload'];
    [FileAttached.TYPE]: FileAttached['payload'];
    [FileDeleted.TYPE]: FileDeleted['payload'];
  }
}
