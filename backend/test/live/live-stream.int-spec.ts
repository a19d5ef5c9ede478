import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LiveHub } from '../../src/live/live-hub.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { applyAs, review } from '../support/participation.js';
import { eventually as eventuallyAsync, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, runId } from '../support/test-env.js';

/** Polls a synchronous check (what the streams received so far). */
function eventually<T>(check: () => T | undefined, timeoutMs?: number, what?: string): Promise<T> {
  return eventuallyAsync(() => Promise.resolve(check()), timeoutMs, what);
}

/** An open `GET /api/stream`: everything received so far, parsed into comments and events. */
class OpenStream {
  text = '';
  private readonly abort = new AbortController();
  status = 0;
  contentType = '';

  static async open(baseUrl: string, account?: TestAccount): Promise<OpenStream> {
    const stream = new OpenStream();
    const response = await fetch(`${baseUrl}/api/stream`, {
      headers: account ? account.auth : {},
      signal: stream.abort.signal,
    });
    stream.status = response.status;
    stream.contentType = response.headers.get('content-type') ?? '';
    if (response.body) void stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) this.text += decoder.decode(chunk, { stream: true });
    } catch {
      // aborted by close()
    }
  }

  get events(): { id: string; type: string; recordId: string; eventId?: string }[] {
    return this.text
      .split('\n\n')
      .filter((block) => block.includes('data: '))
      .map((block) => {
        const id = /^id: (.*)$/m.exec(block)?.[1] ?? '';
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as {
          type: string;
          recordId: string;
          eventId?: string;
        };
        return { id, ...data };
      });
  }

  about(recordId: string, type: string) {
    return this.events.find((event) => event.recordId === recordId && event.type === type);
  }

  close(): void {
    this.abort.abort();
  }
}

describe('live updates: GET /api/stream', () => {
  let databaseUrl: string;
  let appA: NestFastifyApplication;
  let appB: NestFastifyApplication;
  let urlA: string;
  let urlB: string;
  let admin: TestAccount;
  let organizer: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let eventId: string;
  const streams: OpenStream[] = [];

  async function listen(): Promise<[NestFastifyApplication, string]> {
    // Two instances of one install: one database, one Redis, one channel prefix.
    const app = await startTestApp(testConfig(databaseUrl, { QUEUE_PREFIX: prefix, LIVE_HEARTBEAT_MS: '100' }));
    await app.listen(0, '127.0.0.1');
    await app.get(LiveHub).ready;
    return [app, (await app.getUrl()).replace('[::1]', '127.0.0.1')];
  }
  const prefix = `sblive-${runId()}-${randomBytes(4).toString('hex')}`;

  async function open(baseUrl: string, account?: TestAccount): Promise<OpenStream> {
    const stream = await OpenStream.open(baseUrl, account);
    streams.push(stream);
    // The stream is registered once its first comment arrived.
    if (stream.status === 200) await eventually(() => (stream.text.includes(': connected') ? true : undefined));
    return stream;
  }

  async function nextHeartbeat(stream: OpenStream): Promise<void> {
    const seen = stream.text.split(': heartbeat').length;
    await eventually(() => (stream.text.split(': heartbeat').length > seen ? true : undefined), 3000, 'a heartbeat');
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    [appA, urlA] = await listen();
    [appB, urlB] = await listen();
    admin = await createAccount(appA, 'admin');
    organizer = await createAccount(appA, 'organizer');
    alice = await createAccount(appA, 'participant', 'alice');
    bob = await createAccount(appA, 'participant', 'bob');
    const created = await appA.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: organizer.auth,
      payload: {
        title: 'Live sprint',
        timezone: 'America/Los_Angeles',
        startDate: '2026-01-05T16:00:00Z',
        endDate: '2026-01-08T16:00:00Z',
        submissionDeadline: '2026-01-07T16:00:00Z',
        tracks: ['discovery'],
        teamSizeMax: 5,
        criteria: [{ label: 'Innovation', weight: 25 }],
        judges: [],
      },
    });
    expect(created.statusCode).toBe(201);
    eventId = created.json<{ id: string }>().id;
    await appA.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/status`,
      headers: organizer.auth,
      payload: { status: 'active' },
    });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await appA?.close();
    await appB?.close();
  });

  it('answers 401 to a visitor', async () => {
    const stream = await open(urlA);
    expect(stream.status).toBe(401);
  });

  it('is an event stream with a heartbeat comment at the configured interval', async () => {
    const stream = await open(urlA, alice);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await eventually(() => (stream.text.includes(': heartbeat\n\n') ? true : undefined), 3000, 'a heartbeat');
  });

  it('shows a participant the events about their own application only; staff see them all', async () => {
    const aliceStream = await open(urlA, alice);
    const bobStream = await open(urlA, bob);
    const adminStream = await open(urlA, admin);

    const alicesApplication = await applyAs(appA, alice, eventId, admin, 'approved');
    const bobsApplication = await applyAs(appA, bob, eventId, admin, 'pending');

    const approved = await eventually(
      () => aliceStream.about(alicesApplication, 'application.status_changed'),
      5000,
      "alice's approval",
    );
    expect(approved).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'application.status_changed',
      recordId: alicesApplication,
      eventId,
    });
    await eventually(() => adminStream.about(bobsApplication, 'application.submitted'), 5000, "bob's application");
    await eventually(
      () => adminStream.about(alicesApplication, 'application.status_changed'),
      5000,
      "alice's approval for staff",
    );
    await eventually(() => bobStream.about(bobsApplication, 'application.submitted'), 5000, 'bob sees his own');

    // Everything published so far has been fanned out (staff got it); one more heartbeat on each
    // participant's stream shows its reader is past that point too: none of alice's is bob's.
    await Promise.all([aliceStream, bobStream].map((stream) => nextHeartbeat(stream)));
    expect(bobStream.events.filter((event) => event.recordId === alicesApplication)).toEqual([]);
    expect(aliceStream.events.filter((event) => event.recordId === bobsApplication)).toEqual([]);
    // Only the small form travels: no payload, no names.
    expect(Object.keys(approved).sort()).toEqual(['eventId', 'id', 'recordId', 'type']);
  });

  it('brings a change made on instance A to a client connected to instance B', async () => {
    const onB = await open(urlB, admin);
    const participantOnB = await open(urlB, bob);
    const carol = await createAccount(appA, 'participant', 'carol');
    const application = await applyAs(appA, carol, eventId, admin, 'pending');
    await review(appA, application, 'approved', admin);

    await eventually(() => onB.about(application, 'application.status_changed'), 5000, 'the change on B');
    // Public changes reach everyone, wherever they are connected.
    await appA.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/status`,
      headers: organizer.auth,
      payload: { status: 'upcoming' },
    });
    await eventually(() => participantOnB.about(eventId, 'event.status_changed'), 5000, 'the event change on B');
    expect(participantOnB.events.filter((event) => event.recordId === application)).toEqual([]);
  });

  it('forgets a stream once its client disconnects', async () => {
    const hub = appB.get(LiveHub);
    const before = hub.size;
    const stream = await open(urlB, bob);
    expect(hub.size).toBe(before + 1);
    stream.close();
    await eventually(() => (hub.size === before ? true : undefined), 3000, 'the stream to be dropped');
  });
});
