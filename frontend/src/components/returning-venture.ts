import type { components } from '@/api/generated/schema';

export type ApplicantVenture = components['schemas']['ApplicantVentureDto'];
type Money = components['schemas']['MoneyInCurrencyDto'];

const PLACES: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

/** 'best place 1st', or that it has not placed yet. */
export function bestPlaceText(bestPlace: number | null): string {
  return bestPlace === null ? 'not placed yet' : `best place ${PLACES[bestPlace] ?? `${bestPlace}th`}`;
}

/** '€250,000.00 (€0.00 verified)' per currency, never summed across currencies; '–' for none. */
export function moneyText(amounts: readonly Money[]): string {
  if (amounts.length === 0) return '–';
  return amounts
    .map((amount) => {
      const all = formatMinor(amount.all, amount.currency);
      return amount.verified === amount.all
        ? `${all} (verified)`
        : `${all} (${formatMinor(amount.verified, amount.currency)} verified)`;
    })
    .join('; ');
}

function formatMinor(minor: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

/** '12 (3 verified)'. */
export function countText({ all, verified }: { all: number; verified: number }): string {
  return `${all} (${verified} verified)`;
}
