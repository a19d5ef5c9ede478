import { Query } from '@nestjs/cqrs';
import type { UnsubscribeLinkDto } from './unsubscribe-link.response.dto.js';

/** What an unsubscribe link would turn off, for the page that asks for the click (no sign-in). */
export class GetUnsubscribeLinkQuery extends Query<UnsubscribeLinkDto> {
  constructor(readonly token: string) {
    super();
  }
}
