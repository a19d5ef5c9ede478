/**
 * Kendall's coefficient of concordance W for m judges who all scored the same n submissions:
 * each judge's scores become ranks (ties share their mean rank), R_i is submission i's rank sum and
 * W = 12·S / (m²(n³ − n) − m·ΣT), S = Σ(R_i − R̄)², T = Σ(t³ − t) over each judge's groups of t ties.
 * 1 is perfect agreement, 0 none. `scores[j][i]` is judge j's score for submission i. Null when
 * W is undefined: fewer than 2 judges or submissions, or every judge tied everything.
 */
export function kendallW(scores: readonly (readonly number[])[]): number | null {
  const m = scores.length;
  const n = scores[0]?.length ?? 0;
  if (m < 2 || n < 2) return null;
  const rankSums = new Array<number>(n).fill(0);
  let ties = 0;
  for (const row of scores) {
    const { ranks, tieCorrection } = rank(row);
    ranks.forEach((value, index) => (rankSums[index] += value));
    ties += tieCorrection;
  }
  const mean = (m * (n + 1)) / 2;
  const s = rankSums.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const denominator = m * m * (n ** 3 - n) - m * ties;
  return denominator === 0 ? null : (12 * s) / denominator;
}

/** 1-based ranks, ties sharing their mean rank, and Σ(t³ − t) over the groups of ties. */
function rank(values: readonly number[]): { ranks: number[]; tieCorrection: number } {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  let tieCorrection = 0;
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    const shared = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[order[k].index] = shared;
    const t = end - start + 1;
    tieCorrection += t ** 3 - t;
    start = end + 1;
  }
  return { ranks, tieCorrection };
}

/** The reviews of one judge for one submission, as the agreement reads them. */
export interface SharedReview {
  submissionId: string;
  judgeId: string;
  total: number;
}

export interface Agreement {
  /** The mean of each group's W weighted by its submissions; null without any group. */
  kendallW: number | null;
  /** Groups of ≥2 submissions scored by the same ≥2 judges. */
  groups: number;
  submissions: number;
}

/**
 * Agreement over the submissions judges share: submissions are grouped by the exact set of judges
 * who scored them; each group of at least 2 judges and 2 submissions gives a W, and the groups'
 * Ws are averaged, weighted by their submissions.
 */
export function agreementOf(reviews: readonly SharedReview[]): Agreement {
  const bySubmission = new Map<string, Map<string, number>>();
  for (const review of reviews) {
    const scores = bySubmission.get(review.submissionId) ?? new Map<string, number>();
    scores.set(review.judgeId, review.total);
    bySubmission.set(review.submissionId, scores);
  }
  const groups = new Map<string, { judges: string[]; submissions: Map<string, number>[] }>();
  for (const scores of bySubmission.values()) {
    if (scores.size < 2) continue;
    const judges = [...scores.keys()].sort();
    const key = judges.join(',');
    const group = groups.get(key) ?? { judges, submissions: [] };
    group.submissions.push(scores);
    groups.set(key, group);
  }
  let weighted = 0;
  let weights = 0;
  let counted = 0;
  for (const { judges, submissions } of groups.values()) {
    const w = kendallW(judges.map((judge) => submissions.map((scores) => scores.get(judge)!)));
    if (w === null) continue;
    weighted += w * submissions.length;
    weights += submissions.length;
    counted += 1;
  }
  return { kendallW: weights === 0 ? null : weighted / weights, groups: counted, submissions: weights };
}
