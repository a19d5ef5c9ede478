import { Injectable } from '@nestjs/common';
import { isoTimestamp } from '../common/timestamps.js';
import { EventCatalog } from '../events/event-catalog.js';
import { type Person, UserDirectory } from '../users/user-directory.js';
import { ApplicantVentures } from './applicant-ventures.js';
import type { AdminApplicationDto, ApplicationDto, ApplicationSpotDto } from './application.dto.js';
import type { ApplicationRow } from './application.repository.js';
import { ApplicationNotFound } from './applications.errors.js';
import { type SpotDates, spotState } from './spots/spot-deadline.js';
import { SpotRepository } from './spots/spot.repository.js';

/** What an application shows beside its own columns, read from their owners: event titles and people. */
export interface ApplicationNames {
  titles: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, Pick<Person, 'email' | 'name'>>;
  /** Spots to confirm, by application id, with their events' timezones (absent: none). */
  spots?: ReadonlyMap<string, SpotDates>;
  zones?: ReadonlyMap<string, string>;
}

/** Only an approval (and what became of it: withdrawn) can have a spot to confirm. */
function mayHaveSpot(row: Pick<ApplicationRow, 'status'>): boolean {
  return row.status === 'approved' || row.status === 'withdrawn';
}

function spotDto(spot: SpotDates, timezone: string): ApplicationSpotDto {
  const iso = (value: Date | null) => (value === null ? null : value.toISOString());
  return {
    state: spotState(spot),
    dueAt: spot.dueAt.toISOString(),
    confirmedAt: iso(spot.confirmedAt),
    declinedAt: iso(spot.declinedAt),
    expiredAt: iso(spot.expiredAt),
    timezone,
  };
}

/** Undefined when the event or the applicant is gone (deleted meanwhile: the row goes with them). */
export function toApplicationDto(
  row: ApplicationRow,
  { titles, people, spots, zones }: ApplicationNames,
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
    ventureId: row.venture_id,
    spot: spotOf(row, spots, zones),
  };
}

function spotOf(
  row: ApplicationRow,
  spots: ApplicationNames['spots'],
  zones: ApplicationNames['zones'],
): ApplicationSpotDto | null {
  const spot = mayHaveSpot(row) ? spots?.get(row.id) : undefined;
  const zone = zones?.get(row.event_id);
  return spot && zone ? spotDto(spot, zone) : null;
}

/** Turns application rows into what the screens show: titles and people in one read each, side by side. */
@Injectable()
export class ApplicationViews {
  constructor(
    private readonly events: EventCatalog,
    private readonly users: UserDirectory,
    private readonly ventures: ApplicantVentures,
    private readonly spotRows: SpotRepository,
  ) {}

  /** The event titles and applicants of `rows`, and any other people asked for (e.g. timeline actors). */
  async names(rows: readonly ApplicationRow[], otherPeople: readonly string[] = []): Promise<ApplicationNames> {
    const [titles, people, spots] = await Promise.all([
      this.events.titles(distinct(rows.map((row) => row.event_id))),
      this.users.people(distinct([...rows.map((row) => row.user_id), ...otherPeople])),
      this.spotRows.forApplications(rows.filter(mayHaveSpot).map((row) => row.id)),
    ]);
    // The timezones only of events with a spot to show (most pages have none or few).
    const spotEvents = distinct(rows.filter((row) => spots.has(row.id)).map((row) => row.event_id));
    const zones = new Map(
      spotEvents.length === 0 ? [] : (await this.events.byIds(spotEvents)).map((event) => [event.id, event.timezone]),
    );
    return { titles, people, spots, zones };
  }

  async list(rows: readonly ApplicationRow[]): Promise<ApplicationDto[]> {
    if (rows.length === 0) return [];
    const names = await this.names(rows);
    return rows.flatMap((row) => toApplicationDto(row, names) ?? []);
  }

  /** The admin screens' applications: each with the venture its applicant continues, if any. */
  async withVentures(applications: readonly ApplicationDto[]): Promise<AdminApplicationDto[]> {
    const summaries = await this.ventures.summaries(
      applications.flatMap((application) => (application.ventureId ? [application.ventureId] : [])),
    );
    return applications.map((application) => {
      const venture = application.ventureId ? summaries.get(application.ventureId) : undefined;
      if (!venture) return { ...application, returning: null };
      const { ventureId, name, stage, sprintsEntered, bestPlace, figures } = venture;
      return { ...application, returning: { ventureId, name, stage, sprintsEntered, bestPlace, figures } };
    });
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
