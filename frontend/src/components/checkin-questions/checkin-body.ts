import type { components } from '@/api/generated/schema';
import { majorToMinor } from '@/lib/money';

/** The check-in's answer: a venture's check-in and an applicant's follow-up survey send this body. */
export type CheckinAnswer = components['schemas']['AnswerCheckinDto'];

/** What the check-in form holds: money in major units as typed ('1250.50'), counts as typed. */
export interface CheckinFormValues {
  whatHappened?: string;
  customerInterviews?: number | null;
  designPartners?: string[];
  pilots?: { organisation?: string; state?: 'agreed' | 'running' | 'paid' }[];
  revenueAmount?: string;
  revenueCurrency?: string;
  fundingAmount?: string;
  fundingCurrency?: string;
  fundingSource?: 'angel' | 'venture' | 'grant' | 'corporate' | 'other';
  continuing?: 'continuing' | 'paused' | 'stopped';
  stoppedReason?: string;
}

/** A problem the form finds before sending, under the form field it belongs to. */
export interface CheckinFormProblem {
  field: keyof CheckinFormValues;
  message: string;
}

export type CheckinBody = { body: CheckinAnswer } | { problems: CheckinFormProblem[] };

/** The form's field of each API field, so the server's 400 lands under the field the user typed in. */
export const CHECKIN_API_FIELDS: Record<string, keyof CheckinFormValues> = {
  whatHappened: 'whatHappened',
  customerInterviews: 'customerInterviews',
  designPartners: 'designPartners',
  pilots: 'pilots',
  'revenue.monthlyAmountMinor': 'revenueAmount',
  'revenue.currency': 'revenueCurrency',
  'funding.amountMinor': 'fundingAmount',
  'funding.currency': 'fundingCurrency',
  'funding.source': 'fundingSource',
  continuing: 'continuing',
  stoppedReason: 'stoppedReason',
};

const blank = (text: string | undefined) => !text || text.trim() === '';

/** Money typed in major units and its currency as the API's minor units, or the problem under its field. */
function money(
  amount: string | undefined,
  currencyText: string | undefined,
  amountField: keyof CheckinFormValues,
  currencyField: keyof CheckinFormValues,
  problems: CheckinFormProblem[],
): { minor: number; currency: string } | undefined {
  if (blank(amount) && blank(currencyText)) return undefined;
  const currency = (currencyText ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency))
    problems.push({ field: currencyField, message: 'Please enter a currency, e.g. EUR.' });
  const minor = majorToMinor(amount ?? '', currency || 'EUR');
  if (minor === null) problems.push({ field: amountField, message: 'Please enter an amount, e.g. 1250.50.' });
  return minor === null ? undefined : { minor, currency };
}

/**
 * The answer's body from the form: empty figures left out (a figure not given is no milestone),
 * organisations trimmed, money in integer minor units of an upper-case currency.
 */
export function checkinBody(values: CheckinFormValues): CheckinBody {
  const problems: CheckinFormProblem[] = [];
  const revenue = money(values.revenueAmount, values.revenueCurrency, 'revenueAmount', 'revenueCurrency', problems);
  const funding = money(values.fundingAmount, values.fundingCurrency, 'fundingAmount', 'fundingCurrency', problems);
  if (funding && !values.fundingSource) problems.push({ field: 'fundingSource', message: 'Please choose a source.' });
  if (problems.length > 0) return { problems };

  const designPartners = (values.designPartners ?? []).map((name) => name.trim()).filter(Boolean);
  const pilots = (values.pilots ?? [])
    .filter((pilot) => !blank(pilot.organisation))
    .map((pilot) => ({ organisation: (pilot.organisation ?? '').trim(), state: pilot.state ?? 'agreed' }));
  const body: CheckinAnswer = {
    whatHappened: (values.whatHappened ?? '').trim(),
    continuing: values.continuing ?? 'continuing',
  };
  if (values.customerInterviews !== undefined && values.customerInterviews !== null) {
    body.customerInterviews = values.customerInterviews;
  }
  if (designPartners.length > 0) body.designPartners = designPartners;
  if (pilots.length > 0) body.pilots = pilots;
  if (revenue) body.revenue = { monthlyAmountMinor: revenue.minor, currency: revenue.currency };
  if (funding && values.fundingSource) {
    body.funding = { amountMinor: funding.minor, currency: funding.currency, source: values.fundingSource };
  }
  if (body.continuing === 'stopped' && !blank(values.stoppedReason)) body.stoppedReason = values.stoppedReason?.trim();
  return { body };
}
