import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { insertOnePersonTeams, insertUsers } from './seed-teams.js';

const CHUNK = 2000;

/**
 * `count` ventures, each the entry of one team (an owner and `members - 1` teammates) in one
 * completed sprint that ended 40 days ago, each with its 30-day check-in due (scheduled, as
 * completing the event creates it) and its 90-day one not yet due. Answers the event's id.
 */
export async function seedDueCheckins(client: pg.Client, count: number, members: number): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const eventId = randomUUID();
  await client.query('begin');
  await client.query(
    `insert into events (id, title, status, start_date, end_date, submission_deadline, grace_minutes, timezone, tracks, team_size_max)
     values ($1, 'Check-ins bench', 'completed', now() - interval '43 days', now() - interval '40 days',
       now() - interval '41 days', 5, 'America/Los_Angeles', '{discovery,startup}', 5)`,
    [eventId],
  );
  for (let offset = 0; offset < count; offset += CHUNK) {
    const size = Math.min(CHUNK, count - offset);
    const owners = await insertUsers(client, size, `'ci-owner' || (i + ${offset}) || '-${tag}@example.com'`);
    const projects = await insertOnePersonTeams(client, owners, 'Check-in venture');
    const projectIds = projects.map((project) => project.id);
    for (let m = 1; m < members; m += 1) {
      const mates = await insertUsers(client, size, `'ci-mate${m}-' || (i + ${offset}) || '-${tag}@example.com'`);
      await client.query(
        `insert into project_members (project_id, user_id, role) select p, u, 'member' from unnest($1::uuid[], $2::uuid[]) as t(p, u)`,
        [projectIds, mates],
      );
    }
    // One venture per project, as the ventures migration gives every submission.
    await client.query(
      `insert into ventures (id, name) select id, 'Check-in venture ' || (n + $2) from unnest($1::uuid[]) with ordinality as p(id, n)`,
      [projectIds, offset],
    );
    await client.query(
      `insert into project_submissions (id, event_id, project_id, track, status, late, submitted_by, submitted_at, snapshot, venture_id)
       select gen_random_uuid(), $1, p.id, 'discovery', 'submitted', false, p.owner_id, now() - interval '41 days',
         jsonb_build_object('title', 'Check-in venture', 'tagline', 'A tagline', 'demo_url', null, 'repo_url', null,
           'description_md', 'A description.', 'images', '[]'::jsonb,
           'team', jsonb_build_array(jsonb_build_object('user_id', p.owner_id, 'name', 'Owner', 'role', 'owner'))),
         p.id
       from unnest($2::uuid[], $3::uuid[]) as p(id, owner_id)`,
      [eventId, projectIds, projects.map((project) => project.owner_id)],
    );
    await client.query(
      `insert into venture_checkins (id, venture_id, event_id, offset_days, due_at, state)
       select gen_random_uuid(), v, $1, o, now() - interval '40 days' + make_interval(days => o), 'scheduled'
       from unnest($2::uuid[]) as v, unnest('{30,90}'::int[]) as o`,
      [eventId, projectIds],
    );
  }
  await client.query('commit');
  await client.query('analyze');
  return eventId;
}
