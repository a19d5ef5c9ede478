import { Query } from '@nestjs/cqrs';
import type { EmailPreferencesDto } from './email-preferences.response.dto.js';

/** The signed-in user's own switches. */
export class GetEmailPreferencesQuery extends Query<EmailPreferencesDto> {
  constructor(readonly userId: string) {
    super();
  }
}
