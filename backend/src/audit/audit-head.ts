import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from './event-store.js';

/**
 * The audit log's head as a cache stamp (common/caching/stamped-cache.ts): every state change
 * appends an event in its own transaction, so what was computed from committed rows stays true
 * while the head stays put. One indexed read; read it before the rows it stamps.
 */
@Injectable()
export class AuditHead {
  constructor(
    private readonly eventStore: EventStore,
    private readonly em: EntityManager,
  ) {}

  async stamp(): Promise<string> {
    return String(await this.eventStore.head(this.em));
  }
}
