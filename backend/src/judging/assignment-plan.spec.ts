import { planAssignments, type PlanInput } from './assignment-plan.js';
import { conflictOfInterest, declaredKey, isOrganisationDomain } from './conflicts-of-interest.js';
import { weightedTotal } from './judging-rules.js';

interface Sub {
  id: string;
  projectId: string;
  teamUserIds: string[];
}

const submissions = (count: number): Sub[] =>
  Array.from({ length: count }, (_, i) => ({ id: `s${i}`, projectId: `p${i}`, teamUserIds: [`m${i}`] }));
const judges = (count: number) => Array.from({ length: count }, (_, i) => `j${i}`);

function plan(input: Partial<PlanInput<Sub>> & Pick<PlanInput<Sub>, 'submissions' | 'judgeIds'>) {
  return planAssignments<Sub>({ existing: [], eligible: () => true, k: 3, seed: 'seed', ...input });
}

function loads(added: { judgeId: string }[], judgeIds: string[]): number[] {
  return judgeIds.map((id) => added.filter((row) => row.judgeId === id).length);
}

describe('planAssignments', () => {
  it('gives every submission k distinct judges and balances loads within one', () => {
    const judgeIds = judges(7);
    const result = plan({ submissions: submissions(20), judgeIds });
    expect(result.added).toHaveLength(60);
    expect(result.short).toEqual([]);
    for (const submission of submissions(20)) {
      const mine = result.added.filter((row) => row.submissionId === submission.id).map((row) => row.judgeId);
      expect(new Set(mine).size).toBe(3);
    }
    const counts = loads(result.added, judgeIds);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('never assigns a conflicted judge, and still balances the others', () => {
    const judgeIds = judges(5);
    const subs = submissions(10).map((s, i) => ({ ...s, teamUserIds: i < 5 ? ['j0'] : [`m${i}`] }));
    const eligible = (judgeId: string, s: Sub) =>
      !s.teamUserIds.includes(judgeId) && !(judgeId === 'j1' && s.id === 's9');
    const result = plan({ submissions: subs, judgeIds, eligible, k: 2 });
    for (const { submissionId, judgeId } of result.added) {
      expect(
        eligible(
          judgeId,
          subs.find((s) => s.id === submissionId)!,
        ),
      ).toBe(true);
    }
    expect(result.added).toHaveLength(20);
    const counts = loads(result.added, judgeIds);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('is deterministic for a seed, and another seed breaks ties differently', () => {
    const input = { submissions: submissions(12), judgeIds: judges(9) };
    expect(plan(input)).toEqual(plan(input));
    expect(plan({ ...input, seed: 'other' }).added).not.toEqual(plan(input).added);
  });

  it('tops up only what is missing: existing assignments stay, recused judges are not asked again', () => {
    const judgeIds = judges(4);
    const subs = submissions(4);
    const first = plan({ submissions: subs, judgeIds, k: 2 });
    const existing = first.added.map((row, i) => ({
      ...row,
      state: i === 0 ? ('recused' as const) : ('completed' as const),
    }));
    // A new judge and a new submission arrive; k goes up to 3.
    const more = [...subs, { id: 's9', projectId: 'p9', teamUserIds: [] }];
    const moreJudges = [...judgeIds, 'j9'];
    const second = plan({ submissions: more, judgeIds: moreJudges, existing, k: 3 });
    const before = new Set(first.added.map((row) => `${row.submissionId}:${row.judgeId}`));
    for (const row of second.added) expect(before.has(`${row.submissionId}:${row.judgeId}`)).toBe(false);
    const recused = first.added[0];
    // The submission with the recusal gets two new judges (one for the recusal, one for k=3), none of them the recused one.
    const refilled = second.added.filter((row) => row.submissionId === recused.submissionId);
    expect(refilled).toHaveLength(2);
    expect(refilled.map((row) => row.judgeId)).not.toContain(recused.judgeId);
    expect(second.added.filter((row) => row.submissionId === 's9')).toHaveLength(3);
    // The new judge, with no load, is picked first wherever it is eligible.
    expect(second.added.filter((row) => row.judgeId === 'j9').length).toBeGreaterThanOrEqual(2);
    // Running again with nothing missing adds nothing.
    const all = [...existing, ...second.added.map((row) => ({ ...row, state: 'assigned' as const }))];
    expect(plan({ submissions: more, judgeIds: moreJudges, existing: all, k: 3 })).toEqual({ added: [], short: [] });
  });

  it('says which submissions are short when there are too few eligible judges', () => {
    const subs = submissions(3).map((s) => (s.id === 's1' ? { ...s, teamUserIds: ['j0'] } : s));
    const eligible = (judgeId: string, s: Sub) => !s.teamUserIds.includes(judgeId);
    const result = plan({ submissions: subs, judgeIds: judges(2), eligible, k: 3 });
    expect(result.short).toEqual([
      { submissionId: 's0', assigned: 2 },
      { submissionId: 's1', assigned: 1 },
      { submissionId: 's2', assigned: 2 },
    ]);
    expect(plan({ submissions: subs, judgeIds: [], k: 1 }).short).toHaveLength(3);
  });

  it('assigns 300 submissions to 40 judges with k=3 quickly and evenly', () => {
    const judgeIds = judges(40);
    const started = performance.now();
    const result = plan({
      submissions: submissions(300),
      judgeIds,
      eligible: (j, s) => s.teamUserIds[0] !== `m${j.slice(1)}`,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.added).toHaveLength(900);
    const counts = loads(result.added, judgeIds);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });
});

describe('conflictOfInterest', () => {
  const emails = new Map([
    ['judge', 'ada@acme.io'],
    ['free', 'bo@gmail.com'],
    ['m1', 'cy@acme.io'],
    ['m2', 'di@gmail.com'],
    ['m3', 'ed@example.com'],
    ['judge3', 'fay@example.com'],
  ]);
  const facts = { declared: new Set([declaredKey('free', 'p9')]), emails, sameDomainConflicts: true };

  it('names team members, declared conflicts and shared organisation domains', () => {
    expect(conflictOfInterest('m1', { projectId: 'p1', teamUserIds: ['m1'] }, facts)).toBe('team member');
    expect(conflictOfInterest('free', { projectId: 'p9', teamUserIds: ['m2'] }, facts)).toBe('declared conflict');
    expect(conflictOfInterest('judge', { projectId: 'p1', teamUserIds: ['m1'] }, facts)).toBe('same email domain');
    expect(
      conflictOfInterest('judge', { projectId: 'p1', teamUserIds: ['m1'] }, { ...facts, sameDomainConflicts: false }),
    ).toBeNull();
  });

  it('never counts public mail providers or reserved test domains', () => {
    expect(conflictOfInterest('free', { projectId: 'p2', teamUserIds: ['m2'] }, facts)).toBeNull();
    expect(conflictOfInterest('judge3', { projectId: 'p3', teamUserIds: ['m3'] }, facts)).toBeNull();
    expect(isOrganisationDomain('proton.me')).toBe(false);
    expect(isOrganisationDomain('acme.io')).toBe(true);
  });
});

describe('weightedTotal', () => {
  it('is Σ weight·score / Σ weight, on the 1-5 scale', () => {
    const criteria = [
      { id: 'a', weight: 25 },
      { id: 'b', weight: 10 },
      { id: 'c', weight: 65 },
    ];
    expect(weightedTotal(criteria, { a: 4, b: 2, c: 5 })).toBeCloseTo((25 * 4 + 10 * 2 + 65 * 5) / 100);
    expect(weightedTotal([{ id: 'a', weight: 3 }], { a: 5 })).toBe(5);
    expect(weightedTotal(criteria, {})).toBeNull();
  });
});
