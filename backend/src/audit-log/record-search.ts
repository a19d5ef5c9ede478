import { Injectable } from '@nestjs/common';
import { ApplicationRecords } from '../applications/application-records.js';
import type { EventFilters } from '../audit/event-store.js';
import { EventCatalog } from '../events/event-catalog.js';
import { ProjectTitles } from '../projects/project-titles.js';
import { UserDirectory } from '../users/user-directory.js';

/** How many records one name may stand for; a broader search asks the user to type more. */
const MATCHES_PER_KIND = 50;
const APPLICATIONS_MAX = 500;

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
  ) {}

  async streamsNamed(text: string): Promise<NonNullable<EventFilters['streams']>> {
    const [people, eventIds, projectIds] = await Promise.all([
      this.directory.findByName(text, MATCHES_PER_KIND),
      this.catalog.idsByTitle(text, MATCHES_PER_KIND),
      this.projects.idsByTitle(text, MATCHES_PER_KIND),
    ]);
    const userIds = people.map(({ id }) => id);
    const applicationIds = await this.applications.idsInvolving(userIds, eventIds, APPLICATIONS_MAX);
    return [
      { streamType: 'user', streamIds: userIds },
      { streamType: 'profile', streamIds: userIds },
      { streamType: 'event', streamIds: eventIds },
      { streamType: 'application', streamIds: applicationIds },
      { streamType: 'project', streamIds: projectIds },
      { streamType: 'team', streamIds: projectIds },
      { streamType: 'team_seeker', streamIds: userIds },
    ];
  }
}
