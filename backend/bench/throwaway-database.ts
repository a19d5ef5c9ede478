import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the local server, so the benchmark never touches real data. */
export class ThrowawayDatabase {
  readonly name = `sprintboard_bench_${Date.now()}_${randomBytes(2).toString('hex')}`;
  private creation: Promise<void> | undefined;

  constructor(private readonly serverUrl: string) {}

  get url(): string {
    const url = new URL(this.serverUrl);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  create(): Promise<void> {
    this.creation ??= this.onServer((client) => client.query(`create database ${client.escapeIdentifier(this.name)}`));
    return this.creation;
  }

  /** Safe at any moment: waits for a creation under way, skips a failed one; `force` ends connections the app left. */
  async drop(): Promise<void> {
    const created = await this.creation?.then(
      () => true,
      () => false,
    );
    if (!created) return;
    await this.onServer((client) =>
      client.query(`drop database if exists ${client.escapeIdentifier(this.name)} with (force)`),
    );
  }

  /** A connection to the throwaway database itself. */
  async withClient(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }

  private async onServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
    const client = new pg.Client({ connectionString: this.serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }
}
