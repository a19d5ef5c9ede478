import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EmailPreferenceRepository } from './email-preference.repository.js';
import { EmailPreferences } from './email-preferences.js';
import { EMAIL_PREFERENCES_ENTITIES } from './email-preferences.entities.js';

/**
 * Email preferences (issue 30): which non-essential categories each user receives, changed on
 * /profile or by an email's one-click unsubscribe link. EmailPreferences is the port the senders use.
 */
@Module({
  imports: [MikroOrmModule.forFeature(EMAIL_PREFERENCES_ENTITIES)],
  providers: [EmailPreferenceRepository, EmailPreferences],
  exports: [EmailPreferences],
})
export class EmailPreferencesModule {}
