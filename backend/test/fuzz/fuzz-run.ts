import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { Sessions } from '../../src/auth/sessions.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { casesOf, type FuzzCase } from './cases.js';
import type { Operation } from './openapi.js';
import { Prng, seedOf } from './prng.js';
import { differences, type RowCounter, type RowCounts } from './row-counts.js';
import type { World } from './valid-values.js';

export type Caller = 'visitor' | Role;
export const CALLERS: Caller[] = ['visitor', 'participant', 'judge', 'organizer', 'admin'];

export interface Finding {
  operation: string;
  caller: Caller;
  name: string;
  status: number;
  detail: string;
}

/** Sends every case of every operation as every caller, and keeps what went wrong. */
export class FuzzRun {
  readonly findings: Finding[] = [];
  sent = 0;
  /** Sessions a fuzzed sign-out ended, and accounts a fuzzed role change took: shown so coverage loss is visible. */
  resignedIn = 0;
  replaced = 0;
  private readonly statuses = new Map<string, Map<number, number>>();
  /** What the unchanged request got, per caller: how deep the other cases can reach. */
  private readonly valid = new Map<string, string[]>();
  private address = 0;
  private before: RowCounts = {};

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly rows: RowCounter,
    private readonly accounts: Record<Role, TestAccount>,
    private readonly world: World,
    private readonly seed: number,
    /** Prints the body of each refused valid request (when chasing why cases reach no deeper). */
    private readonly verbose = false,
  ) {}

  async operation(operation: Operation): Promise<void> {
    this.before = await this.rows.counts();
    for (const caller of CALLERS) {
      const rng = new Prng(seedOf(`${operation.method} ${operation.path} ${caller}`, this.seed));
      const auth = await this.signedIn(caller);
      for (const fuzz of casesOf(operation, this.world, rng)) {
        // Forged credentials stand for nobody, so they go once per operation, not once per caller.
        if (fuzz.ownCredentials && caller !== 'visitor') continue;
        await this.send(operation, caller, auth, fuzz);
      }
    }
  }

  /** One line per operation: how many answers of each status, and what the valid request got. */
  summary(): string[] {
    return [...this.statuses].map(([operation, histogram]) => {
      const counts = [...histogram]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return `  ${operation.padEnd(58)} ${counts}   (valid request: ${this.valid.get(operation)?.join(', ')})`;
    });
  }

  private async signedIn(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'visitor') return {};
    // A fuzzed sign-out or role change may have ended the session: start a fresh account then.
    const me = await this.app.inject({ method: 'GET', url: '/api/auth/me', headers: this.accounts[caller].auth });
    if (me.statusCode === 401) {
      // Signed out: the same person signs in again, so the records they own stay theirs.
      const account = this.accounts[caller];
      const session = await this.app
        .get(CommandTransaction)
        .run(null, () =>
          this.app.get(Sessions).start({ id: account.userId, role: caller }, { ip: '127.0.0.1', userAgent: 'fuzz' }),
        );
      account.auth = { authorization: `Bearer ${session.accessToken}` };
      this.resignedIn += 1;
    } else if (me.statusCode !== 200 || me.json<{ role?: string }>().role !== caller) {
      this.accounts[caller] = await createAccount(this.app, caller, `fuzz-${caller}`);
      this.replaced += 1;
    }
    this.before = await this.rows.counts();
    return this.accounts[caller].auth;
  }

  private async send(operation: Operation, caller: Caller, auth: Record<string, string>, fuzz: FuzzCase) {
    this.address += 1;
    const response = await this.app.inject({
      method: operation.method as 'GET',
      url: fuzz.url,
      headers: { ...(fuzz.ownCredentials ? {} : auth), ...fuzz.headers },
      payload: fuzz.payload,
      // Its own client address per case, so the per-address rate limits answer no case with 429.
      remoteAddress: `10.${(this.address >> 16) & 255}.${(this.address >> 8) & 255}.${this.address & 255}`,
    });
    this.sent += 1;
    const key = `${operation.method} ${operation.path}`;
    const histogram = this.statuses.get(key) ?? new Map<number, number>();
    histogram.set(response.statusCode, (histogram.get(response.statusCode) ?? 0) + 1);
    this.statuses.set(key, histogram);
    if (fuzz.name === 'valid request') {
      this.valid.set(key, [...(this.valid.get(key) ?? []), `${caller} ${response.statusCode}`]);
      if (this.verbose && response.statusCode >= 400) process.stdout.write(`${key} as ${caller}: ${response.body}\n`);
    }

    const finding = (detail: string) =>
      this.findings.push({ operation: key, caller, name: fuzz.name, status: response.statusCode, detail });
    if (response.statusCode >= 500) finding(response.body.slice(0, 500));
    const after = await this.rows.counts();
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const changed = differences(this.before, after);
      if (changed) finding(`a ${response.statusCode} answer persisted: ${changed}`);
    }
    // A 2xx may change state: the next case compares with what it left.
    this.before = after;
  }
}
