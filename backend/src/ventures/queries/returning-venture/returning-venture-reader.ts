import { Injectable } from '@nestjs/common';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EntryStandings } from '../../../judging/entry-standings.js';
import type { ReturningVenture } from '../../../judging/returning-ventures.js';
import { VentureEntries } from '../../../projects/venture-entries.js';
import { isoDate, MilestoneRepository } from '../../milestone.repository.js';
import { VentureRepository } from '../../venture.repository.js';

/**
 * What a judge scoring a submission may see of its venture (ventures.md 'How a venture comes to
 * be'): the venture's entries in earlier sprints with their published standing, and the milestones
 * dated since the last of those sprints ended. Standings come from judging's published results,
 * so no judge's name, note or score per judge is ever read here.
 */
@Injectable()
export class ReturningVentureReader {
  constructor(
    private readonly entries: VentureEntries,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
    private readonly events: EventCatalog,
    private readonly standings: EntryStandings,
  ) {}

  async of(submissionId: string): Promise<ReturningVenture | null> {
    const ventureId = await this.entries.ventureOf(submissionId);
    if (!ventureId) return null;
    const entries = await this.entries.ofVentures([ventureId]);
    const current = entries.find((entry) => entry.id === submissionId);
    if (!current) return null;
    const sprints = new Map(
      (await this.events.byIds([...new Set(entries.map((entry) => entry.event_id))])).map((event) => [event.id, event]),
    );
    const endOf = (eventId: string) => {
      const sprint = sprints.get(eventId);
      return sprint ? isoTimestamp(sprint.end_date) : '';
    };
    // Earlier: entries of other sprints that ended before this one.
    const earlier = entries
      .filter((entry) => entry.event_id !== current.event_id && endOf(entry.event_id) < endOf(current.event_id))
      .sort((a, b) => endOf(a.event_id).localeCompare(endOf(b.event_id)));
    if (earlier.length === 0) return null;

    const [venture] = await this.ventures.findMany([ventureId]);
    const published = await Promise.all(
      [...new Set(earlier.map((entry) => entry.event_id))].map((eventId) => this.standings.publishedOf(eventId)),
    );
    const standingOf = new Map(published.flatMap((perEvent) => [...perEvent]));
    const last = earlier[earlier.length - 1];
    const lastEnded = endOf(last.event_id).slice(0, 10);
    const milestones = (await this.milestones.ofVentures([ventureId])).filter(
      (milestone) => isoDate(milestone.occurred_on) > lastEnded,
    );

    return {
      ventureId,
      name: venture?.name ?? '',
      earlierEntries: earlier.map((entry) => {
        const standing = standingOf.get(entry.id);
        return {
          eventId: entry.event_id,
          sprintTitle: sprints.get(entry.event_id)?.title ?? '',
          title: entry.snapshot.title,
          rank: standing?.rank ?? null,
          of: standing ? standing.of : null,
          place: standing?.place ?? null,
        };
      }),
      sinceSprint: { eventId: last.event_id, title: sprints.get(last.event_id)?.title ?? '' },
      milestonesSince: milestones.map((milestone) => ({
        type: milestone.type,
        occurredOn: isoDate(milestone.occurred_on),
        figures: milestone.figures,
        description: milestone.description,
        verified: milestone.verified_at !== null,
      })),
    };
  }
}
