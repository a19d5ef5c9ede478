import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationRecords } from '../applications/application-records.js';
import { isEventOf, type StoredEvent } from '../audit/domain-event.js';
import { EventStore } from '../audit/event-store.js';
import { EventCatalog } from '../events/event-catalog.js';
import { ProjectTitles } from '../projects/project-titles.js';
import { UserDirectory } from '../users/user-directory.js';
import { VentureNames } from '../ventures/venture-names.js';
import { maskEmail } from '../common/masked-email.js';
import type { NameLookups } from './change-words.js';

/** A page's events in words: each one's record, actor and change. */
export interface Readable {
  record(event: StoredEvent): string;
  actor(event: StoredEvent): string;
  names: NameLookups;
}

/**
 * Resolves the names a page of audit rows mentions through their owners' read models, a handful of
 * queries per page whatever its size.
 */
@Injectable()
export class RecordNames {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly directory: UserDirectory,
    private readonly catalog: EventCatalog,
    private readonly applications: ApplicationRecords,
    private readonly projects: ProjectTitles,
    private readonly ventures: VentureNames,
  ) {}

  async of(events: readonly StoredEvent[]): Promise<Readable> {
    const parties = await this.applications.parties(idsOf(events, 'application'));
    const userIds = [
      ...events.flatMap(({ actorId }) => (actorId === null ? [] : [actorId])),
      ...idsOf(events, 'user'),
      ...idsOf(events, 'profile'),
      ...[...parties.values()].map(({ userId }) => userId),
      ...payloadIds(events, 'userId'),
      ...payloadIds(events, 'fromUserId'),
      ...idsOf(events, 'team_seeker'),
      ...payloadIds(events, 'judgeId'),
      ...payloadIds(events, 'reviewerId'),
      ...payloadIds(events, 'reassignedTo'),
    ];
    const eventIds = [
      ...idsOf(events, 'event'),
      ...idsOf(events, 'judging'),
      ...[...parties.values()].map(({ eventId }) => eventId),
      ...payloadIds(events, 'eventId'),
      ...payloadIds(events, 'foundedEventId'),
    ];
    const projectIds = [...idsOf(events, 'project'), ...idsOf(events, 'team'), ...payloadIds(events, 'projectId')];
    const ventureIds = [...idsOf(events, 'venture'), ...payloadIds(events, 'fromVentureId')];
    const [people, titles, projectTitles, ventureNames, emails] = await Promise.all([
      this.directory.people(userIds),
      this.catalog.titles(eventIds),
      this.projects.titles(projectIds),
      this.ventures.names(ventureIds),
      this.emailsOf(idsOf(events, 'email')),
    ]);

    const person = (id: string) => people.get(id)?.displayName ?? 'Unknown user';
    const names: NameLookups = {
      person,
      personName: (id) => people.get(id)?.name,
      eventTitle: (id) => titles.get(id) ?? deletedEventTitle(events, id) ?? 'Deleted event',
      projectTitle: (id) => projectTitles.get(id) ?? 'Deleted project',
      ventureName: (id) => ventureNames.get(id) ?? 'Deleted venture',
      recipient: (id) => maskEmail(emails.get(id)?.to ?? ''),
      application: (id) => {
        const party = parties.get(id);
        return party && { applicant: person(party.userId), event: names.eventTitle(party.eventId) };
      },
    };
    const record = (event: StoredEvent): string => {
      const id = event.streamId;
      switch (event.streamType) {
        case 'application': {
          const named = names.application(id);
          return named ? `${named.applicant} → ${named.event}` : 'Deleted application';
        }
        case 'event':
          return names.eventTitle(id);
        case 'user':
        case 'profile':
          return person(id);
        case 'project':
          return names.projectTitle(id);
        case 'team':
          return `Team ${names.projectTitle(id)}`;
        case 'team_seeker':
          return person(id);
        case 'winner':
          return typeof event.payload.projectId === 'string' ? names.projectTitle(event.payload.projectId) : 'Winner';
        case 'judging':
          return `Judging of ${names.eventTitle(id)}`;
        case 'judge_assignment': {
          const { judgeId, projectId } = event.payload;
          return typeof judgeId === 'string' && typeof projectId === 'string'
            ? `${person(judgeId)} → ${names.projectTitle(projectId)}`
            : 'Score sheet';
        }
        case 'email':
          return emails.get(id)?.subject ?? 'Email';
        case 'venture':
          return `Venture ${names.ventureName(id)}`;
        default:
          return `${event.streamType} ${id}`;
      }
    };
    const actor = ({ actorId }: StoredEvent) => (actorId === null ? 'System' : person(actorId));
    return { record, actor, names };
  }

  /** The names of the person, event and project the filters chose by id (absent when not chosen). */
  async chosen(ids: { actorId?: string; personId?: string; eventId?: string; projectId?: string }) {
    const { actorId, personId, eventId, projectId } = ids;
    const [people, events, projects] = await Promise.all([
      this.directory.people([actorId, personId].filter((id) => id !== undefined)),
      this.catalog.titles(eventId === undefined ? [] : [eventId]),
      this.projects.titles(projectId === undefined ? [] : [projectId]),
    ]);
    const person = (id: string | undefined) =>
      id === undefined ? undefined : (people.get(id)?.displayName ?? 'Unknown user');
    return {
      actor: person(actorId),
      person: person(personId),
      event: eventId === undefined ? undefined : (events.get(eventId) ?? 'Deleted event'),
      project: projectId === undefined ? undefined : (projects.get(projectId) ?? 'Deleted project'),
    };
  }

  /** Recipient and subject of each email, from its outbox stream's email.queued event. */
  private async emailsOf(outboxIds: string[]): Promise<Map<string, { to: string; subject: string }>> {
    const queued = await this.store.readStreams(this.em.fork(), [{ streamType: 'email', streamIds: outboxIds }]);
    const emails = new Map<string, { to: string; subject: string }>();
    for (const event of queued) {
      if (isEventOf(event, ['email.queued'])) emails.set(event.streamId, event.payload);
    }
    return emails;
  }
}

function idsOf(events: readonly StoredEvent[], streamType: string): string[] {
  return [...new Set(events.filter((event) => event.streamType === streamType).map(({ streamId }) => streamId))];
}

/** Ids that payloads name under `key` (a judge's userId, a project's eventId, ...). */
function payloadIds(events: readonly StoredEvent[], key: string): string[] {
  return events.flatMap(({ payload }) => (typeof payload[key] === 'string' ? [payload[key]] : []));
}

/** A deleted event keeps its title in its event.deleted payload, when that is on the page. */
function deletedEventTitle(events: readonly StoredEvent[], eventId: string): string | undefined {
  const deleted = events.find((event) => event.type === 'event.deleted' && event.streamId === eventId);
  return typeof deleted?.payload.title === 'string' ? deleted.payload.title : undefined;
}
