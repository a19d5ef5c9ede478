/** Digits after the decimal point of a currency's minor unit (EUR 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount typed in major units ('1,250.50') as the integer minor units the API keeps (125050),
 * read digit by digit so no float rounding creeps in. Null when it is not a non-negative amount
 * with at most the currency's decimals.
 */
export function majorToMinor(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const digits = minorDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units back to the major amount the form shows ('1250.5' → 1250.50 EUR as '1250.50'). */
export function minorToMajorText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** '€1,250.50': minor units shown in their currency. */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${minorToMajorText(minor, currency)} ${currency}`;
  }
}
