import { Injectable } from '@nestjs/common';

/** Whether something already rests on the event's rubric (reviewing: a saved review). */
export type RubricLock = (eventId: string) => Promise<boolean>;

/**
 * What freezes an event's rubric. Once reviews are saved against it, its criteria cannot be added,
 * removed or reweighted (scores already given would no longer add up); the wording and the order
 * stay editable. Reviewing registers its check at start-up (`register`), so the setup need not know
 * its tables; until one is registered, nothing locks the rubric. Checked inside the changing
 * command, after the setup's lock.
 */
@Injectable()
export class ReviewLocks {
  private readonly locks: RubricLock[] = [];

  register(lock: RubricLock): void {
    this.locks.push(lock);
  }

  /** One after the other (inside a command they share its connection). */
  async rubricLocked(eventId: string): Promise<boolean> {
    for (const lock of this.locks) if (await lock(eventId)) return true;
    return false;
  }
}
