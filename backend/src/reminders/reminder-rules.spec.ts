import { dueAfter, dueBefore } from './reminder-rules.js';

const HOUR = 60 * 60_000;
const deadline = new Date('2027-01-07T16:00:00Z');
const at = (hoursFromDeadline: number) => new Date(deadline.getTime() + hoursFromDeadline * HOUR);

describe('reminder occasions', () => {
  it('is due once its time has come, until six hours late', () => {
    expect(dueBefore(deadline, [24, 1], at(-25))).toEqual([]);
    expect(dueBefore(deadline, [24, 1], at(-24)).map((o) => o.key)).toEqual(['before_24h']);
    expect(dueBefore(deadline, [24, 1], at(-18)).map((o) => o.key)).toEqual(['before_24h']);
    expect(dueBefore(deadline, [24, 1], at(-17.9))).toEqual([]);
    expect(dueBefore(deadline, [24, 1], at(-0.5)).map((o) => o.key)).toEqual(['before_1h']);
  });

  it('never sends a reminder before a moment that has passed', () => {
    expect(dueBefore(deadline, [1], at(0))).toEqual([]);
    expect(dueBefore(deadline, [24, 1], at(2))).toEqual([]);
  });

  it('keys per-person deadlines apart and counts after a moment', () => {
    expect(dueBefore(deadline, [48], at(-47), '@x')[0].key).toBe('before_48h@x');
    expect(dueAfter(deadline, [24], at(25)).map((o) => o.key)).toEqual(['after_24h']);
    expect(dueAfter(deadline, [24], at(31))).toEqual([]);
  });
});
