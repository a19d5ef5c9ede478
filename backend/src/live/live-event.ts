import type { RecordedEvent } from '../audit/domain-event.js';
import type { AuthUser, Role } from '../common/auth/roles.js';

/** What a client receives for one committed domain event: enough to know which queries went stale. */
export interface LiveEvent {
  type: string;
  /** The record the event is about (its stream id: an application, an event, a team...). */
  recordId: string;
  /** The hackathon event it belongs to, when the event names one. */
  eventId?: string;
}

/** Who may see a live event; staff (admins and organizers) see every one. */
export interface LiveAudience {
  /** Every signed-in user (public changes: events, results). */
  everyone: boolean;
  /** Signed-in users of these roles besides staff (judges for judging changes). */
  roles: Role[];
  /** These users (the applicant, the team member concerned, the actor). */
  userIds: string[];
}

/** What travels between app instances on the pub/sub channel: the live event, its id and its audience. */
export interface LiveMessage {
  event: LiveEvent;
  /** The domain event's position in the event store: the SSE `id:` line. */
  position: number;
  audience: LiveAudience;
}

const STAFF: readonly Role[] = ['admin', 'organizer'];

/** Public changes: what everyone's screens show (event pages, leaderboards). */
const PUBLIC_TYPES = new Set([
  'event.created',
  'event.updated',
  'event.status_changed',
  'event.deleted',
  'event.criterion_added',
  'event.criterion_edited',
  'judging.results_published',
  'judging.results_withdrawn',
  'winner.added',
  'winner.removed',
]);

/**
 * The small form of a committed event and who may see it. `owner` is the applicant of an
 * application event (looked up by the publisher; the payload does not name them).
 */
export function liveMessageOf(event: RecordedEvent, owner?: { userId: string; eventId: string }): LiveMessage {
  const payload = event.payload as Record<string, unknown>;
  const userIds = new Set<string>();
  if (event.actorId) userIds.add(event.actorId);
  if (owner) userIds.add(owner.userId);
  for (const key of ['userId', 'fromUserId'] as const) {
    const value = payload[key];
    if (typeof value === 'string') userIds.add(value);
  }
  const eventId =
    owner?.eventId ??
    (typeof payload.eventId === 'string' ? payload.eventId : event.streamType === 'event' ? event.streamId : undefined);
  const roles: Role[] = event.type.startsWith('judging.') || event.type.startsWith('event.judge') ? ['judge'] : [];
  return {
    event: { type: event.type, recordId: event.streamId, ...(eventId ? { eventId } : {}) },
    position: event.position,
    audience: { everyone: PUBLIC_TYPES.has(event.type), roles, userIds: [...userIds] },
  };
}

/** Whether this user may see the message: filtered per user, on the server, before it is written. */
export function mayReceive(user: AuthUser, { audience }: LiveMessage): boolean {
  return (
    audience.everyone ||
    STAFF.includes(user.role) ||
    audience.roles.includes(user.role) ||
    audience.userIds.includes(user.id)
  );
}
