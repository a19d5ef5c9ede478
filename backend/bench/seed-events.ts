import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** `count` public events (active and upcoming), with a realistic description and two tracks. */
export async function seedPublicEvents(client: pg.Client, count: number): Promise<void> {
  const day = 24 * 3600 * 1000;
  for (let i = 0; i < count; i += 1) {
    const start = new Date(Date.UTC(2026, 0, 1) + i * 7 * day);
    await client.query(
      `insert into events (id, title, description_md, location, status, start_date, end_date, submission_deadline,
         grace_minutes, timezone, tracks, team_size_max)
       values ($1, $2, $3, 'Palo Alto, CA', $4, $5, $6, $7, 5, 'America/Los_Angeles', '{discovery,startup}', 5)`,
      [
        randomUUID(),
        `Venture Sprint ${i + 1}`,
        `# Sprint ${i + 1}\n\nSeventy-two hours to build, test with real users, and prove it. Bring a problem you know first-hand.`,
        i % 2 === 0 ? 'active' : 'upcoming',
        start,
        new Date(start.getTime() + 3 * day),
        new Date(start.getTime() + 2 * day),
      ],
    );
  }
}
