import type pg from 'pg';

/** `count` verified users; `emailSql` is an SQL expression of the series index `i` (0-based). Answers their ids in order. */
export async function insertUsers(client: pg.Client, count: number, emailSql: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (id, email, password_hash, email_confirmed_at)
     select gen_random_uuid(), ${emailSql}, 'x', now() from generate_series(0, $1 - 1) i
     returning id`,
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * One-person teams: a submitted project per owner, titled `${titlePrefix} n` (1-based) with 'A
 * tagline', its owner its only member. Answers the projects in the owners' order.
 */
export async function insertOnePersonTeams(
  client: pg.Client,
  ownerIds: readonly string[],
  titlePrefix: string,
): Promise<{ id: string; owner_id: string }[]> {
  const { rows: projects } = await client.query<{ id: string; owner_id: string }>(
    `insert into projects (id, owner_id, title, tagline, status)
     select gen_random_uuid(), owner_id, $2::text || ' ' || n, 'A tagline', 'submitted'
     from unnest($1::uuid[]) with ordinality as o(owner_id, n)
     returning id, owner_id`,
    [ownerIds, titlePrefix],
  );
  await client.query(
    `insert into project_members (project_id, user_id, role) select id, owner_id, 'owner' from unnest($1::uuid[], $2::uuid[]) as t(id, owner_id)`,
    [projects.map((project) => project.id), projects.map((project) => project.owner_id)],
  );
  return projects;
}
