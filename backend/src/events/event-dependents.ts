import { Injectable } from '@nestjs/common';

// Stand-in for the events engineer's EventDependents (contracts.md): the events branch's version
// replaces this file at merge.

@Injectable()
export class EventDependents {
  private readonly counters: ((eventId: string) => Promise<Record<string, number>>)[] = [];

  register(counter: (eventId: string) => Promise<Record<string, number>>): void {
    this.counters.push(counter);
  }
}
