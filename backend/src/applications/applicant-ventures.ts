import { Injectable } from '@nestjs/common';

/** A figure with how much of it staff verified. */
export interface VerifiedCount {
  all: number;
  verified: number;
}

/** Money in one currency (integer minor units); never summed across currencies. */
export interface MoneyInCurrency {
  currency: string;
  all: number;
  verified: number;
}

/** One sprint the venture entered, with its published standing (all null before results are published). */
export interface ApplicantVentureSprint {
  eventId: string;
  /** The sprint's (event's) title. */
  sprintTitle: string;
  /** Rank among the sprint's ranked entries: 'n of m'. */
  rank: number | null;
  of: number | null;
  /** The winner's place, if it placed. */
  place: number | null;
}

/** The venture an applicant continues, as the admin Applications screens and the review screens show it. */
export interface ApplicantVenture {
  ventureId: string;
  name: string;
  stage: string;
  sprintsEntered: number;
  /** The best (lowest) winner's place over its sprints. */
  bestPlace: number | null;
  /** Oldest first. */
  sprints: ApplicantVentureSprint[];
  figures: {
    interviews: VerifiedCount;
    designPartners: VerifiedCount;
    pilots: VerifiedCount;
    revenue: MoneyInCurrency[];
    funding: MoneyInCurrency[];
  };
}

export interface ApplicantVenturesReader {
  /** Whether the person is a member of the venture (and may say they continue it). */
  isMember(userId: string, ventureId: string): Promise<boolean>;
  summaries(ventureIds: readonly string[]): Promise<Map<string, ApplicantVenture>>;
}

/**
 * What applications asks of ventures: ventures registers its reader at start (ventures builds on
 * projects, which builds on applications, so applications cannot import ventures).
 */
@Injectable()
export class ApplicantVentures {
  private reader: ApplicantVenturesReader | undefined;

  register(reader: ApplicantVenturesReader): void {
    this.reader = reader;
  }

  isMember(userId: string, ventureId: string): Promise<boolean> {
    return this.reader ? this.reader.isMember(userId, ventureId) : Promise.resolve(false);
  }

  async summaries(ventureIds: readonly string[]): Promise<Map<string, ApplicantVenture>> {
    if (!this.reader || ventureIds.length === 0) return new Map();
    return this.reader.summaries([...new Set(ventureIds)]);
  }
}
