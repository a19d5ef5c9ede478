import type { Milestone, MilestoneInput, MilestoneType } from './api/get-venture';
import { majorToMinor, minorToMajorText } from './money';

/** The form's values: money fields hold the amount in major units as typed ('1250.50'). */
export interface MilestoneFormValues {
  type: MilestoneType;
  occurredOn: string;
  figures: Record<string, string | number | undefined>;
  link?: string;
  description?: string;
}

/** The money field of a type, named as the API names it, so the server's problems land under it. */
export function moneyField(type: MilestoneType): 'monthlyAmountMinor' | 'amountMinor' | null {
  if (type === 'revenue') return 'monthlyAmountMinor';
  if (type === 'funding') return 'amountMinor';
  return null;
}

export type MilestoneBody = { body: MilestoneInput } | { problem: { field: string; message: string } };

function blankToUndefined(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The command's body from the form: the money typed in major units becomes integer minor units. */
export function milestoneBody(values: MilestoneFormValues): MilestoneBody {
  const figures: Record<string, string | number | undefined> = { ...values.figures };
  const money = moneyField(values.type);
  if (money) {
    const currency = String(figures.currency ?? '')
      .trim()
      .toUpperCase();
    figures.currency = currency;
    const minor = majorToMinor(String(figures[money] ?? ''), currency || 'EUR');
    if (minor === null) {
      return { problem: { field: `figures.${money}`, message: 'Please enter an amount, e.g. 1250.50.' } };
    }
    figures[money] = minor;
  }
  // The API's body: the money now in minor units, the rest as typed.
  if (values.type === 'customer_interviews') figures.count = Number(figures.count);
  return {
    body: {
      type: values.type,
      occurredOn: values.occurredOn,
      figures: figures as MilestoneInput['figures'],
      link: blankToUndefined(values.link),
      description: blankToUndefined(values.description),
    },
  };
}

/** A milestone back in the form, its money in major units. */
export function milestoneFormValues(milestone: Milestone): MilestoneFormValues {
  const figures = { ...(milestone.figures as Record<string, string | number>) };
  const money = moneyField(milestone.type);
  if (money) figures[money] = minorToMajorText(Number(figures[money]), String(figures.currency));
  return {
    type: milestone.type,
    occurredOn: milestone.occurredOn,
    figures,
    link: milestone.link ?? undefined,
    description: milestone.description ?? undefined,
  };
}
