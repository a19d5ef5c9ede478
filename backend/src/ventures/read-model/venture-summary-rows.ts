import { Injectable } from '@nestjs/common';
import { isoTimestamp } from '../../common/timestamps.js';
import { EventCatalog } from '../../events/event-catalog.js';
import { EntryStandings } from '../../judging/entry-standings.js';
import { VentureEntries } from '../../projects/venture-entries.js';
import { CheckinRepository } from '../checkin.repository.js';
import { MilestoneRepository } from '../milestone.repository.js';
import { factOf } from '../queries/venture-views.js';
import { ventureFigures } from '../venture-figures.js';
import { ventureStage } from '../venture-stage.js';
import { VentureRepository } from '../venture.repository.js';
import { type SummaryValues, VentureSummaryRepository } from './venture-summary.repository.js';

/** Ventures folded per statement when the whole read model is rebuilt. */
const BATCH = 500;

function latest(moments: readonly (string | Date)[]): Date | null {
  const iso = moments.map(isoTimestamp);
  if (iso.length === 0) return null;
  return new Date(iso.reduce((a, b) => (b > a ? b : a)));
}

/**
 * Computes venture summaries from the ventures' own rows with the same functions the venture page
 * uses (ventureStage, ventureFigures), so the portfolio and the page never disagree; and keeps the
 * entries' published standings, computed once per publication rather than per request.
 */
@Injectable()
export class VentureSummaryRows {
  constructor(
    private readonly summaries: VentureSummaryRepository,
    private readonly ventures: VentureRepository,
    private readonly entries: VentureEntries,
    private readonly milestones: MilestoneRepository,
    private readonly checkins: CheckinRepository,
    private readonly standings: EntryStandings,
    private readonly events: EventCatalog,
  ) {}

  /** Recomputes these ventures' summaries (a venture that no longer exists is skipped). */
  async refresh(ventureIds: readonly string[]): Promise<void> {
    const ids = [...new Set(ventureIds)];
    if (ids.length === 0) return;
    const [ventures, entries, milestones, checkins] = await Promise.all([
      this.ventures.findMany(ids),
      this.entries.ofVentures(ids),
      this.milestones.ofVentures(ids),
      this.checkins.ofVentures(ids),
    ]);
    const [standings, sprints] = await Promise.all([
      this.summaries.standingsOf(entries.map((entry) => entry.id)),
      this.events.byIds([...new Set(entries.map((entry) => entry.event_id))]),
    ]);
    const sprintOf = new Map(sprints.map((sprint) => [sprint.id, sprint]));
    const endOf = (eventId: string) => {
      const sprint = sprintOf.get(eventId);
      return sprint ? isoTimestamp(sprint.end_date) : '';
    };
    const rows: SummaryValues[] = ventures.map((venture) => {
      const own = entries.filter((entry) => entry.venture_id === venture.id);
      const facts = milestones.filter((row) => row.venture_id === venture.id).map(factOf);
      const answered = checkins.flatMap((row) =>
        row.venture_id === venture.id && row.answered_at !== null ? [row.answered_at] : [],
      );
      const figures = ventureFigures(facts);
      // Oldest sprint first; entries of one sprint (or of sprints ending together) in submission order.
      const ordered = [...own].sort((a, b) => endOf(a.event_id).localeCompare(endOf(b.event_id)));
      const cohorts = ordered.map((entry) => {
        const standing = standings.get(entry.id);
        return {
          submissionId: entry.id,
          eventId: entry.event_id,
          title: sprintOf.get(entry.event_id)?.title ?? '',
          place: standing?.place ?? null,
          rank: standing?.rank ?? null,
          of: standing?.of ?? null,
        };
      });
      const places = cohorts.flatMap((cohort) => (cohort.place === null ? [] : [cohort.place]));
      return {
        ventureId: venture.id,
        name: venture.name,
        merged: venture.merged_into_id !== null,
        stage: ventureStage(facts),
        verifiedStage: ventureStage(facts, true),
        cohorts,
        tracks: [...new Set(own.map((entry) => entry.track))].sort(),
        bestPlace: places.length > 0 ? Math.min(...places) : null,
        activityAt: latest([
          venture.updated_at,
          ...own.map((entry) => entry.submitted_at),
          ...facts.map((fact) => fact.createdAt),
          ...answered,
        ]),
        funding: figures.funding,
        designPartners: figures.designPartners.all,
        verifiedDesignPartners: figures.designPartners.verified,
      };
    });
    await this.summaries.upsert(rows);
  }

  /** The sprint's results were published or withdrawn, or its winners changed: its entries' standings and ventures follow. */
  async refreshEvent(eventId: string): Promise<void> {
    await this.summaries.replaceStandings(eventId, await this.standings.publishedOf(eventId));
    await this.refresh(await this.summaries.ventureIdsInEvent(eventId));
  }

  /** Which sheets a sprint's results count changed: once published, its standings follow. */
  async refreshPublishedEvent(eventId: string): Promise<void> {
    if ((await this.standings.phaseOf(eventId)) === 'published') await this.refreshEvent(eventId);
  }

  /** The sprint was deleted with its entries: its standings go and the ventures that entered it are folded again. */
  async forgetEvent(eventId: string): Promise<void> {
    await this.summaries.replaceStandings(eventId, new Map());
    await this.refresh(await this.summaries.ventureIdsInEvent(eventId));
  }

  /** Standings of sprints published before the read model existed (the migration cannot compute results). */
  async fillMissingStandings(): Promise<number> {
    let filled = 0;
    for (const eventId of await this.summaries.eventsWithoutStandings()) {
      if ((await this.standings.phaseOf(eventId)) !== 'published') continue;
      await this.refreshEvent(eventId);
      filled += 1;
    }
    return filled;
  }

  /** Everything again from the ventures' rows and the published results. */
  async rebuildAll(): Promise<void> {
    await this.summaries.clear();
    const ids = await this.summaries.allVentureIds();
    for (let at = 0; at < ids.length; at += BATCH) await this.refresh(ids.slice(at, at + BATCH));
    await this.fillMissingStandings();
  }
}
