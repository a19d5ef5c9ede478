/** The admin Judging tab's importance scale (the wizard uses 1-100 instead). */
export const WEIGHT_LABELS: Record<number, string> = {
  1: 'Low importance',
  2: 'Below average',
  3: 'Average',
  4: 'High importance',
  5: 'Critical',
};

export const DEFAULT_ADMIN_WEIGHT = 1;

export function weightLabel(weight: number): string {
  return WEIGHT_LABELS[weight] ?? String(weight);
}

/** A criterion's weight as the tabs list it: '3 - Average' on the 1-5 scale, the number beyond it. */
export function weightText(weight: number): string {
  return weight <= 5 ? `${weight} - ${weightLabel(weight)}` : String(weight);
}

export const WEIGHT_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: `${value} - ${WEIGHT_LABELS[value]}`,
}));

/** 'Judge ' plus the first 8 characters of the id when the judge has no name. */
export function judgeDisplayName(judge: { userId: string; name: string | null }): string {
  return judge.name?.trim() || `Judge ${judge.userId.slice(0, 8)}`;
}
