import type { components } from '@/api/generated/schema';

export type EmailPreferences = components['schemas']['EmailPreferencesDto'];
export type EmailSwitches = components['schemas']['ChangeEmailPreferencesDto'];
export type EmailCategory = EmailPreferences['categories'][number]['category'];

/** Every switch as the preferences have it, with one category turned on or off (the PUT's body). */
export function switchesWith(preferences: EmailPreferences, category: EmailCategory, on: boolean): EmailSwitches {
  const switches: EmailSwitches = { announcements: true, reminders: true, team_activity: true };
  for (const each of preferences.categories) switches[each.category] = each.category === category ? on : each.on;
  return switches;
}

/** The toast after a switch is saved: 'Team activity emails turned off'. */
export function savedMessage(name: string, on: boolean): string {
  return `${name} emails turned ${on ? 'on' : 'off'}`;
}
