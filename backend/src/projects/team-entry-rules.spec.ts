import { TeamEntryRules, type TeamEntryChecks } from './team-entry-rules.js';

describe('TeamEntryRules', () => {
  it('refuses to answer before teams registered its checks, so no attach runs without them', () => {
    expect(() => new TeamEntryRules().registered).toThrow('no team rules registered');
  });

  it('answers with the checks teams registered', () => {
    const rules = new TeamEntryRules();
    const checks: TeamEntryChecks = {
      assertFits: () => Promise.resolve(),
      assertMembersMayEnter: () => Promise.resolve(),
    };
    rules.register(checks);
    expect(rules.registered).toBe(checks);
  });
});
