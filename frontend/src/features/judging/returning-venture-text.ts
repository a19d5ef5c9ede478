import type { components } from '@/api/generated/schema';

export type ReturningVenture = components['schemas']['ReturningVentureDto'];
export type EarlierEntry = components['schemas']['EarlierEntryDto'];
export type MilestoneSince = components['schemas']['MilestoneSinceDto'];

function money(minor: unknown, currency: unknown): string {
  const code = typeof currency === 'string' ? currency : '';
  const amount = typeof minor === 'number' ? minor : 0;
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${code} ${(amount / 100).toFixed(2)}`;
  }
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** One line for a milestone: its type and its figures ('Design partner: Port of Rotterdam'). */
export function milestoneText({ type, figures: f }: Pick<MilestoneSince, 'type' | 'figures'>): string {
  switch (type) {
    case 'customer_interviews':
      return `${text(f.count)} customer interviews`;
    case 'design_partner':
      return `Design partner: ${text(f.organisation)}`;
    case 'letter_of_intent':
      return `Letter of intent: ${text(f.organisation)}`;
    case 'pilot':
      return `Pilot (${text(f.state)}): ${text(f.organisation)}`;
    case 'revenue':
      return `Revenue: ${money(f.monthlyAmountMinor, f.currency)} a month`;
    case 'funding':
      return `Funding: ${money(f.amountMinor, f.currency)} (${text(f.source)})`;
    case 'team_change':
      return `${text(f.person)} ${text(f.change)} the team`;
    case 'pivot':
      return `Pivot: ${text(f.change)}`;
    case 'stopped':
      return `Stopped: ${text(f.reason)}`;
    default:
      return type;
  }
}

const PLACES: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' };

/** An earlier entry's standing: 'Rank 1 of 12 · 1st place', or that results were not published. */
export function standingText({ rank, of, place }: Pick<EarlierEntry, 'rank' | 'of' | 'place'>): string {
  const parts: string[] = [];
  if (rank !== null && of !== null) parts.push(`Rank ${rank} of ${of}`);
  if (place !== null) parts.push(PLACES[place] ?? `${place}th place`);
  return parts.length > 0 ? parts.join(' · ') : 'Not ranked';
}
