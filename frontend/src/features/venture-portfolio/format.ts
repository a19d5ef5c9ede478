/** '€2,500.00': minor units in their currency's own decimals (EUR 2, JPY 0); an unknown code keeps two. */
export function formatMoney(minor: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th': a winner's place. */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** A share as a whole percent, or a dash without n. */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${Math.round(value * 100)}%`;
}
