import { Query } from '@nestjs/cqrs';
import type { WinnerDto } from './list-event-winners.response.dto.js';

export class ListEventWinnersQuery extends Query<WinnerDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}
