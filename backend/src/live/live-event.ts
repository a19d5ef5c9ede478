import type { RecordedEvent } from '../audit/domain-event.js';
import { readersOf, readsEveryRecord } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';

/** What a client receives for one committed domain event: enough to know which queries went stale. */
export interface LiveEvent {
  type: string;
  /** The record the event is about (its stream id: an application, an event, a team...). */
  recordId: string;
  /** The hackathon event it belongs to, when the event names one. */
  eventId?: string;
}

/** Who may see a live event: whoever may read its record through the API. */
export interface LiveAudience {
  /** Every signed-in user (public changes: events that are not drafts, results). */
  everyone: boolean;
  /** These users (the actor, the applicant, the team, the judges concerned...). */
  userIds: string[];
  /** The kind of record (its events' stream type): the roles reading every record of it see it (record-readers.ts). */
  recordKind: string;
}

/** What travels between app instances (through the live log, live-log.ts): the live event and its audience. */
export interface LiveMessage {
  event: LiveEvent;
  audience: LiveAudience;
  /** The one session whose streams the event ends (a session revoked on its own); never sent to a client. */
  sessionId?: string;
}

/**
 * What the publisher looked up about an event whose payload does not name everyone concerned: the
 * applicant of an application, the members of a project's team, the judges of an event.
 */
export interface LiveRelations {
  userIds?: readonly string[];
  eventId?: string;
  /** The hackathon event is public (not a draft) before or after the change: its public changes reach everyone. */
  eventIsPublic?: boolean;
}

/** Public changes: what everyone's screens show (event pages, leaderboards), for events the public sees. */
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

/** Streams whose id is the id of the user they are about. */
const PERSONAL_STREAMS = new Set(['user', 'profile', 'team_seeker']);

/**
 * Streams no one reads as a person concerned, only as their reader (record-readers.ts): an email
 * delivery is the admins' even when another's command queued it (a judge invited by an organizer).
 */
const READERS_ONLY_STREAMS = new Set(['email']);

/** Streams whose id is the hackathon event's id. */
const EVENT_STREAMS = new Set(['event', 'judging']);

/** Payload fields that name a person concerned: a member, a judge, the judge taking over. */
const PERSON_FIELDS = ['userId', 'fromUserId', 'judgeId', 'reassignedTo'] as const;

/** The people a payload names, assignment lists (one per judge) included. */
function peopleNamedIn(payload: Record<string, unknown>): string[] {
  const people = PERSON_FIELDS.map((field) => payload[field]).filter((value) => typeof value === 'string');
  if (Array.isArray(payload.assignments)) {
    for (const assignment of payload.assignments as { judgeId?: unknown }[]) {
      if (typeof assignment?.judgeId === 'string') people.push(assignment.judgeId);
    }
  }
  return people;
}

/** The small form of a committed event and who may see it, besides the readers of its kind of record. */
export function liveMessageOf(event: RecordedEvent, related: LiveRelations = {}): LiveMessage {
  const payload = event.payload as Record<string, unknown>;
  const userIds = new Set<string>();
  if (!READERS_ONLY_STREAMS.has(event.streamType)) {
    for (const person of related.userIds ?? []) userIds.add(person);
    if (event.actorId) userIds.add(event.actorId);
    if (PERSONAL_STREAMS.has(event.streamType)) userIds.add(event.streamId);
    for (const person of peopleNamedIn(payload)) userIds.add(person);
  }
  const eventId =
    related.eventId ??
    (typeof payload.eventId === 'string'
      ? payload.eventId
      : EVENT_STREAMS.has(event.streamType)
        ? event.streamId
        : undefined);
  return {
    event: { type: event.type, recordId: event.streamId, ...(eventId ? { eventId } : {}) },
    audience: {
      everyone: isPublicChange(event.type) && related.eventIsPublic === true,
      userIds: [...userIds],
      recordKind: event.streamType,
    },
    ...(Object.hasOwn(STREAM_ENDING_TYPES, event.type) && typeof payload.sessionId === 'string'
      ? { sessionId: payload.sessionId }
      : {}),
  };
}

/** A change everyone may see when its hackathon event is public (the publisher looks that up). */
export function isPublicChange(type: string): boolean {
  return PUBLIC_TYPES.has(type);
}

/** Whoever reads every record over the API (admins) may see every message. */
export function seesEverything(user: AuthUser): boolean {
  return readsEveryRecord(user.role);
}

/**
 * Whether this user may see the message, by the API's rules: filtered per user, on the server,
 * before it is written.
 */
export function mayReceive(user: AuthUser, { audience }: LiveMessage): boolean {
  return audience.everyone || audience.userIds.includes(user.id) || readersOf(audience.recordKind).includes(user.role);
}

/** Why the server ends a stream and asks its client to reconnect at once (SSE event `reconnect`). */
export type ReconnectReason = 'token_expired' | 'role_changed' | 'sessions_revoked';

/** Events after which the streams of the user they are about (their stream id) end. */
const STREAM_ENDING_TYPES: Record<string, ReconnectReason> = {
  // The role the streams are filtered by is stale: a demoted admin stops seeing everything now.
  'user.role_changed': 'role_changed',
  // A password reset signed every other session out: their streams stop now, not at token expiry.
  'user.password_changed': 'sessions_revoked',
  // Sign-out is global: the other devices' streams stop now, not at their tokens' expiry.
  'user.signed_out': 'sessions_revoked',
  // A replayed refresh token revoked its session: whoever holds that session's streams loses them now.
  'user.session_revoked': 'sessions_revoked',
};

/** Whose open streams this message ends (all of the user's, or those of one session of theirs), and why. */
export function streamsEndedBy(
  message: LiveMessage,
): { userId: string; sessionId?: string; reason: ReconnectReason } | undefined {
  const reason = STREAM_ENDING_TYPES[message.event.type];
  if (!reason) return undefined;
  return { userId: message.event.recordId, reason, ...(message.sessionId ? { sessionId: message.sessionId } : {}) };
}
