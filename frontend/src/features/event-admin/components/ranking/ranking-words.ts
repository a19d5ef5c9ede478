import type { DecisionsResult, RankedApplication, RankingShow } from '../../api/review-ranking';

export const SHOW_LABELS: Record<RankingShow, string> = {
  all: 'All',
  borderline: 'Borderline',
  accept: 'Accept',
  waitlist: 'Waitlist',
  reject: 'Reject',
};

export const SUGGESTION_LABELS: Record<NonNullable<RankedApplication['suggestion']>, string> = {
  accept: 'Accept',
  waitlist: 'Waitlist',
  reject: 'Reject',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** '3.84 ± 0.21'; with one review the ± is unknown: '3.84 ± —'. */
export function scoreText({ score, standardError }: Pick<RankedApplication, 'score' | 'standardError'>): string {
  return `${score.toFixed(2)} ± ${standardError === null ? '—' : standardError.toFixed(2)}`;
}

/** '2 accept · 1 maybe', or '—' when nobody recommended anything. */
export function recommendationsText({ recommendations }: Pick<RankedApplication, 'recommendations'>): string {
  const parts = (['accept', 'maybe', 'reject'] as const)
    .filter((kind) => recommendations[kind] > 0)
    .map((kind) => `${recommendations[kind]} ${kind}`);
  return parts.length === 0 ? '—' : parts.join(' · ');
}

/** A bulk decision's outcome in words: '3 applications changed; 1 skipped: changed by someone else meanwhile.' */
export function decisionsText({ changed, unchanged, skipped }: DecisionsResult): string {
  const words = [`${plural(changed, 'application')} changed`];
  if (unchanged > 0) words.push(`${unchanged} already had that status`);
  const stale = skipped.filter((row) => row.reason === 'changed').length;
  const foreign = skipped.length - stale;
  if (stale > 0) words.push(`${stale} skipped: changed by someone else meanwhile, reload and try again`);
  if (foreign > 0) words.push(`${foreign} skipped: not an application to this event`);
  return `${words.join('; ')}.`;
}
