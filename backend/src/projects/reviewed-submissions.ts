import { Injectable } from '@nestjs/common';

/** How many submissions have all the reviews their event asks for. */
export type ReviewedSubmissionsCounter = () => Promise<number>;

/**
 * The fully reviewed submissions, as judging counts them: judging registers its counter at start
 * (it imports projects, so projects cannot import it back). The dashboards' 'Pending' is the
 * submissions without all their reviews, so it falls as judges save their sheets.
 */
@Injectable()
export class ReviewedSubmissions {
  private counter: ReviewedSubmissionsCounter | undefined;

  register(counter: ReviewedSubmissionsCounter): void {
    this.counter = counter;
  }

  count(): Promise<number> {
    return this.counter ? this.counter() : Promise.resolve(0);
  }
}
