import { describe, expect, it } from '@jest/globals';

import { checkinBody } from './checkin-form';

describe('the check-in form as the API body', () => {
  it('sends the figures given, money in minor units, and leaves out the empty ones', () => {
    expect(
      checkinBody({
        whatHappened: '  Two pilots started ',
        customerInterviews: 12,
        designPartners: [' Acme ', ''],
        pilots: [{ organisation: 'Grocer North', state: 'running' }, { organisation: ' ' }],
        revenueAmount: '1,250.50',
        revenueCurrency: 'eur',
        fundingAmount: '',
        fundingCurrency: '',
        continuing: 'continuing',
        stoppedReason: 'ignored while continuing',
      }),
    ).toEqual({
      body: {
        whatHappened: 'Two pilots started',
        customerInterviews: 12,
        designPartners: ['Acme'],
        pilots: [{ organisation: 'Grocer North', state: 'running' }],
        revenue: { monthlyAmountMinor: 125050, currency: 'EUR' },
        continuing: 'continuing',
      },
    });
  });

  it('keeps zero interviews (an answer) but not a cleared field', () => {
    const zero = checkinBody({ whatHappened: 'x', customerInterviews: 0, continuing: 'paused' });
    expect(zero).toEqual({ body: { whatHappened: 'x', customerInterviews: 0, continuing: 'paused' } });
    const cleared = checkinBody({ whatHappened: 'x', customerInterviews: null, continuing: 'paused' });
    expect(cleared).toEqual({ body: { whatHappened: 'x', continuing: 'paused' } });
  });

  it("sends funding with its source, in the currency's own minor unit, and the reason when stopped", () => {
    expect(
      checkinBody({
        whatHappened: 'Raised, then stopped',
        fundingAmount: '5000000',
        fundingCurrency: 'JPY',
        fundingSource: 'angel',
        continuing: 'stopped',
        stoppedReason: ' No market ',
      }),
    ).toEqual({
      body: {
        whatHappened: 'Raised, then stopped',
        funding: { amountMinor: 5_000_000, currency: 'JPY', source: 'angel' },
        continuing: 'stopped',
        stoppedReason: 'No market',
      },
    });
  });

  it('names the form fields of bad money before sending', () => {
    expect(checkinBody({ whatHappened: 'x', revenueAmount: '12.345', revenueCurrency: 'EUR' })).toEqual({
      problems: [{ field: 'revenueAmount', message: 'Please enter an amount, e.g. 1250.50.' }],
    });
    expect(checkinBody({ whatHappened: 'x', fundingAmount: '10', fundingCurrency: 'E' })).toEqual({
      problems: [
        { field: 'fundingCurrency', message: 'Please enter a currency, e.g. EUR.' },
        { field: 'fundingSource', message: 'Please choose a source.' },
      ],
    });
  });
});
