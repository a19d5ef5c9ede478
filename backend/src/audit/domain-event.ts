/**
 * Event type -> payload, for every event the product records. Empty here: each feature declares its
 * events next to their classes, so the audit trail knows no feature:
 *
 *   declare module '../audit/domain-event.js' {
 *     interface EventPayloads {
 *       [ApplicationStatusChanged.TYPE]: ApplicationStatusChanged['payload'];
 *     }
 *   }
 *
 * Readers then get typed payloads: `RecordedEvent<'application.status_changed'>`, a projection's
 * `apply(em, event: RecordedEvent<T>)`, or `isEventOf(event, [ApplicationStatusChanged.TYPE])`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EventPayloads {}

/** The declared event types. */
export type EventType = keyof EventPayloads;

/** A declared event type, or any other stored one (its payload is then untyped). */
export type AnyEventType = EventType | (string & {});

/** The payload of events of type T: declared, or an untyped JSON object. */
export type EventPayload<T extends AnyEventType> = T extends EventType ? EventPayloads[T] : Record<string, unknown>;

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

interface RecordedEventOf<T extends AnyEventType> {
  position: number;
  streamType: string;
  streamId: string;
  version: number;
  type: T;
  payload: EventPayload<T>;
  actorId: string | null;
  occurredAt: Date;
  prevHash: string;
  hash: string;
}

/**
 * An event as read back from the store, with its place in the stream and in the chain. For a union
 * of types it is a union of events, each with its own payload; `RecordedEvent` alone is any event.
 */
export type RecordedEvent<T extends AnyEventType = AnyEventType> = T extends unknown ? RecordedEventOf<T> : never;

/** Any event with its payload untyped, as the audit log and the chain verifier see it. */
export type StoredEvent = RecordedEvent<string>;

/**
 * Narrows an event to the given types: its payload is then the declared one. The event store only
 * ever stores an event of type T with the payload of its DomainEvent class, which the declaration
 * names, so checking the type is enough.
 */
export function isEventOf<T extends AnyEventType>(
  event: RecordedEvent,
  types: readonly T[],
): event is RecordedEvent<T> {
  return types.some((type) => type === event.type);
}
