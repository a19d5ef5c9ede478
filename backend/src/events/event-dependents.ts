import { Injectable } from '@nestjs/common';

/** Counts the rows of one feature's tables that an event's deletion removes with it, per table. */
export type DependentCounter = (eventId: string) => Promise<Record<string, number>>;

/**
 * Features whose rows belong to an event (and go with it by cascade) register here, so deleting an
 * event can say what it removed without events knowing those features. Counters run inside the
 * delete command's transaction, before the delete.
 */
@Injectable()
export class EventDependents {
  private readonly counters: DependentCounter[] = [];

  register(counter: DependentCounter): void {
    this.counters.push(counter);
  }

  /** Every registered counter's counts, one after the other (they share the command's connection). */
  async count(eventId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const counter of this.counters) Object.assign(counts, await counter(eventId));
    return counts;
  }
}
