// Child process of the `flood-authorization` and `flood-large-body` scenarios: keeps its
// connections sending one abusive request over and over until SIGTERM, then prints the answers'
// status counts as JSON. Apart from the measuring client, so its own work is not the app's latency.
// Its first line says it started: loading it takes seconds on a busy machine.
import autocannon from 'autocannon';
import { ABUSE_WORKER_STARTED as STARTED, abusiveRequest, isAbuseKind } from './abuse-requests.js';

const [appUrl, kind, connections, authorization] = process.argv.slice(2);
if (!isAbuseKind(kind)) throw new Error(`Unknown abuse kind: ${kind}`);

const run = autocannon({
  ...abusiveRequest(kind, appUrl, authorization ?? ''),
  connections: Number(connections),
  // Until SIGTERM.
  duration: 3600,
});
process.once('SIGTERM', () => run.stop());
process.stdout.write(`${STARTED}\n`);

const result = await run;
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
);
process.stdout.write(JSON.stringify({ ...statuses, ...(result.timeouts ? { timeouts: result.timeouts } : {}) }));
