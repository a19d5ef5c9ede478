/** Judging's words (judging.md): the phases of an event's judging and the states of an assignment. */
export const JUDGING_PHASES = ['not_started', 'open', 'closed', 'published'] as const;
export type JudgingPhase = (typeof JUDGING_PHASES)[number];

export const ASSIGNMENT_STATES = ['assigned', 'completed', 'recused'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** Reviews per submission: default 3, 1 to 10. */
export const DEFAULT_REVIEWS_PER_SUBMISSION = 3;
export const MIN_REVIEWS_PER_SUBMISSION = 1;
export const MAX_REVIEWS_PER_SUBMISSION = 10;

/** The phase changes staff make: the judging's, and 'Publish Results' / 'Withdraw Results' (results). */
export const PHASE_CHANGES = {
  open: { from: ['not_started'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  reopen: { from: ['closed'], to: 'open' },
  publish: { from: ['closed'], to: 'published' },
  withdraw: { from: ['published'], to: 'closed' },
} as const satisfies Record<string, { from: readonly JudgingPhase[]; to: JudgingPhase }>;
export type PhaseChange = keyof typeof PHASE_CHANGES;

/** The phase a change leads to, or undefined when the design does not allow it from `phase`. */
export function phaseAfter(phase: JudgingPhase, change: PhaseChange): JudgingPhase | undefined {
  const rule = PHASE_CHANGES[change];
  return (rule.from as readonly JudgingPhase[]).includes(phase) ? rule.to : undefined;
}

/** Who sees results before they are published, and every staff field of them. */
export const RESULTS_STAFF_ROLES: readonly string[] = ['admin', 'organizer'];
