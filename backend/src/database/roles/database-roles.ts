import pg from 'pg';

/** PostgreSQL's answers when a concurrent setup created the same role first. */
const ALREADY_EXISTS = new Set(['42710', '23505']);

interface Login {
  role: string;
  password: string | undefined;
}

function loginOf(databaseUrl: string): Login {
  const url = new URL(databaseUrl);
  return {
    role: decodeURIComponent(url.username),
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/**
 * Server administration for the two-role setup, run with a superuser (`adminUrl`, connected to the
 * app's database): the owner role of `migrationUrl` and the runtime role of `databaseUrl` exist and
 * may sign in with the URLs' passwords, the owner owns the database and everything already in its
 * public schema (an install from before the split, where the superuser owned it all). The runtime
 * role's rights come later, from the owner, after the migrations (see runtime-grants.ts).
 * Idempotent, and safe when several setups run at once on one server.
 */
export async function ensureDatabaseRoles(adminUrl: string, migrationUrl: string, databaseUrl: string): Promise<void> {
  const owner = loginOf(migrationUrl);
  const runtime = loginOf(databaseUrl);
  if (!owner.role || !runtime.role) throw new Error('MIGRATION_DATABASE_URL and DATABASE_URL must name a user');
  if (owner.role === runtime.role) throw new Error('MIGRATION_DATABASE_URL and DATABASE_URL must name different users');

  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const login of [owner, runtime]) await ensureLogin(client, login);
    const ownerRole = pg.escapeIdentifier(owner.role);
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    await client.query(`alter database ${pg.escapeIdentifier(rows[0].name)} owner to ${ownerRole}`);
    await client.query(transferOwnership(owner.role));
  } finally {
    await client.end();
  }
}

async function ensureLogin(client: pg.Client, { role, password }: Login): Promise<void> {
  const name = pg.escapeIdentifier(role);
  const secret = password === undefined ? '' : ` password ${pg.escapeLiteral(password)}`;
  // Server administration, before and outside any app database's ORM.
  // eslint-disable-next-line no-restricted-syntax
  const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [role]);
  if (!rowCount) {
    try {
      await client.query(`create role ${name} login${secret}`);
      return;
    } catch (error) {
      if (!ALREADY_EXISTS.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
  // Without a password in the URL (trust authentication) an existing role is left as it is.
  if (password !== undefined) await client.query(`alter role ${name} login${secret}`);
}

/** Tables, views, standalone sequences and functions of the public schema that the owner does not own yet. */
function transferOwnership(owner: string): string {
  const literal = pg.escapeLiteral(owner);
  return `
    do $transfer$
    declare
      item record;
    begin
      for item in
        select c.oid::regclass::text as name, c.relkind
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
           and pg_get_userbyid(c.relowner) <> ${literal}
           -- a serial's sequence follows its table
           and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
      loop
        execute format('alter %s %s owner to %I',
          case item.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' else 'table' end,
          item.name, ${literal});
      end loop;
      for item in
        select p.oid::regprocedure::text as name
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and pg_get_userbyid(p.proowner) <> ${literal}
      loop
        execute format('alter function %s owner to %I', item.name, ${literal});
      end loop;
    end
    $transfer$`;
}
