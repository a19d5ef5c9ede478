import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, TransactionContext } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../../audit/domain-event.js';
import { AsProjection, type Projection } from '../../audit/projections/projection.js';
import { EventDeleted, EventUpdated, JudgeRemoved } from '../../events/event.events.js';
import {
  AssignmentRemoved,
  ConflictDeclared,
  ResultsPublished,
  ResultsWithdrawn,
} from '../../judging/judging.events.js';
import { WinnerAdded, WinnerRemoved } from '../../judging/results/winner.events.js';
import { ProjectSubmitted } from '../../projects/project.events.js';
import { CheckinAnswered } from '../checkin.events.js';
import {
  MilestoneAdded,
  MilestoneEdited,
  MilestoneRemoved,
  MilestoneUnverified,
  MilestoneVerified,
  VentureCreated,
  VentureEntryLinked,
  VentureEntryMoved,
  VenturesMerged,
  VentureUpdated,
} from '../venture.events.js';
import { VentureSummaryRows } from './venture-summary-rows.js';
import { VentureSummaryRepository } from './venture-summary.repository.js';

/** Events after which the venture of the stream (and the one left, for a move or merge) is folded again. */
const VENTURE_CHANGES = [
  VentureCreated.TYPE,
  VentureUpdated.TYPE,
  VentureEntryLinked.TYPE,
  VentureEntryMoved.TYPE,
  VenturesMerged.TYPE,
  MilestoneAdded.TYPE,
  MilestoneEdited.TYPE,
  MilestoneRemoved.TYPE,
  MilestoneVerified.TYPE,
  MilestoneUnverified.TYPE,
  CheckinAnswered.TYPE,
] as const;
/** Events after which a sprint's standings are computed again. */
const RESULTS_CHANGES = [ResultsPublished.TYPE, ResultsWithdrawn.TYPE, WinnerAdded.TYPE, WinnerRemoved.TYPE] as const;
/**
 * Events that change which score sheets a sprint's results count (a judge removed with their
 * sheets, staff removing a scored assignment, a conflict declared): once published, its standings
 * are computed again.
 */
const COUNTED_SHEETS_CHANGES = [JudgeRemoved.TYPE, AssignmentRemoved.TYPE, ConflictDeclared.TYPE] as const;
const EVENT_TYPES = [
  ...VENTURE_CHANGES,
  ...RESULTS_CHANGES,
  ...COUNTED_SHEETS_CHANGES,
  ProjectSubmitted.TYPE,
  EventUpdated.TYPE,
  EventDeleted.TYPE,
] as const;
type SummaryEvent = (typeof EVENT_TYPES)[number];

function isOf<T extends SummaryEvent>(
  event: RecordedEvent<SummaryEvent>,
  types: readonly T[],
): event is RecordedEvent<T> {
  return (types as readonly string[]).includes(event.type);
}

/**
 * venture_summaries and venture_entry_standings (the staff portfolio's read model), kept in the
 * transaction of every command whose events change them: the venture edited, milestones, entries
 * linked, moved or merged, check-ins answered, a sprint renamed, its end moved or deleted, and a
 * sprint's results published, withdrawn, its winners changed or the sheets they count (a judge
 * or a scored assignment removed, a conflict declared after publication).
 * Each event folds the ventures it names again from their rows, so a replay over the history ends
 * where the live model is; `reset` rebuilds it from the rows.
 */
@Injectable()
@AsProjection()
export class VentureSummaryProjection implements Projection<SummaryEvent>, OnApplicationBootstrap {
  readonly name = 'venture_summaries';
  readonly eventTypes = EVENT_TYPES;
  private readonly logger = new Logger(VentureSummaryProjection.name);

  constructor(
    private readonly rows: VentureSummaryRows,
    private readonly repository: VentureSummaryRepository,
    private readonly em: EntityManager,
  ) {}

  apply(em: EntityManager, event: RecordedEvent<SummaryEvent>): Promise<void> {
    // The ports the rows read through use the injected EntityManager: bound to this transaction.
    return TransactionContext.create(em, () => this.follow(event));
  }

  reset(em: EntityManager): Promise<void> {
    return TransactionContext.create(em, () => this.rows.rebuildAll());
  }

  snapshot(em: EntityManager): Promise<unknown[]> {
    return TransactionContext.create(em, () => this.repository.snapshot());
  }

  /**
   * Sprints published before the read model existed get their standings once (the migration
   * backfills the rest but cannot compute results); a no-op once every sprint has them.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const em = this.em.fork();
      const filled = await em.transactional((tx) =>
        TransactionContext.create(tx, () => this.rows.fillMissingStandings()),
      );
      if (filled > 0) {
        this.repository.rewritten();
        this.logger.log(`Recorded the published standings of ${filled} sprint(s) for the portfolio`);
      }
    } catch (error) {
      // A process started before the migrations ran (a worker) still starts; the next start fills them.
      this.logger.warn(`Could not fill the portfolio's missing standings: ${String(error)}`);
    }
  }

  private async follow(event: RecordedEvent<SummaryEvent>): Promise<void> {
    if (isOf(event, RESULTS_CHANGES)) {
      const eventId = isOf(event, [WinnerAdded.TYPE, WinnerRemoved.TYPE]) ? event.payload.eventId : event.streamId;
      await this.rows.refreshEvent(eventId);
      return;
    }
    if (isOf(event, COUNTED_SHEETS_CHANGES)) {
      // A judge's removal records each of their assignments removed too: their JudgeRemoved suffices.
      if (isOf(event, [AssignmentRemoved.TYPE]) && event.payload.via === 'judge_removed') return;
      await this.rows.refreshPublishedEvent(event.streamId);
      return;
    }
    if (isOf(event, [EventDeleted.TYPE])) {
      // Its entries went with it (the foreign keys cascade): its standings go, its ventures are folded again.
      await this.rows.forgetEvent(event.streamId);
      return;
    }
    if (isOf(event, [EventUpdated.TYPE])) {
      // The cohorts name the sprint and keep the oldest sprint first.
      const { changes } = event.payload;
      if (changes.title || changes.endDate)
        await this.rows.refresh(await this.repository.ventureIdsInEvent(event.streamId));
      return;
    }
    if (isOf(event, [ProjectSubmitted.TYPE])) {
      if (event.payload.ventureId) await this.rows.refresh([event.payload.ventureId]);
      return;
    }
    const ventureIds = [event.streamId];
    if (isOf(event, [VentureEntryMoved.TYPE, VenturesMerged.TYPE])) ventureIds.push(event.payload.fromVentureId);
    await this.rows.refresh(ventureIds);
  }
}
