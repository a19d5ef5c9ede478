import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed chain head: the event at `position` had hash `hash`. */
export interface Checkpoint {
  position: number;
  hash: string;
  mac: string;
}

/**
 * Signs and checks checkpoints with a key the database never holds, so whoever can rewrite the
 * database (its owner, a superuser) can delete checkpoints but cannot make a new one.
 */
export class CheckpointSigner {
  constructor(private readonly key: string) {}

  sign(position: number, hash: string): Checkpoint {
    return { position, hash, mac: this.mac(position, hash) };
  }

  isSigned(checkpoint: Checkpoint): boolean {
    const expected = Buffer.from(this.mac(checkpoint.position, checkpoint.hash), 'hex');
    const given = Buffer.from(checkpoint.mac, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(position: number, hash: string): string {
    return createHmac('sha256', this.key).update(`sprintboard.audit-checkpoint:${position}:${hash}`).digest('hex');
  }
}

/** As the log line carries it, and `audit:verify --head` takes it back: `<position>:<hash>:<mac>`. */
export function formatCheckpoint({ position, hash, mac }: Checkpoint): string {
  return `${position}:${hash}:${mac}`;
}

export function parseCheckpoint(text: string): Checkpoint | undefined {
  const match = /^(\d+):([0-9a-f]{64}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { position: Number(match[1]), hash: match[2], mac: match[3] } : undefined;
}
