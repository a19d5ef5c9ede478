import { Injectable } from '@nestjs/common';
import { isoTimestamp } from '../../common/timestamps.js';
import { EventCatalog } from '../../events/event-catalog.js';
import { EntryStandings } from '../../judging/entry-standings.js';
import { type VentureEntryRow, VentureEntries } from '../../projects/venture-entries.js';
import { CheckinRepository } from '../checkin.repository.js';
import { isoDate, MilestoneRepository } from '../milestone.repository.js';
import { VentureRepository } from '../venture.repository.js';
import { type AnyMilestoneFact, ventureStage } from '../venture-stage.js';

export type VentureRow = Awaited<ReturnType<VentureRepository['findMany']>>[number];
export type MilestoneRow = Awaited<ReturnType<MilestoneRepository['ofVentures']>>[number];
export type CheckinRow = Awaited<ReturnType<CheckinRepository['ofVentures']>>[number];

/** Everything the venture screens read of some ventures, in a few queries (none per venture). */
export interface VentureRecords {
  ventures: VentureRow[];
  entries: Map<string, VentureEntryRow[]>;
  milestones: Map<string, MilestoneRow[]>;
  checkins: Map<string, CheckinRow[]>;
  sprintTitles: Map<string, string>;
}

function groupBy<T extends { venture_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.venture_id);
    if (group) group.push(row);
    else groups.set(row.venture_id, [row]);
  }
  return groups;
}

/** What a milestone's fact is made of. */
export type MilestoneFactRow = Pick<MilestoneRow, 'type' | 'occurred_on' | 'figures' | 'verified_at' | 'created_at'>;

export function factOf(row: MilestoneFactRow): AnyMilestoneFact {
  return {
    type: row.type,
    occurredOn: isoDate(row.occurred_on),
    figures: row.figures,
    verified: row.verified_at !== null,
    createdAt: isoTimestamp(row.created_at),
  } as AnyMilestoneFact;
}

/** The latest of: the venture edited, an entry submitted, a milestone recorded, a check-in answered. */
export function lastActivityOf(venture: VentureRow, records: VentureRecords): string {
  const moments = [
    isoTimestamp(venture.updated_at),
    ...(records.entries.get(venture.id) ?? []).map((entry) => isoTimestamp(entry.submitted_at)),
    ...(records.milestones.get(venture.id) ?? []).map((milestone) => isoTimestamp(milestone.created_at)),
    ...(records.checkins.get(venture.id) ?? []).flatMap((checkin) =>
      checkin.answered_at ? [isoTimestamp(checkin.answered_at)] : [],
    ),
  ];
  return moments.reduce((latest, moment) => (moment > latest ? moment : latest));
}

/** The soonest check-in not yet answered (scheduled or asked). */
export function nextCheckinOf(checkins: readonly CheckinRow[], now: Date) {
  const open = checkins
    .filter((checkin) => checkin.state === 'scheduled' || checkin.state === 'asked')
    .sort((a, b) => isoTimestamp(a.due_at).localeCompare(isoTimestamp(b.due_at)))[0];
  if (!open) return null;
  const dueAt = isoTimestamp(open.due_at);
  return { id: open.id, eventId: open.event_id, dueAt, overdue: new Date(dueAt) < now };
}

export function stagesOf(milestones: readonly MilestoneFactRow[]) {
  const facts = milestones.map(factOf);
  return { stage: ventureStage(facts), verifiedStage: ventureStage(facts, true), facts };
}

/** Reads ventures with their entries, milestones and check-ins (queries and the portfolio read port share it). */
@Injectable()
export class VentureViews {
  constructor(
    private readonly ventures: VentureRepository,
    private readonly entries: VentureEntries,
    private readonly milestones: MilestoneRepository,
    private readonly checkins: CheckinRepository,
    private readonly events: EventCatalog,
    private readonly standings: EntryStandings,
  ) {}

  async records(ventureIds: readonly string[]): Promise<VentureRecords> {
    const [ventures, entries, milestones, checkins] = await Promise.all([
      this.ventures.findMany(ventureIds),
      this.entries.ofVentures(ventureIds),
      this.milestones.ofVentures(ventureIds),
      this.checkins.ofVentures(ventureIds),
    ]);
    const eventIds = new Set<string>([
      ...entries.map((entry) => entry.event_id),
      ...checkins.map((checkin) => checkin.event_id),
      ...ventures.flatMap((venture) => (venture.founded_event_id ? [venture.founded_event_id] : [])),
    ]);
    return {
      ventures,
      entries: groupBy(entries),
      milestones: groupBy(milestones),
      checkins: groupBy(checkins),
      sprintTitles: await this.events.titles([...eventIds]),
    };
  }

  /** Submission id -> published standing, for the events of these entries (one computation per event). */
  async standingsOf(entries: readonly VentureEntryRow[]) {
    const eventIds = [...new Set(entries.map((entry) => entry.event_id))];
    const perEvent = await Promise.all(eventIds.map((eventId) => this.standings.publishedOf(eventId)));
    return new Map(perEvent.flatMap((standings) => [...standings]));
  }
}
