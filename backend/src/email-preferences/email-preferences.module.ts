import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { ChangeEmailPreferencesHandler } from './commands/change-email-preferences/change-email-preferences.handler.js';
import { UnsubscribeByLinkHandler } from './commands/unsubscribe-by-link/unsubscribe-by-link.handler.js';
import { EmailPreferenceRepository } from './email-preference.repository.js';
import { EmailPreferencesController } from './email-preferences.controller.js';
import { EmailPreferences } from './email-preferences.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { EMAIL_PREFERENCES_ENTITIES } from './email-preferences.entities.js';
import { GetEmailPreferencesHandler } from './queries/get-email-preferences/get-email-preferences.handler.js';
import { GetUnsubscribeLinkHandler } from './queries/get-unsubscribe-link/get-unsubscribe-link.handler.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/**
 * Email preferences (issue 30): which non-essential categories each user receives, changed on
 * /profile or by an email's one-click unsubscribe link. EmailPreferences is the port the senders use.
 */
@Module({
  imports: [MikroOrmModule.forFeature(EMAIL_PREFERENCES_ENTITIES), UsersModule, AuthModule],
  controllers: [EmailPreferencesController, UnsubscribeController],
  providers: [
    EmailPreferenceRepository,
    EmailPreferences,
    UnsubscribeLinks,
    ChangeEmailPreferencesHandler,
    UnsubscribeByLinkHandler,
    GetEmailPreferencesHandler,
    GetUnsubscribeLinkHandler,
  ],
  exports: [EmailPreferences],
})
export class EmailPreferencesModule {}
