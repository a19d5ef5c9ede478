import { Command } from '@nestjs/cqrs';

/** A new weight for the event's criterion with this label (matched case-insensitively, trimmed). */
export interface CriterionWeight {
  label: string;
  /** 1-100, as the wizard's weights. */
  weight: number;
}

/** What changed: the criteria whose weight moved (the rest were unknown labels or kept their weight). */
export interface ReweighedCriteria {
  changed: { criterionId: string; label: string; from: number; to: number }[];
  /** Labels given that the event has no criterion for (left as they are). */
  unknownLabels: string[];
}

/**
 * Sets the weights of an upcoming event's criteria by label in one transaction (insights' 'Use
 * these weights'); the event's criteria with no weight given keep theirs.
 */
export class ReweighCriteriaCommand extends Command<ReweighedCriteria> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly weights: readonly CriterionWeight[],
  ) {
    super();
  }
}
