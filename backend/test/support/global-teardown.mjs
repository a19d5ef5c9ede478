import { Redis } from 'ioredis';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Drops every database and queue key this run created. */
export default async function globalTeardown() {
  const id = process.env.SPRINTBOARD_TEST_RUN_ID;
  if (!id) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client.query('select datname from pg_database where datname like $1', [`sbtest_${id}_%`]);
  for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  await client.end();

  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `sbtest-${id}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
