// A panel's assignment as pure functions, shared by judging ('Assign Submissions', judging.md
// 'Assignment') and application review ('Assign Applications', review.md): items (submissions,
// applications) go to reviewers (judges, application reviewers) under the same rules.

/** Only `recused` matters here: a recused row neither counts nor may be asked again. */
export type PanelAssignmentState = 'assigned' | 'completed' | 'recused';

export interface PanelItem {
  id: string;
}

export interface PanelAssignment {
  itemId: string;
  reviewerId: string;
}

export interface ExistingAssignment extends PanelAssignment {
  state: PanelAssignmentState;
}

export interface PlanInput<I extends PanelItem> {
  /** In a stable order (oldest first); the order breaks ties between equally constrained items. */
  items: readonly I[];
  reviewerIds: readonly string[];
  existing: readonly ExistingAssignment[];
  /** Whether the reviewer may review the item (no conflict of interest). */
  eligible: (reviewerId: string, item: I) => boolean;
  /** Reviewers wanted per item: one number for all, or per item (one more review for a few). */
  k: number | ((item: I) => number);
  seed: string;
}

export interface PlanResult {
  added: PanelAssignment[];
  /** Items left with fewer than k reviewers (recused ones not counted), in the input order. */
  short: { itemId: string; assigned: number }[];
}

/**
 * Each item gets the eligible reviewers with the fewest assignments so far, ties broken by a seeded
 * shuffle, until it has `k` reviewers or no eligible reviewer is left. Existing assignments are
 * never moved or dropped (so a scored review never moves); a reviewer who has any row for an item
 * (recused ones too) is never assigned to it again.
 */
export function planAssignments<I extends PanelItem>(input: PlanInput<I>): PlanResult {
  const { items, reviewerIds, existing, eligible, k, seed } = input;
  const wanted = typeof k === 'number' ? () => k : k;
  const reviewers = new Set(reviewerIds);
  const load = new Map<string, number>(reviewerIds.map((id) => [id, 0]));
  const taken = new Map<string, Set<string>>(items.map(({ id }) => [id, new Set<string>()]));
  const active = new Map<string, number>(items.map(({ id }) => [id, 0]));
  for (const { itemId, reviewerId, state } of existing) {
    taken.get(itemId)?.add(reviewerId);
    if (state === 'recused') continue;
    if (reviewers.has(reviewerId)) load.set(reviewerId, load.get(reviewerId)! + 1);
    if (active.has(itemId)) active.set(itemId, active.get(itemId)! + 1);
  }

  // The candidates of each item that still needs reviewers, computed once; the most constrained
  // items go first, so that reviewers with few eligible items are spent where nobody else can go.
  const candidates = new Map<string, string[]>();
  const open: { item: I; index: number; spare: number }[] = [];
  items.forEach((item, index) => {
    const missing = wanted(item) - active.get(item.id)!;
    if (missing <= 0) return;
    const already = taken.get(item.id)!;
    const own = reviewerIds.filter((reviewerId) => !already.has(reviewerId) && eligible(reviewerId, item));
    candidates.set(item.id, own);
    open.push({ item, index, spare: own.length - missing });
  });
  open.sort((a, b) => a.spare - b.spare || a.index - b.index);

  const added: PlanResult['added'] = [];
  const short: (PlanResult['short'][number] & { index: number })[] = [];
  for (const { item, index } of open) {
    const missing = wanted(item) - active.get(item.id)!;
    const rankOf = ranksFor(seed, item.id);
    const picks = candidates
      .get(item.id)!
      .map((reviewerId) => ({ reviewerId, load: load.get(reviewerId)!, rank: rankOf(reviewerId) }))
      .sort((a, b) => a.load - b.load || a.rank - b.rank || (a.reviewerId < b.reviewerId ? -1 : 1))
      .slice(0, missing);
    for (const { reviewerId } of picks) {
      load.set(reviewerId, load.get(reviewerId)! + 1);
      added.push({ itemId: item.id, reviewerId });
    }
    const assigned = active.get(item.id)! + picks.length;
    if (assigned < wanted(item)) short.push({ itemId: item.id, assigned, index });
  }
  // Short items in the input order, whatever order they were filled in.
  short.sort((a, b) => a.index - b.index);
  return { added, short: short.map(({ itemId, assigned }) => ({ itemId, assigned })) };
}

/**
 * After a recusal (the recused row already in `existing` as `recused`): the reviewer who takes the
 * item over, as a top-up would pick one (eligible, fewest assignments of all `existing`, the
 * seeded tie-break), or null when nobody eligible is left.
 */
export function nextEligibleReviewer<I extends PanelItem>(
  input: Omit<PlanInput<I>, 'items' | 'k'> & { item: I },
): string | null {
  const { item, existing } = input;
  const active = existing.filter((row) => row.itemId === item.id && row.state !== 'recused').length;
  const plan = planAssignments({ ...input, items: [item], k: active + 1 });
  return plan.added[0]?.reviewerId ?? null;
}

// Read once: inside a vm context (Jest runs the app in one) every `Math` lookup goes through the
// context's global object, which made 200,000 ranks take 5 s there instead of 0.1 s.
const imul = Math.imul;
const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over `text`, continuing from `hash`. */
function fnv(hash: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = imul(hash, 0x01000193);
  }
  return hash;
}

/** The final 32-bit mix of a rank. */
function mixed(hash: number): number {
  hash ^= hash >>> 16;
  hash = imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The ranks of reviewers for one item: the hash of `${seed}|${itemId}|` is taken once and each
 * reviewer's id continues it, so 5,000 items x 40 reviewers hash 200,000 reviewer ids, not 200,000
 * whole texts. The same numbers as `seededRank`.
 */
function ranksFor(seed: string, itemId: string): (reviewerId: string) => number {
  const prefix = fnv(FNV_OFFSET, `${seed}|${itemId}|`);
  return (reviewerId) => mixed(fnv(prefix, reviewerId));
}

/** A stable pseudo-random rank of a reviewer for an item under a seed (FNV-1a, then a 32-bit mix). */
export function seededRank(seed: string, itemId: string, reviewerId: string): number {
  return mixed(fnv(FNV_OFFSET, `${seed}|${itemId}|${reviewerId}`));
}
