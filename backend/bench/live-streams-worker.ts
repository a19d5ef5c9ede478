// Child process of the `live` scenario: keeps one stream of GET /api/stream open per authorization
// header read from stdin (one a line) until SIGTERM, then prints how many events they read as JSON.
// Apart from the measuring client, so reading 500 streams does not slow the load generator.
import http from 'node:http';
import { text } from 'node:stream/consumers';

const [streamUrl] = process.argv.slice(2);
const authorizations = (await text(process.stdin)).split('\n').filter(Boolean);
const count = authorizations.length;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const requests: http.ClientRequest[] = [];
let opened = 0;
let events = 0;
let failures = 0;

for (const authorization of authorizations) {
  const request = http.get(streamUrl, { agent, headers: { authorization } }, (response) => {
    if (response.statusCode !== 200) {
      failures += 1;
      response.resume();
      return;
    }
    let first = true;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (first) {
        first = false;
        opened += 1;
        if (opened === count) process.stdout.write('open\n');
      }
      events += chunk.split('\ndata: ').length - 1;
    });
  });
  request.on('error', () => (failures += 1));
  requests.push(request);
}

process.once('SIGTERM', () => {
  for (const request of requests) request.destroy();
  process.stdout.write(`${JSON.stringify({ opened, events, failures })}\n`);
  process.exit(0);
});
