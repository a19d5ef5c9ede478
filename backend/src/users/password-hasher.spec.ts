import {
  burnPasswordCheck,
  hashPassword,
  PASSWORD_WORK,
  passwordMatches,
  typicalPasswordCheckMs,
} from './password-hasher.js';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB, 2 iterations and parallelism 1', async () => {
    const encoded = await hashPassword('correct horse');
    const [, algorithm, , parameters] = encoded.split('$');
    expect(algorithm).toBe('argon2id');
    const byName = Object.fromEntries(parameters.split(',').map((pair) => pair.split('='))) as Record<string, string>;
    expect(Number(byName.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(byName.t)).toBeGreaterThanOrEqual(2);
    expect(Number(byName.p)).toBe(1);
  });

  it('verifies the right password only, and never throws on a malformed hash', async () => {
    const encoded = await hashPassword('correct horse');
    await expect(passwordMatches(encoded, 'correct horse')).resolves.toBe(true);
    await expect(passwordMatches(encoded, 'wrong horse')).resolves.toBe(false);
    await expect(passwordMatches('not-a-hash', 'x')).resolves.toBe(false);
  });
});

describe('the check spent on unknown emails', () => {
  it('takes its turn in the password queue and holds it as long as real checks take here', async () => {
    const encoded = await hashPassword('correct horse');
    await passwordMatches(encoded, 'wrong horse');
    const typicalMs = typicalPasswordCheckMs();
    expect(typicalMs).toBeGreaterThan(0);

    const queuedBefore = PASSWORD_WORK.started;
    const started = performance.now();
    await burnPasswordCheck('anything');
    expect(PASSWORD_WORK.started - queuedBefore).toBe(1);
    // A sleep only ever runs long on a busy machine; a timer may fire a millisecond early.
    expect(performance.now() - started).toBeGreaterThanOrEqual(typicalMs! - 2);
  });
});
