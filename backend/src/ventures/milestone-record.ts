import type { MilestoneInputDto } from './milestone-input.dto.js';
import type { AnyMilestoneFigures } from './venture-rules.js';
import type { MilestoneRecord } from './venture.events.js';

/** The validated input as stored: only the type's figures (the DTO refused any other), no empty texts. */
export function milestoneRecordOf(input: MilestoneInputDto): MilestoneRecord {
  return {
    type: input.type,
    occurredOn: input.occurredOn,
    figures: { ...input.figures } as AnyMilestoneFigures,
    link: input.link || null,
    description: input.description || null,
  };
}
