import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { VentureEntries } from '../projects/venture-entries.js';
import { lastActivityOf, nextCheckinOf, stagesOf, VentureViews } from './queries/venture-views.js';
import { type VentureFigures, ventureFigures } from './venture-figures.js';
import { VentureMembership } from './venture-membership.js';
import type { VentureStage } from './venture-rules.js';

/** One sprint a venture entered, with its published standing. */
export interface VentureSprintSummary {
  submissionId: string;
  eventId: string;
  title: string;
  submittedAt: string;
  rank: number | null;
  of: number | null;
  place: number | null;
}

/** A venture as the staff portfolio, the applications list and the judges' score page read it. */
export interface VentureSummary {
  id: string;
  name: string;
  stage: VentureStage;
  verifiedStage: VentureStage;
  /** Oldest first. */
  sprints: VentureSprintSummary[];
  /** The best (lowest) winner's place over its sprints, if any. */
  bestPlace: number | null;
  figures: VentureFigures;
  lastActivityAt: string;
  nextCheckin: { id: string; eventId: string; dueAt: string; overdue: boolean } | null;
  mergedIntoId: string | null;
}

/**
 * The read port other features (and the staff portfolio) use instead of ventures' tables: which
 * venture a submission or a person belongs to, and ventures summarised. Never judges' names,
 * notes or per-judge scores: standings come from judging's published results only.
 */
@Injectable()
export class VentureDirectory {
  constructor(
    private readonly views: VentureViews,
    private readonly entries: VentureEntries,
    private readonly membership: VentureMembership,
    private readonly clock: Clock,
  ) {}

  ventureOfSubmission(submissionId: string): Promise<string | undefined> {
    return this.entries.ventureOf(submissionId);
  }

  ventureIdsOfMember(userId: string): Promise<string[]> {
    return this.membership.ventureIdsOf(userId);
  }

  async summaries(ventureIds: readonly string[]): Promise<VentureSummary[]> {
    const records = await this.views.records(ventureIds);
    const allEntries = [...records.entries.values()].flat();
    const standings = await this.views.standingsOf(allEntries);
    const now = this.clock.now();
    return records.ventures.map((venture) => {
      const milestones = records.milestones.get(venture.id) ?? [];
      const { stage, verifiedStage, facts } = stagesOf(milestones);
      const sprints = (records.entries.get(venture.id) ?? []).map((entry): VentureSprintSummary => {
        const standing = standings.get(entry.id);
        return {
          submissionId: entry.id,
          eventId: entry.event_id,
          title: records.sprintTitles.get(entry.event_id) ?? '',
          submittedAt: new Date(entry.submitted_at).toISOString(),
          rank: standing?.rank ?? null,
          of: standing?.of ?? null,
          place: standing?.place ?? null,
        };
      });
      const places = sprints.flatMap((sprint) => (sprint.place === null ? [] : [sprint.place]));
      return {
        id: venture.id,
        name: venture.name,
        stage,
        verifiedStage,
        sprints,
        bestPlace: places.length > 0 ? Math.min(...places) : null,
        figures: ventureFigures(facts),
        lastActivityAt: lastActivityOf(venture, records),
        nextCheckin: nextCheckinOf(records.checkins.get(venture.id) ?? [], now),
        mergedIntoId: venture.merged_into_id,
      };
    });
  }
}
