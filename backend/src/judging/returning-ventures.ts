import { Injectable } from '@nestjs/common';

/** One earlier sprint entry of a returning venture, as its published results tell it. */
export interface EarlierEntry {
  eventId: string;
  sprintTitle: string;
  /** The project's title as submitted then. */
  title: string;
  /** 'n of m' among the scored; null until that sprint's results were published. */
  rank: number | null;
  of: number | null;
  place: number | null;
}

/** A milestone recorded since the venture's last sprint, marked verified or self-reported. */
export interface MilestoneSince {
  type: string;
  occurredOn: string;
  figures: Record<string, unknown>;
  description: string | null;
  verified: boolean;
}

/** What a judge may know of a returning venture: never earlier judges' names, notes or per-judge scores. */
export interface ReturningVenture {
  ventureId: string;
  name: string;
  /** Oldest first. */
  earlierEntries: EarlierEntry[];
  /** The last earlier sprint, from whose end `milestonesSince` counts. */
  sinceSprint: { eventId: string; title: string };
  /** Newest first. */
  milestonesSince: MilestoneSince[];
}

/** The returning venture of a submission, or null for a venture's first entry. */
export type ReturningVentureReader = (submissionId: string) => Promise<ReturningVenture | null>;

/**
 * The score page's view of a returning venture, as ventures tells it: ventures registers its reader
 * at start (ventures imports judging for standings, so judging cannot import ventures back).
 */
@Injectable()
export class ReturningVentures {
  private reader: ReturningVentureReader | undefined;

  register(reader: ReturningVentureReader): void {
    this.reader = reader;
  }

  async of(submissionId: string): Promise<ReturningVenture | null> {
    return this.reader ? this.reader(submissionId) : null;
  }
}
