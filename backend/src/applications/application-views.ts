import { Injectable } from '@nestjs/common';
import { isoTimestamp } from '../common/timestamps.js';
import { EventCatalog } from '../events/event-catalog.js';
import { type Person, UserDirectory } from '../users/user-directory.js';
import type { ApplicationDto } from './application.dto.js';
import type { ApplicationRow } from './application.repository.js';
import { ApplicationNotFound } from './applications.errors.js';

/** What an application shows beside its own columns, read from their owners: event titles and people. */
export interface ApplicationNames {
  titles: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, Pick<Person, 'email' | 'name'>>;
}

/** Undefined when the event or the applicant is gone (deleted meanwhile: the row goes with them). */
export function toApplicationDto(
  row: ApplicationRow,
  { titles, people }: ApplicationNames,
): ApplicationDto | undefined {
  const eventTitle = titles.get(row.event_id);
  const applicant = people.get(row.user_id);
  if (eventTitle === undefined || applicant === undefined) return undefined;
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle,
    userId: row.user_id,
    applicantName: applicant.name,
    applicantEmail: applicant.email,
    linkedinUrl: row.linkedin_url,
    role: row.role,
    shortAnswer: row.short_answer,
    status: row.status,
    version: row.version,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** Turns application rows into what the screens show: titles and people in one read each, side by side. */
@Injectable()
export class ApplicationViews {
  constructor(
    private readonly events: EventCatalog,
    private readonly users: UserDirectory,
  ) {}

  /** The event titles and applicants of `rows`, and any other people asked for (e.g. timeline actors). */
  async names(rows: readonly ApplicationRow[], otherPeople: readonly string[] = []): Promise<ApplicationNames> {
    const [titles, people] = await Promise.all([
      this.events.titles(distinct(rows.map((row) => row.event_id))),
      this.users.people(distinct([...rows.map((row) => row.user_id), ...otherPeople])),
    ]);
    return { titles, people };
  }

  async list(rows: readonly ApplicationRow[]): Promise<ApplicationDto[]> {
    if (rows.length === 0) return [];
    const names = await this.names(rows);
    return rows.flatMap((row) => toApplicationDto(row, names) ?? []);
  }

  async one(row: ApplicationRow): Promise<ApplicationDto> {
    return existing(toApplicationDto(row, await this.names([row])));
  }
}

export function existing(application: ApplicationDto | undefined): ApplicationDto {
  if (!application) throw new ApplicationNotFound();
  return application;
}

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
