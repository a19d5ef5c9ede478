import { AppError } from '../common/errors/app-error.js';

export type AuditErrorCode = 'VERSION_CONFLICT' | 'SECRET_IN_EVENT_PAYLOAD';

/** Someone else changed the same record first; the client should reload and try again. */
export class StreamVersionConflict extends AppError {
  constructor(
    readonly streamType: string,
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(
      'VERSION_CONFLICT' satisfies AuditErrorCode,
      409,
      'This record was changed by someone else. Reload it and try again.',
    );
  }
}

/** A programming error: an event payload must never carry secrets. */
export class SecretInEventPayload extends Error {
  readonly code: AuditErrorCode = 'SECRET_IN_EVENT_PAYLOAD';
  constructor(type: string, keys: string[]) {
    super(`Event ${type} payload has secret-looking keys: ${keys.join(', ')}`);
  }
}
