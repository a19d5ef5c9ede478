import type { MilestoneFigures, MilestoneType } from './venture-rules.js';
import { type AnyMilestoneFact, ventureStage } from './venture-stage.js';

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

const interviews = (on: string, count: number, verified = false) => m('customer_interviews', on, { count }, verified);
const partner = (on: string, verified = false) => m('design_partner', on, { organisation: 'Acme' }, verified);
const loi = (on: string, verified = false) => m('letter_of_intent', on, { organisation: 'Acme' }, verified);
const pilot = (on: string, verified = false) => m('pilot', on, { organisation: 'Acme', state: 'running' }, verified);
const revenue = (on: string, amount: number, verified = false) =>
  m('revenue', on, { monthlyAmountMinor: amount, currency: 'EUR' }, verified);
const funding = (on: string, amount: number, verified = false) =>
  m('funding', on, { amountMinor: amount, currency: 'EUR', source: 'angel' }, verified);
const stopped = (on: string, verified = false) => m('stopped', on, { reason: 'No market' }, verified);
const teamChange = (on: string) => m('team_change', on, { person: 'Ada', change: 'left' });
const pivot = (on: string) => m('pivot', on, { change: 'B2B instead of B2C' });

describe('ventureStage', () => {
  it('is idea without milestones', () => {
    expect(ventureStage([])).toBe('idea');
  });

  it('climbs idea -> validating -> design_partner -> pilot -> revenue -> funded with the furthest evidence', () => {
    expect(ventureStage([interviews('2026-01-02', 12)])).toBe('validating');
    expect(ventureStage([interviews('2026-01-02', 12), partner('2026-02-01')])).toBe('design_partner');
    expect(ventureStage([loi('2026-02-01')])).toBe('design_partner');
    expect(ventureStage([partner('2026-02-01'), pilot('2026-03-01')])).toBe('pilot');
    expect(ventureStage([pilot('2026-03-01'), revenue('2026-04-01', 50_000)])).toBe('revenue');
    expect(ventureStage([revenue('2026-04-01', 50_000), funding('2026-05-01', 10_000_000)])).toBe('funded');
  });

  it('keeps the furthest stage whatever the order the evidence came in, and through a pivot', () => {
    expect(ventureStage([funding('2026-01-01', 100), interviews('2026-06-01', 3), pivot('2026-07-01')])).toBe('funded');
  });

  it('counts zero interviews, zero revenue and zero funding as no evidence', () => {
    expect(ventureStage([interviews('2026-01-02', 0)])).toBe('idea');
    expect(ventureStage([partner('2026-01-02'), revenue('2026-02-01', 0), funding('2026-03-01', 0)])).toBe(
      'design_partner',
    );
  });

  it('is stopped when the latest status milestone is stopped, even after funding', () => {
    expect(ventureStage([funding('2026-01-01', 100), stopped('2026-06-01')])).toBe('stopped');
  });

  it('ignores a team change after stopping (not a status milestone), but work after stopping resumes', () => {
    expect(ventureStage([pilot('2026-01-01'), stopped('2026-06-01'), teamChange('2026-07-01')])).toBe('stopped');
    expect(ventureStage([pilot('2026-01-01'), stopped('2026-06-01'), interviews('2026-07-01', 5)])).toBe('pilot');
  });

  it('orders two milestones of one day by when they were recorded', () => {
    expect(ventureStage([stopped('2026-06-01'), pivot('2026-06-01')])).toBe('idea');
    expect(ventureStage([pivot('2026-06-01'), stopped('2026-06-01')])).toBe('stopped');
  });

  it('verified-only counts verified milestones alone', () => {
    const milestones = [interviews('2026-01-02', 10, true), pilot('2026-02-01'), funding('2026-03-01', 500, false)];
    expect(ventureStage(milestones)).toBe('funded');
    expect(ventureStage(milestones, true)).toBe('validating');
    // An unverified 'stopped' does not stop the verified-only stage.
    expect(ventureStage([partner('2026-01-01', true), stopped('2026-02-01')], true)).toBe('design_partner');
    expect(ventureStage([partner('2026-01-01', true), stopped('2026-02-01')])).toBe('stopped');
  });
});
