import type { MilestoneFigures, MilestoneType, VentureStage } from './venture-rules.js';

/** What stage and figures read of a milestone. */
export interface MilestoneFact<T extends MilestoneType = MilestoneType> {
  type: T;
  /** ISO date (yyyy-mm-dd). */
  occurredOn: string;
  figures: MilestoneFigures[T];
  verified: boolean;
  /** Orders milestones of one day: the later recorded counts as the later. */
  createdAt: string;
}

export type AnyMilestoneFact = { [T in MilestoneType]: MilestoneFact<T> }[MilestoneType];

/** The progress stages in order; `stopped` stands apart. */
const PROGRESS: readonly Exclude<VentureStage, 'stopped'>[] = [
  'idea',
  'validating',
  'design_partner',
  'pilot',
  'revenue',
  'funded',
];

/** The stage a milestone shows the venture reached, if any (a zero figure shows none). */
function stageShownBy(milestone: AnyMilestoneFact): Exclude<VentureStage, 'stopped'> | undefined {
  switch (milestone.type) {
    case 'customer_interviews':
      return milestone.figures.count > 0 ? 'validating' : undefined;
    case 'design_partner':
    case 'letter_of_intent':
      return 'design_partner';
    case 'pilot':
      return 'pilot';
    case 'revenue':
      return milestone.figures.monthlyAmountMinor > 0 ? 'revenue' : undefined;
    case 'funding':
      return milestone.figures.amountMinor > 0 ? 'funded' : undefined;
    case 'team_change':
    case 'pivot':
    case 'stopped':
      return undefined;
  }
}

/**
 * A status milestone says whether the venture is going: `stopped`, or evidence of work (every type
 * but `team_change`, since someone joining or leaving says nothing of whether it goes on).
 */
function isStatusMilestone(milestone: AnyMilestoneFact): boolean {
  return milestone.type !== 'team_change';
}

export function newestFirst(a: AnyMilestoneFact, b: AnyMilestoneFact): number {
  return b.occurredOn.localeCompare(a.occurredOn) || b.createdAt.localeCompare(a.createdAt);
}

/**
 * ventures.md 'Stage': `stopped` when the latest status milestone is a `stopped` one (work recorded
 * after it means the venture resumed), else the furthest stage any milestone shows (a pivot keeps
 * what was reached); `idea` with none. `verifiedOnly`: only verified milestones count (staff filters).
 */
export function ventureStage(milestones: readonly AnyMilestoneFact[], verifiedOnly = false): VentureStage {
  const counted = milestones.filter((milestone) => !verifiedOnly || milestone.verified);
  const latestStatus = [...counted].sort(newestFirst).find(isStatusMilestone);
  if (latestStatus?.type === 'stopped') return 'stopped';
  let reached = 0;
  for (const milestone of counted) {
    const stage = stageShownBy(milestone);
    if (stage !== undefined) reached = Math.max(reached, PROGRESS.indexOf(stage));
  }
  return PROGRESS[reached];
}
