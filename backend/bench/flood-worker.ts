// Child process of the `flood` scenario: floods the app until SIGTERM, then prints the answers'
// status counts as JSON. Apart from the measuring client, so the flood's work on the event loop
// does not count as the app's latency.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const [appUrl, connectionsText] = process.argv.slice(2);
const connections = Number(connectionsText);

const floods = [
  flood(`${appUrl}/api/auth/reset-password`, () => ({ token: randomToken(), password: 'a-new-long-password' })),
  flood(`${appUrl}/api/auth/sign-in`, () => ({
    email: `nobody-${randomToken()}@example.com`,
    password: 'guess-guess',
  })),
];
process.once('SIGTERM', () => floods.forEach((run) => run.stop()));

const statuses: Record<string, number> = {};
for (const result of await Promise.all(floods)) {
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    statuses[status] = (statuses[status] ?? 0) + count;
  }
}
process.stdout.write(JSON.stringify(statuses));

function flood(url: string, body: () => object): autocannon.Instance {
  return autocannon({
    url,
    method: 'POST',
    connections: connections / 2,
    // Until SIGTERM.
    duration: 3600,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          // Every request from another client address, as a botnet's would be.
          headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
          body: JSON.stringify(body()),
        }),
      },
    ],
  });
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${c}`;
}
