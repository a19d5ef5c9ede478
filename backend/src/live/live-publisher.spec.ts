import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ApplicationRecords } from '../applications/application-records.js';
import type { RecordedEvent } from '../audit/domain-event.js';
import type { EventCatalog } from '../events/event-catalog.js';
import type { JudgingSetup } from '../events/judging-setup.js';
import type { ProjectMembers } from '../projects/project-members.js';
import { EventCommitted } from '../transactions/command-transaction.js';
import type { LiveHub } from './live-hub.js';
import { LivePublisher } from './live-publisher.js';

const projectEvent = {
  streamType: 'project',
  streamId: 'p1',
  type: 'project.submitted',
  payload: {},
} as unknown as RecordedEvent;

describe('LivePublisher while who an event concerns cannot be read', () => {
  it('logs the outage once, not once an event, and once more when it works again', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    let databaseUp = false;
    const members = {
      userIds: () => (databaseUp ? Promise.resolve(['u1']) : Promise.reject(new Error('connection refused'))),
    } as unknown as ProjectMembers;
    const published: unknown[] = [];
    const hub = {
      publish: (messages: unknown[]) => Promise.resolve(void published.push(...messages)),
    } as unknown as LiveHub;
    const publisher = new LivePublisher(hub, {} as ApplicationRecords, members, {} as JudgingSetup, {} as EventCatalog);
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    for (let i = 0; i < 3; i += 1) publisher.handle(new EventCommitted(projectEvent));
    await settle();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('Publishing committed events live failed: connection refused'),
    ]);

    databaseUp = true;
    publisher.handle(new EventCommitted(projectEvent));
    await settle();
    expect(published).toHaveLength(1);
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('works again after 3 failure(s)'),
    ]);
    warn.mockRestore();
    log.mockRestore();
  });
});
