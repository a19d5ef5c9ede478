// The reference point: bare Fastify (no Nest, no hooks, no plugins) answering every scenario,
// with a plain pg pool on the app's database for the scenarios that read data.
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SCENARIOS, baselinePathOf } from './scenarios.js';

const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
const server = Fastify({ logger: false });
for (const scenario of SCENARIOS) {
  server.route({ method: scenario.method, url: baselinePathOf(scenario), handler: scenario.baseline({ pool, redis }) });
}
await server.listen({ port, host: '127.0.0.1' });
