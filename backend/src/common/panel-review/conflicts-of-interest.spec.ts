import {
  conflictChecker,
  conflictOfInterest,
  declaredKey,
  emailDomain,
  isOrganisationDomain,
} from './conflicts-of-interest.js';

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
  const team = (key: string, ...partyUserIds: string[]) => ({ key, partyUserIds });

  it('names the people behind the item, declared conflicts and shared organisation domains', () => {
    expect(conflictOfInterest('m1', team('p1', 'm1'), facts)).toBe('own');
    expect(conflictOfInterest('free', team('p9', 'm2'), facts)).toBe('declared conflict');
    expect(conflictOfInterest('judge', team('p1', 'm1'), facts)).toBe('same email domain');
    expect(conflictOfInterest('judge', team('p1', 'm1'), { ...facts, sameDomainConflicts: false })).toBeNull();
  });

  it('never counts public mail providers or reserved test domains', () => {
    expect(conflictOfInterest('free', team('p2', 'm2'), facts)).toBeNull();
    expect(conflictOfInterest('judge3', team('p3', 'm3'), facts)).toBeNull();
    expect(isOrganisationDomain('proton.me')).toBe(false);
    expect(isOrganisationDomain('acme.io')).toBe(true);
    expect(emailDomain(' Someone@ACME.io')).toBe('acme.io');
    expect(emailDomain('nobody')).toBeUndefined();
  });

  it('an application: its applicant, a declared conflict with it, or the applicant at the reviewer’s employer', () => {
    const application = { key: 'application-1', partyUserIds: ['applicant'] };
    const people = new Map([
      ['applicant', 'Zoe@Acme.io'],
      ['colleague', 'yan@acme.io'],
      ['outsider', 'xu@other.org'],
      ['friend', 'wu@other.org'],
    ]);
    const declared = new Set([declaredKey('friend', 'application-1')]);
    const rules = { declared, emails: people, sameDomainConflicts: true };
    expect(conflictOfInterest('applicant', application, rules)).toBe('own');
    expect(conflictOfInterest('colleague', application, rules)).toBe('same email domain');
    expect(conflictOfInterest('friend', application, rules)).toBe('declared conflict');
    expect(conflictOfInterest('outsider', application, rules)).toBeNull();
  });

  it('a checker for a whole plan answers as conflictOfInterest does, pair by pair', () => {
    const subjects = [team('p1', 'm1'), team('p9', 'm2'), team('p2', 'm2', 'm3'), team('p3', 'judge3')];
    for (const rules of [facts, { ...facts, sameDomainConflicts: false }, { ...facts, declared: new Set<string>() }]) {
      const check = conflictChecker(rules);
      for (const reviewer of ['judge', 'free', 'm1', 'judge3', 'nobody']) {
        for (const subject of subjects) {
          expect(check(reviewer, subject)).toBe(conflictOfInterest(reviewer, subject, rules));
        }
      }
    }
  });
});
