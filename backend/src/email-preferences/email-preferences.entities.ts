import { EmailOptOut } from './email-opt-out.entity.js';

/** Registered by EmailPreferencesModule. */
export const EMAIL_PREFERENCES_ENTITIES = [EmailOptOut];
