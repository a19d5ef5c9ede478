import {
  canonicalJson,
  canonicalJsonBeforeVersion,
  chainHash,
  findSecretKeys,
  GENESIS_HASH,
  type HashedContent,
} from './hash-chain.js';

const content: HashedContent = {
  streamType: 'application',
  streamId: 'a1',
  version: 1,
  type: 'application.submitted',
  payload: { role: 'Dev', nested: { b: 2, a: 1 } },
  actorId: 'u1',
  occurredAt: '2026-01-05T10:00:00.000Z',
};

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":null,"z":0}]},"b":1}',
    );
  });
});

describe('chainHash', () => {
  it('is stable for the same content whatever the key order', () => {
    const reordered = { ...content, payload: { nested: { a: 1, b: 2 }, role: 'Dev' } };
    expect(chainHash(GENESIS_HASH, reordered)).toBe(chainHash(GENESIS_HASH, content));
  });

  it('changes when the previous hash or any field changes', () => {
    const base = chainHash(GENESIS_HASH, content);
    expect(chainHash('f'.repeat(64), content)).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...content, version: 2 })).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...content, payload: { role: 'PM', nested: { a: 1, b: 2 } } })).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...content, actorId: null })).not.toBe(base);
  });
});

describe('findSecretKeys', () => {
  it('names every key that looks like a secret, nested ones by path', () => {
    expect(findSecretKeys({ email: 'x', passwordHash: 'h', profile: { resetToken: 't' } })).toEqual([
      'passwordHash',
      'profile.resetToken',
    ]);
    expect(findSecretKeys({ from: 'pending', to: 'approved' })).toEqual([]);
  });
});

describe('canonicalJsonBeforeVersion', () => {
  it('is the canonical JSON the database completes with the version and the closing brace', () => {
    const { version, ...rest } = content;
    expect(`${canonicalJsonBeforeVersion(rest)}${version}}`).toBe(canonicalJson(content));
    expect(`${canonicalJsonBeforeVersion(rest)}12}`).toBe(canonicalJson({ ...content, version: 12 }));
  });
});
