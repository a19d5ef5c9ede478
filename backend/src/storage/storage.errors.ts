import { AppError } from '../common/errors/app-error.js';

export type StorageErrorCode =
  'FILE_NOT_FOUND' | 'FILE_EXISTS' | 'FILE_TOO_LARGE' | 'STORAGE_KEY_INVALID' | 'STORAGE_LIST_OPTIONS_INVALID';

/**
 * Failures of the file storage. Features that take uploads catch these and answer with their own
 * field and wording ('File is larger than 20 MB'); the statuses here apply only when one escapes.
 */
export class StorageError extends AppError {
  declare readonly code: StorageErrorCode;
}

export class FileNotFound extends StorageError {
  constructor(readonly key: string) {
    super('FILE_NOT_FOUND' satisfies StorageErrorCode, 404, 'The file does not exist.');
  }
}

/** Nothing is ever replaced in place: a new upload is a new key. */
export class FileExists extends StorageError {
  constructor(readonly key: string) {
    super('FILE_EXISTS' satisfies StorageErrorCode, 409, 'A file is already stored under this name.');
  }
}

/** Raised while streaming, as soon as one byte more than maxBytes arrives; nothing is kept. */
export class FileTooLarge extends StorageError {
  constructor(readonly maxBytes: number) {
    super('FILE_TOO_LARGE' satisfies StorageErrorCode, 413, `File is larger than ${formatBytes(maxBytes)}`);
  }
}

/** A key outside the allowed shape (a bug in the caller: keys are made by the app, never by users). */
export class InvalidStorageKey extends StorageError {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super('STORAGE_KEY_INVALID' satisfies StorageErrorCode, 400, `Invalid storage key: ${reason}`);
  }
}

export class InvalidListOptions extends StorageError {
  constructor(reason: string) {
    super('STORAGE_LIST_OPTIONS_INVALID' satisfies StorageErrorCode, 400, reason);
  }
}

/** 20971520 -> '20 MB', 1536 -> '1.5 KB' (binary units, as upload limits are written). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
