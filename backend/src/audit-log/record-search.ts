import { Injectable } from '@nestjs/common';
import { ApplicationRecords } from '../applications/application-records.js';
import type { EventFilters } from '../audit/event-store.js';
import { EventCatalog } from '../events/event-catalog.js';
import { ProjectTitles } from '../projects/project-titles.js';
import { UserDirectory } from '../users/user-directory.js';
import { VentureNames } from '../ventures/venture-names.js';

/** How many records one name may stand for; a broader search asks the user to type more. */
const MATCHES_PER_KIND = 50;
const APPLICATIONS_MAX = 500;
/** How many choices a picker offers per kind while typing. */
const CHOICES_PER_KIND = 8;

export type Streams = NonNullable<EventFilters['streams']>;

/** The records the audit log can be narrowed to, by id. */
export interface RecordIds {
  userIds: readonly string[];
  eventIds: readonly string[];
  projectIds: readonly string[];
  ventureIds?: readonly string[];
}

/** What the pickers offer for a typed name. */
export interface SubjectChoices {
  people: { id: string; name: string; email: string }[];
  events: { id: string; title: string }[];
  projects: { id: string; title: string }[];
}

/**
 * A search by record name: the owners' read models turn the name into record ids (people, events,
 * projects and the applications between people and events), the store then filters on those streams.
 */
@Injectable()
export class RecordSearch {
  constructor(
    private readonly directory: UserDirectory,
    private readonly catalog: EventCatalog,
    private readonly applications: ApplicationRecords,
    private readonly projects: ProjectTitles,
    private readonly ventures: VentureNames,
  ) {}

  async streamsNamed(text: string): Promise<Streams> {
    const [people, eventIds, projectIds, ventureIds] = await Promise.all([
      this.directory.findByName(text, MATCHES_PER_KIND),
      this.catalog.idsByTitle(text, MATCHES_PER_KIND),
      this.projects.idsByTitle(text, MATCHES_PER_KIND),
      this.ventures.idsByName(text, MATCHES_PER_KIND),
    ]);
    return this.streamsOf({ userIds: people.map(({ id }) => id), eventIds, projectIds, ventureIds });
  }

  /**
   * The streams about these records: a person's account, profile, team search and applications; an
   * event's own, its judging's and its applications'; a project's own and its team's; a venture's own.
   */
  async streamsOf({ userIds, eventIds, projectIds, ventureIds = [] }: RecordIds): Promise<Streams> {
    const applicationIds = await this.applications.idsInvolving(userIds, eventIds, APPLICATIONS_MAX);
    return [
      { streamType: 'user', streamIds: userIds },
      { streamType: 'profile', streamIds: userIds },
      { streamType: 'team_seeker', streamIds: userIds },
      { streamType: 'event', streamIds: eventIds },
      { streamType: 'judging', streamIds: eventIds },
      { streamType: 'application', streamIds: applicationIds },
      { streamType: 'project', streamIds: projectIds },
      { streamType: 'team', streamIds: projectIds },
      { streamType: 'venture', streamIds: ventureIds },
    ];
  }

  /** People (by name or email), events and projects (by title) a picker offers for `text`. */
  async choices(text: string): Promise<SubjectChoices> {
    const [people, eventIds, projectIds] = await Promise.all([
      this.directory.findByNameOrEmail(text, CHOICES_PER_KIND),
      this.catalog.idsByTitle(text, CHOICES_PER_KIND),
      this.projects.idsByTitle(text, CHOICES_PER_KIND),
    ]);
    const [eventTitles, projectTitles] = await Promise.all([
      this.catalog.titles(eventIds),
      this.projects.titles(projectIds),
    ]);
    const titled = (ids: string[], titles: Map<string, string>) =>
      ids.flatMap((id) => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ id, title }];
      });
    return {
      people: people.map(({ id, displayName, email }) => ({ id, name: displayName, email })),
      events: titled(eventIds, eventTitles),
      projects: titled(projectIds, projectTitles),
    };
  }
}

/** Events in both stream sets: a name search and a chosen record narrow each other. */
export function bothStreams(a: Streams | undefined, b: Streams | undefined): Streams | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return a.map(({ streamType, streamIds }) => {
    const other = new Set(b.find((streams) => streams.streamType === streamType)?.streamIds ?? []);
    return { streamType, streamIds: streamIds.filter((id) => other.has(id)) };
  });
}
