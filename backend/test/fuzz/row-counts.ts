import pg from 'pg';

export type RowCounts = Record<string, number>;

/**
 * Counts the rows of every table of the app (domain_events, the audit trail, among them) in one
 * statement, over the test's own connection: a 4xx answer must leave every count as it was.
 */
export class RowCounter {
  private constructor(
    private readonly client: pg.Client,
    private readonly statement: string,
  ) {}

  static async connect(databaseUrl: string): Promise<RowCounter> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const statement = `select ${rows
      .map(({ table_name }) => `(select count(*) from ${quote(table_name)})::int as ${quote(table_name)}`)
      .join(', ')}`;
    return new RowCounter(client, statement);
  }

  async counts(): Promise<RowCounts> {
    const { rows } = await this.client.query<RowCounts>(this.statement);
    return rows[0];
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

/** `projects 3 -> 4, domain_events 10 -> 11`, or '' when nothing changed. */
export function differences(before: RowCounts, after: RowCounts): string {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table} ${before[table]} -> ${after[table]}`)
    .join(', ');
}
