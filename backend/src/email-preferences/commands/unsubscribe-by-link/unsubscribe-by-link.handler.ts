import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { EmailPreferenceRepository } from '../../email-preference.repository.js';
import { UnsubscribeLinks } from '../../unsubscribe-links.js';
import { UnsubscribeLinkInvalid } from '../../email-preferences.errors.js';
import { EmailUnsubscribedByLink } from '../../email-preferences.events.js';
import { UnsubscribeByLinkCommand } from './unsubscribe-by-link.command.js';

/**
 * In one transaction, as the user the token names: the link's category is turned off and that is
 * recorded. A token this server did not sign, or of an account since deleted, writes nothing (404);
 * a category already off (the link used twice, or turned off on /profile) changes nothing and
 * records nothing.
 */
@CommandHandler(UnsubscribeByLinkCommand)
export class UnsubscribeByLinkHandler implements ICommandHandler<UnsubscribeByLinkCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly links: UnsubscribeLinks,
    private readonly preferences: EmailPreferenceRepository,
    private readonly users: UserDirectory,
  ) {}

  async execute({ token }: UnsubscribeByLinkCommand): Promise<void> {
    const claim = this.links.claimOf(token);
    if (!claim) throw new UnsubscribeLinkInvalid();
    await this.transaction.run(claim.userId, async (tx) => {
      if (!(await this.users.emails([claim.userId])).has(claim.userId)) throw new UnsubscribeLinkInvalid();
      const turnedOff = await this.preferences.turnOff(claim.userId, [claim.category], 'link');
      if (turnedOff.length === 0) return;
      tx.record(new EmailUnsubscribedByLink(claim.userId, { category: claim.category }));
    });
  }
}
