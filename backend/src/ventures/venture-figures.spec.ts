import type { MilestoneFigures, MilestoneType } from './venture-rules.js';
import { ventureFigures } from './venture-figures.js';
import type { AnyMilestoneFact } from './venture-stage.js';

let order = 0;
function m<T extends MilestoneType>(type: T, occurredOn: string, figures: MilestoneFigures[T], verified = false) {
  order += 1;
  return {
    type,
    occurredOn,
    figures,
    verified,
    createdAt: `2026-01-01T00:00:${String(order).padStart(2, '0')}Z`,
  } as AnyMilestoneFact;
}

describe('ventureFigures', () => {
  it('is all zeros and no currencies without milestones', () => {
    expect(ventureFigures([])).toEqual({
      interviews: { all: 0, verified: 0 },
      designPartners: { all: 0, verified: 0 },
      pilots: { all: 0, verified: 0 },
      revenue: [],
      funding: [],
    });
  });

  it('sums funding per currency, never across currencies, with the verified share', () => {
    const figures = ventureFigures([
      m('funding', '2026-01-01', { amountMinor: 5_000_000, currency: 'EUR', source: 'angel' }, true),
      m('funding', '2026-03-01', { amountMinor: 20_000_000, currency: 'EUR', source: 'venture' }),
      m('funding', '2026-02-01', { amountMinor: 1_000_000, currency: 'USD', source: 'grant' }, true),
      m('funding', '2026-02-01', { amountMinor: 300_000, currency: 'JPY', source: 'corporate' }),
    ]);
    expect(figures.funding).toEqual([
      { currency: 'EUR', all: 25_000_000, verified: 5_000_000 },
      { currency: 'JPY', all: 300_000, verified: 0 },
      { currency: 'USD', all: 1_000_000, verified: 1_000_000 },
    ]);
  });

  it('takes the latest monthly revenue per currency (a monthly figure is not summed over months)', () => {
    const figures = ventureFigures([
      m('revenue', '2026-01-01', { monthlyAmountMinor: 100_00, currency: 'EUR' }, true),
      m('revenue', '2026-03-01', { monthlyAmountMinor: 250_00, currency: 'EUR' }),
      m('revenue', '2026-02-01', { monthlyAmountMinor: 180_00, currency: 'EUR' }, true),
      m('revenue', '2026-02-15', { monthlyAmountMinor: 90_00, currency: 'GBP' }),
    ]);
    expect(figures.revenue).toEqual([
      { currency: 'EUR', all: 250_00, verified: 180_00 },
      { currency: 'GBP', all: 90_00, verified: 0 },
    ]);
  });

  it('sums interviews, counts design partners with letters of intent, and pilots', () => {
    const figures = ventureFigures([
      m('customer_interviews', '2026-01-01', { count: 12 }, true),
      m('customer_interviews', '2026-02-01', { count: 8 }),
      m('design_partner', '2026-02-01', { organisation: 'Acme' }, true),
      m('letter_of_intent', '2026-02-02', { organisation: 'Globex' }),
      m('pilot', '2026-03-01', { organisation: 'Acme', state: 'paid' }, true),
      m('pivot', '2026-03-02', { change: 'Enterprise first' }),
      m('team_change', '2026-03-03', { person: 'Ada', change: 'joined' }),
      m('stopped', '2026-04-01', { reason: 'Out of money' }),
    ]);
    expect(figures.interviews).toEqual({ all: 20, verified: 12 });
    expect(figures.designPartners).toEqual({ all: 2, verified: 1 });
    expect(figures.pilots).toEqual({ all: 1, verified: 1 });
  });
});
