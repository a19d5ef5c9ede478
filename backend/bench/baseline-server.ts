// The reference point: bare Fastify (no Nest, no hooks, no plugins) answering every scenario.
import Fastify from 'fastify';
import { SCENARIOS, baselinePathOf } from './scenarios.js';

const port = Number(process.env.PORT);
const server = Fastify({ logger: false });
for (const scenario of SCENARIOS) {
  server.route({ method: scenario.method, url: baselinePathOf(scenario), handler: scenario.baseline });
}
await server.listen({ port, host: '127.0.0.1' });
