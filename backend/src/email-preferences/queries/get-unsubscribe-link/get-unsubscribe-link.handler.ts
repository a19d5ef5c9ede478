import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { maskEmail } from '../../../common/masked-email.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { EMAIL_CATEGORY_WORDS } from '../../email-categories.js';
import { EmailPreferenceRepository } from '../../email-preference.repository.js';
import { UnsubscribeLinks } from '../../unsubscribe-links.js';
import { UnsubscribeLinkInvalid } from '../../email-preferences.errors.js';
import { GetUnsubscribeLinkQuery } from './get-unsubscribe-link.query.js';
import type { UnsubscribeLinkDto } from './unsubscribe-link.response.dto.js';

@QueryHandler(GetUnsubscribeLinkQuery)
export class GetUnsubscribeLinkHandler implements IQueryHandler<GetUnsubscribeLinkQuery> {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly preferences: EmailPreferenceRepository,
    private readonly users: UserDirectory,
  ) {}

  async execute({ token }: GetUnsubscribeLinkQuery): Promise<UnsubscribeLinkDto> {
    const claim = this.links.claimOf(token);
    if (!claim) throw new UnsubscribeLinkInvalid();
    const email = (await this.users.emails([claim.userId])).get(claim.userId);
    if (email === undefined) throw new UnsubscribeLinkInvalid();
    const off = await this.preferences.optedOut([claim.userId], claim.category);
    const words = EMAIL_CATEGORY_WORDS[claim.category];
    return {
      category: claim.category,
      categoryName: words.name,
      categoryDescription: words.description,
      maskedEmail: maskEmail(email),
      unsubscribed: off.has(claim.userId),
    };
  }
}
