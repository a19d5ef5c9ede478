import { jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicPageData } from './public-page-data.js';
import { SpaFallback } from './spa-fallback.js';

const EVENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A build with a stand-in server bundle that names what it was asked to render. */
function fakeBuild(withServerBundle = true): string {
  const root = mkdtempSync(join(tmpdir(), 'sprintboard-pages-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<meta property="og:url" content="https://public-origin.invalid/" />landing');
  writeFileSync(join(dist, 'shell.html'), '<div id="root"></div>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  if (withServerBundle) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist-server', 'entry-server.js'),
      `export function createPageRenderer({ template }) {
        return {
          events: async (events, origin) => 'events:' + events.length + ':' + origin + ':' + template,
          event: async (event, origin) => 'event:' + event.id + ':' + origin,
          eventNotFound: (origin, path) => 'not found:' + path,
          isEventPage: (path) => path !== '/events/wizard',
        };
      }`,
    );
  }
  return dist;
}

class FakePageData extends PublicPageData {
  failing = false;
  publicEvents(): Promise<readonly unknown[]> {
    return this.failing ? Promise.reject(new Error('database down')) : Promise.resolve([{ id: EVENT_ID }]);
  }
  publicEvent(eventId: string): Promise<unknown> {
    return Promise.resolve(eventId === EVENT_ID ? { id: EVENT_ID } : null);
  }
}

interface Sent {
  status: number;
  body: string;
  headers: Record<string, string>;
}

async function get(spa: SpaFallback, url: string): Promise<Sent> {
  const sent: Sent = { status: 0, body: '', headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    type(value: string) {
      sent.headers['content-type'] = value;
      return reply;
    },
    send(body: string | Buffer) {
      sent.body = body.toString();
      return Promise.resolve(reply);
    },
  };
  const request = { method: 'GET', url, id: 'req-1', headers: { accept: 'text/html' } };
  await spa.send(request as unknown as FastifyRequest, reply as unknown as FastifyReply);
  return sent;
}

describe('SpaFallback', () => {
  const origin = 'https://sprints.example';

  it('serves the prerendered landing with the public origin filled in', async () => {
    const page = await get(new SpaFallback(fakeBuild(), new FakePageData(), origin), '/');
    expect(page.status).toBe(200);
    expect(page.body).toBe('<meta property="og:url" content="https://sprints.example/" />landing');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('renders the events pages and answers 404 with a page for an event no visitor may see', async () => {
    const spa = new SpaFallback(fakeBuild(), new FakePageData(), origin);
    expect(await get(spa, '/events?x=1')).toMatchObject({
      status: 200,
      body: `events:1:${origin}:<div id="root"></div>`,
    });
    expect(await get(spa, `/events/${EVENT_ID}/`)).toMatchObject({ status: 200, body: `event:${EVENT_ID}:${origin}` });
    expect(await get(spa, '/events/unknown')).toMatchObject({ status: 404, body: 'not found:/events/unknown' });
  });

  it('sends the empty shell for the client-rendered routes', async () => {
    const spa = new SpaFallback(fakeBuild(), new FakePageData(), origin);
    for (const url of ['/dashboard', `/events/${EVENT_ID}/apply`, '/admin/events/create', '/events/wizard']) {
      expect(await get(spa, url)).toMatchObject({ status: 200, body: '<div id="root"></div>' });
    }
  });

  it('falls back to the shell, never a 5xx, when rendering fails or there is no server bundle', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const failing = new FakePageData();
    failing.failing = true;
    expect(await get(new SpaFallback(fakeBuild(), failing, origin), '/events')).toMatchObject({
      status: 200,
      body: '<div id="root"></div>',
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('rendering /events failed'), expect.anything());
    logged.mockRestore();

    const clientOnly = new SpaFallback(fakeBuild(false), new FakePageData(), origin);
    expect(await get(clientOnly, `/events/${EVENT_ID}`)).toMatchObject({ status: 200, body: '<div id="root"></div>' });
  });
});
