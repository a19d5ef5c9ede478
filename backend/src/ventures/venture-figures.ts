import type { AnyMilestoneFact } from './venture-stage.js';
import { newestFirst } from './venture-stage.js';

/** A figure with how much of it staff verified. */
export interface VerifiedShare {
  all: number;
  verified: number;
}

/** Money in one currency (integer minor units); never summed with another currency. */
export interface CurrencyAmount {
  currency: string;
  all: number;
  verified: number;
}

export interface VentureFigures {
  /** Interviews held (sum of counts). */
  interviews: VerifiedShare;
  /** Design partners and letters of intent signed. */
  designPartners: VerifiedShare;
  pilots: VerifiedShare;
  /** Monthly revenue per currency: the latest reported amount (`verified`: the latest verified one, 0 if none). */
  revenue: CurrencyAmount[];
  /** Funding raised per currency: the sum of rounds. */
  funding: CurrencyAmount[];
}

function byCurrency(amounts: Map<string, CurrencyAmount>): CurrencyAmount[] {
  return [...amounts.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

function entry(amounts: Map<string, CurrencyAmount>, currency: string): CurrencyAmount {
  let amount = amounts.get(currency);
  if (!amount) {
    amount = { currency, all: 0, verified: 0 };
    amounts.set(currency, amount);
  }
  return amount;
}

/** The venture page's figures (ventures.md): totals per currency, each with its verified share. */
export function ventureFigures(milestones: readonly AnyMilestoneFact[]): VentureFigures {
  const interviews = { all: 0, verified: 0 };
  const designPartners = { all: 0, verified: 0 };
  const pilots = { all: 0, verified: 0 };
  const funding = new Map<string, CurrencyAmount>();
  const revenue = new Map<string, CurrencyAmount>();
  const add = (share: VerifiedShare, amount: number, verified: boolean) => {
    share.all += amount;
    if (verified) share.verified += amount;
  };

  // Newest first, so the first revenue seen per currency is the latest.
  const seenRevenue = new Set<string>();
  const seenVerifiedRevenue = new Set<string>();
  for (const milestone of [...milestones].sort(newestFirst)) {
    switch (milestone.type) {
      case 'customer_interviews':
        add(interviews, milestone.figures.count, milestone.verified);
        break;
      case 'design_partner':
      case 'letter_of_intent':
        add(designPartners, 1, milestone.verified);
        break;
      case 'pilot':
        add(pilots, 1, milestone.verified);
        break;
      case 'funding':
        add(entry(funding, milestone.figures.currency), milestone.figures.amountMinor, milestone.verified);
        break;
      case 'revenue': {
        const { currency, monthlyAmountMinor } = milestone.figures;
        const amount = entry(revenue, currency);
        if (!seenRevenue.has(currency)) {
          seenRevenue.add(currency);
          amount.all = monthlyAmountMinor;
        }
        if (milestone.verified && !seenVerifiedRevenue.has(currency)) {
          seenVerifiedRevenue.add(currency);
          amount.verified = monthlyAmountMinor;
        }
        break;
      }
      case 'team_change':
      case 'pivot':
      case 'stopped':
        break;
    }
  }
  return { interviews, designPartners, pilots, revenue: byCurrency(revenue), funding: byCurrency(funding) };
}
