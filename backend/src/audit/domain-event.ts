/**
 * A fact that happened, as stored in the event store. Subclasses give a stable `type` string
 * (never derived from the class name, so renaming a class never breaks stored history).
 */
export abstract class DomainEvent<P extends object = Record<string, unknown>> {
  abstract readonly type: string;
  abstract readonly streamType: string;

  constructor(
    readonly streamId: string,
    readonly payload: P,
  ) {}
}

/** An event as read back from the store, with its place in the stream and in the chain. */
export interface RecordedEvent<P extends object = Record<string, unknown>> {
  position: number;
  streamType: string;
  streamId: string;
  version: number;
  type: string;
  payload: P;
  actorId: string | null;
  occurredAt: Date;
  prevHash: string;
  hash: string;
}
