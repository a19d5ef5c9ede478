import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../../src/users/password-hasher.js';
import { seedPublicEvents } from '../seed-events.js';

export interface WebSeed {
  /** An active public event with a description, for /events/{id}. */
  eventId: string;
  admin: { email: string; password: string };
}

/** A few public events for the public pages, and an admin who signs in for the admin page. */
export async function seedWeb(client: pg.Client): Promise<WebSeed> {
  await seedPublicEvents(client, 6);
  const { rows } = await client.query<{ id: string }>(
    `select id from events where status = 'active' order by start_date limit 1`,
  );
  if (rows.length === 0) throw new Error('No active event was seeded');

  const admin = { email: `bench-admin-${randomUUID().slice(0, 8)}@example.com`, password: randomUUID() };
  const userId = randomUUID();
  await client.query(`insert into users (id, email, password_hash, email_confirmed_at) values ($1, $2, $3, now())`, [
    userId,
    admin.email,
    await hashPassword(admin.password),
  ]);
  await client.query(
    `insert into profiles (id, user_id, name, first_name, last_name) values ($1, $2, 'Bench Admin', 'Bench', 'Admin')`,
    [randomUUID(), userId],
  );
  await client.query(`insert into user_roles (id, user_id, role) values ($1, $2, 'admin')`, [randomUUID(), userId]);
  return { eventId: rows[0].id, admin };
}
