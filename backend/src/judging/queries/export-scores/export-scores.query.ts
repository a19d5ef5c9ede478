import { Query } from '@nestjs/cqrs';

/** Every sheet of the event as CSV text. */
export class ExportScoresQuery extends Query<string> {
  constructor(readonly eventId: string) {
    super();
  }
}
