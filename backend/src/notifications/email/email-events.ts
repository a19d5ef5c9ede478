import { DomainEvent } from '../../audit/domain-event.js';

const STREAM = 'email';

export class EmailQueued extends DomainEvent<{ to: string; subject: string; template: string; messageId: string }> {
  static readonly TYPE = 'email.queued';
  readonly type = EmailQueued.TYPE;
  readonly streamType = STREAM;
}

export class EmailSent extends DomainEvent<{ messageId: string; attempts: number }> {
  static readonly TYPE = 'email.sent';
  readonly type = EmailSent.TYPE;
  readonly streamType = STREAM;
}

export class EmailUndelivered extends DomainEvent<{ attempts: number; error: string; permanent: boolean }> {
  static readonly TYPE = 'email.undelivered';
  readonly type = EmailUndelivered.TYPE;
  readonly streamType = STREAM;
}

declare module '../../audit/domain-event.js' {
  interface EventPayloads {
    [EmailQueued.TYPE]: EmailQueued['payload'];
    [EmailSent.TYPE]: EmailSent['payload'];
    [EmailUndelivered.TYPE]: EmailUndelivered['payload'];
  }
}
