/** An event's queue as the reviewing screens walk it (oldest application first). */
export interface QueueItemLike {
  applicationId: string;
  applicantName: string | null;
  state: 'to_review' | 'reviewed' | 'recused';
  decided: boolean;
}

/** The reviewer's progress line: '{n} of {m} reviewed'. */
export function reviewedProgressText(reviewed: number, assigned: number): string {
  return `${reviewed} of ${assigned} reviewed`;
}

/**
 * How an application is named to its reviewer: the applicant's name, or under blind review
 * 'Application {n}' by its place in the reviewer's queue of the event.
 */
export function applicationLabel(items: readonly QueueItemLike[], applicationId: string): string {
  const index = items.findIndex((item) => item.applicationId === applicationId);
  const item = items[index];
  if (item?.applicantName) return item.applicantName;
  return index < 0 ? 'Application' : `Application ${index + 1}`;
}

/** The applications before and after this one (J/K, Previous/Next); recused ones are skipped. */
export function neighbours(
  items: readonly QueueItemLike[],
  applicationId: string,
): { previous: string | null; next: string | null } {
  const open = items.filter((item) => item.state !== 'recused');
  const index = open.findIndex((item) => item.applicationId === applicationId);
  if (index < 0) return { previous: null, next: open[0]?.applicationId ?? null };
  return {
    previous: open[index - 1]?.applicationId ?? null,
    next: open[index + 1]?.applicationId ?? null,
  };
}

/**
 * Where 'Save Review' goes next: the first application after this one still to review (and still
 * open for reviews), going round to the start; null when none is left.
 */
export function nextToReview(items: readonly QueueItemLike[], applicationId: string): string | null {
  const index = items.findIndex((item) => item.applicationId === applicationId);
  const ordered = [...items.slice(index + 1), ...items.slice(0, Math.max(index, 0))];
  return (
    ordered.find((item) => item.applicationId !== applicationId && item.state === 'to_review' && !item.decided)
      ?.applicationId ?? null
  );
}
