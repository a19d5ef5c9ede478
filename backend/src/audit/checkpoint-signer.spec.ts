import { CheckpointSigner, formatCheckpoint, parseCheckpoint } from './checkpoint-signer.js';

describe('CheckpointSigner', () => {
  const signer = new CheckpointSigner('k'.repeat(32));
  const hash = 'a'.repeat(64);

  it('signs position and hash together: changing either, or the key, breaks the signature', () => {
    const checkpoint = signer.sign(300, hash);
    expect(signer.isSigned(checkpoint)).toBe(true);
    expect(signer.isSigned({ ...checkpoint, position: 301 })).toBe(false);
    expect(signer.isSigned({ ...checkpoint, hash: 'b'.repeat(64) })).toBe(false);
    expect(new CheckpointSigner('x'.repeat(32)).isSigned(checkpoint)).toBe(false);
    expect(signer.isSigned({ ...checkpoint, mac: 'short' })).toBe(false);
  });

  it('round-trips the logged form, and refuses anything else', () => {
    const checkpoint = signer.sign(7, hash);
    expect(parseCheckpoint(formatCheckpoint(checkpoint))).toEqual(checkpoint);
    expect(parseCheckpoint('7:abc:def')).toBeUndefined();
    expect(parseCheckpoint('')).toBeUndefined();
  });
});
