import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EMAIL_CATEGORIES } from '../../../notifications/email/email-message.js';
import { ALWAYS_SENT_EMAILS, EMAIL_CATEGORY_WORDS } from '../../email-categories.js';
import { EmailPreferenceRepository } from '../../email-preference.repository.js';
import type { EmailPreferencesDto } from './email-preferences.response.dto.js';
import { GetEmailPreferencesQuery } from './get-email-preferences.query.js';

@QueryHandler(GetEmailPreferencesQuery)
export class GetEmailPreferencesHandler implements IQueryHandler<GetEmailPreferencesQuery> {
  constructor(private readonly preferences: EmailPreferenceRepository) {}

  async execute({ userId }: GetEmailPreferencesQuery): Promise<EmailPreferencesDto> {
    const off = await this.preferences.categoriesOff(userId);
    return {
      categories: EMAIL_CATEGORIES.map((category) => ({
        category,
        ...EMAIL_CATEGORY_WORDS[category],
        on: !off.has(category),
      })),
      alwaysSent: ALWAYS_SENT_EMAILS.map((email) => ({ ...email })),
    };
  }
}
