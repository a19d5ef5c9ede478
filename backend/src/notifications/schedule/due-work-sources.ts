import { Injectable } from '@nestjs/common';

/**
 * One kind of work that falls due at a time kept in PostgreSQL (venture check-ins; later
 * announcements, reminders, spot deadlines). `run` does what is due at `now` in its own command
 * transactions and answers how many items it handled. It must be safe to run again at once: its
 * rows, not Redis, say what is done.
 */
export interface DueWorkSource {
  readonly name: string;
  run(now: Date): Promise<number>;
}

/**
 * Features with due work register here, so the one scheduler (DueWorkTick) serves them all without
 * knowing them, as events' EventDependents lets others hook into a deletion.
 */
@Injectable()
export class DueWorkSources {
  private readonly sources: DueWorkSource[] = [];

  register(source: DueWorkSource): void {
    if (this.sources.some((known) => known.name === source.name)) {
      throw new Error(`Due work source "${source.name}" is registered twice`);
    }
    this.sources.push(source);
  }

  all(): readonly DueWorkSource[] {
    return this.sources;
  }
}
