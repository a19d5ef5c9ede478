import { describe, expect, it } from '@jest/globals';

import type { Milestone } from './api/get-venture';
import { milestoneBody, milestoneFormValues } from './milestone-form';

describe('the milestone form', () => {
  it('sends funding typed in major units as integer minor units', () => {
    expect(
      milestoneBody({
        type: 'funding',
        occurredOn: '2026-10-01',
        figures: { amountMinor: '25,000.50', currency: 'eur', source: 'angel' },
        link: ' ',
        description: 'Pre-seed',
      }),
    ).toEqual({
      body: {
        type: 'funding',
        occurredOn: '2026-10-01',
        figures: { amountMinor: 2500050, currency: 'EUR', source: 'angel' },
        link: undefined,
        description: 'Pre-seed',
      },
    });
  });

  it('names the money field when the amount is not one', () => {
    expect(
      milestoneBody({
        type: 'revenue',
        occurredOn: '2026-10-01',
        figures: { monthlyAmountMinor: '12.345', currency: 'EUR' },
      }),
    ).toEqual({ problem: { field: 'figures.monthlyAmountMinor', message: 'Please enter an amount, e.g. 1250.50.' } });
  });

  it('sends a count as a number and other figures as typed', () => {
    expect(milestoneBody({ type: 'customer_interviews', occurredOn: '2026-10-01', figures: { count: '12' } })).toEqual({
      body: {
        type: 'customer_interviews',
        occurredOn: '2026-10-01',
        figures: { count: 12 },
        link: undefined,
        description: undefined,
      },
    });
  });

  it('puts a recorded revenue back in major units for editing', () => {
    const milestone = {
      id: 'm1',
      type: 'revenue',
      occurredOn: '2026-10-01',
      figures: { monthlyAmountMinor: 125050, currency: 'EUR' },
      link: null,
      description: null,
    } as unknown as Milestone;
    expect(milestoneFormValues(milestone).figures).toEqual({ monthlyAmountMinor: '1250.50', currency: 'EUR' });
  });
});
