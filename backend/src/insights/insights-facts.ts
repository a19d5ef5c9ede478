import { Injectable } from '@nestjs/common';
import { ApplicationAnalytics } from '../applications/application-analytics.js';
import { ApplicationRecords } from '../applications/application-records.js';
import { AuditHead } from '../audit/audit-head.js';
import { isoTimestamp } from '../common/timestamps.js';
import { EventCatalog } from '../events/event-catalog.js';
import { JudgedEntries } from '../judging/results/judged-entries.js';
import { VentureCohortEntries } from '../projects/venture-cohort-entries.js';
import { EventReviewScores } from '../review/ranking/event-review-scores.js';
import { PortfolioRepository } from '../ventures/portfolio.repository.js';
import type { SprintFact, VentureCohortFact } from '../ventures/programme-figures.js';
import type { AnyMilestoneFact } from '../ventures/venture-stage.js';
import {
  criterionKey,
  type EntryInsightFact,
  type InsightsInput,
  type PanelScore,
  type SprintInsightFact,
} from './insights-assembly.js';

/** What the screen is computed from: the assembly's input and the programme figures' (section 6). */
export interface InsightsFacts {
  input: InsightsInput;
  programme: { sprints: SprintFact[]; ventures: VentureCohortFact[] };
}

/**
 * Reads the screen's facts through the owners' read models (insights.md; no other feature's
 * tables): projects' entries, ventures' outcome milestones, events' sprints and criteria, judging's
 * counted sheets, review's normalised reviews and applications' tallies and applicants. A few reads
 * per sprint, none per entry.
 */
@Injectable()
export class InsightsFactsReader {
  constructor(
    private readonly auditHead: AuditHead,
    private readonly cohortEntries: VentureCohortEntries,
    private readonly portfolio: PortfolioRepository,
    private readonly events: EventCatalog,
    private readonly judged: JudgedEntries,
    private readonly reviews: EventReviewScores,
    private readonly applications: ApplicationAnalytics,
    private readonly applicants: ApplicationRecords,
  ) {}

  /**
   * What the computed screen is kept by (common/caching/stamped-cache.ts): the audit log's head.
   * Every command that changes a fact read here (an entry, a sheet, a review, a decision, a
   * milestone or its verification, a criterion) appends an event in its transaction. Read it
   * before the facts it stamps.
   */
  async readStamp(): Promise<string> {
    return this.auditHead.stamp();
  }

  async read(): Promise<InsightsFacts> {
    const [entries, milestoneRows] = await Promise.all([
      this.cohortEntries.all(),
      this.portfolio.outcomeMilestones(true),
    ]);
    const eventIds = [...new Set(entries.map((entry) => entry.event_id))];
    const [events, perEvent] = await Promise.all([
      this.events.byIds(eventIds),
      Promise.all(
        eventIds.map(async (eventId) => {
          const [judged, reviews, figures] = await Promise.all([
            this.judged.of(eventId),
            this.reviews.of(eventId),
            this.applications.figures(eventId),
          ]);
          return { eventId, judged, reviews, figures };
        }),
      ),
    ]);
    const parties = await this.applicants.parties(
      perEvent.flatMap(({ reviews }) => reviews.reviews.map((review) => review.applicationId)),
    );

    const byEvent = new Map(perEvent.map((facts) => [facts.eventId, facts]));
    const sprints: SprintInsightFact[] = events.map((event) => {
      const facts = byEvent.get(event.id)!;
      return {
        eventId: event.id,
        title: event.title,
        endDate: isoTimestamp(event.end_date),
        criteria: facts.judged.criteria.map(({ label, weight }) => ({ label, weight })),
        applied: facts.figures.applied,
        approved: facts.figures.approved,
      };
    });

    const judgedOf = new Map(
      perEvent.flatMap(({ judged }) => judged.entries.map((entry) => [entry.submissionId, entry] as const)),
    );
    const labelOf = new Map(
      perEvent.flatMap(({ judged }) => judged.criteria.map((criterion) => [criterion.id, criterion.label] as const)),
    );
    const insightEntries: EntryInsightFact[] = entries.map((entry) => {
      const judged = judgedOf.get(entry.id);
      return {
        entryId: entry.id,
        eventId: entry.event_id,
        ventureId: entry.venture_id,
        submittedOn: isoTimestamp(entry.submitted_at).slice(0, 10),
        criterionAverages: new Map(
          [...(judged?.criterionAverages ?? [])].map(([criterionId, average]) => [
            criterionKey(labelOf.get(criterionId)!),
            average,
          ]),
        ),
        score: judged?.score ?? null,
        place: judged?.place ?? null,
      };
    });

    const milestones = new Map<string, AnyMilestoneFact[]>();
    const entered = new Set(entries.map((entry) => entry.venture_id));
    for (const row of milestoneRows) {
      if (!entered.has(row.venture_id)) continue;
      const fact = {
        type: row.type,
        occurredOn: row.occurred_on,
        figures: row.type === 'funding' ? { amountMinor: Number(row.amount_minor ?? 0) } : {},
        verified: row.verified,
        createdAt: isoTimestamp(row.created_at),
      } as AnyMilestoneFact;
      const list = milestones.get(row.venture_id);
      if (list) list.push(fact);
      else milestones.set(row.venture_id, [fact]);
    }

    // Judges: a counted sheet's total of an entry. Reviewers: a review's total of an application,
    // whose outcome is that of the entry the applicant is on in the same sprint (none: unknown).
    const judgeScores: PanelScore[] = perEvent.flatMap(({ eventId, judged }) =>
      judged.sheets.map((sheet) => ({
        personId: sheet.judgeId,
        itemId: sheet.submissionId,
        eventId,
        total: sheet.total,
      })),
    );
    const reviewScores: PanelScore[] = perEvent.flatMap(({ eventId, reviews }) =>
      reviews.reviews.map((review) => ({
        personId: review.reviewerId,
        itemId: review.applicationId,
        eventId,
        total: review.total,
      })),
    );
    const entryOfMember = new Map(
      perEvent.flatMap(({ eventId, judged }) =>
        judged.entries.flatMap((entry) =>
          entry.teamUserIds.map((userId) => [`${eventId}:${userId}`, entry.submissionId] as const),
        ),
      ),
    );
    const applicationEntry = new Map<string, string>();
    for (const [applicationId, { userId, eventId }] of parties) {
      const entryId = entryOfMember.get(`${eventId}:${userId}`);
      if (entryId !== undefined) applicationEntry.set(applicationId, entryId);
    }

    const ventures = new Map<string, VentureCohortFact & { eventIds: string[] }>();
    for (const entry of entries) {
      const venture = ventures.get(entry.venture_id);
      if (venture) venture.eventIds.push(entry.event_id);
      else
        ventures.set(entry.venture_id, {
          ventureId: entry.venture_id,
          eventIds: [entry.event_id],
          milestones: milestones.get(entry.venture_id) ?? [],
        });
    }

    return {
      input: {
        sprints,
        entries: insightEntries,
        milestones,
        judges: {
          scores: judgeScores,
          entryOf: new Map(insightEntries.map((entry) => [entry.entryId, entry.entryId])),
          panelScore: new Map(
            insightEntries.flatMap((entry) => (entry.score === null ? [] : [[entry.entryId, entry.score] as const])),
          ),
        },
        reviewers: {
          scores: reviewScores,
          entryOf: applicationEntry,
          panelScore: new Map(
            perEvent.flatMap(({ reviews }) =>
              [...reviews.scores].map(([applicationId, score]) => [applicationId, score.score] as const),
            ),
          ),
        },
      },
      programme: {
        sprints: sprints.map(({ eventId, title, endDate }) => ({ eventId, title, endDate })),
        ventures: [...ventures.values()],
      },
    };
  }
}
