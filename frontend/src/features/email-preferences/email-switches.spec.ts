import { describe, expect, it } from '@jest/globals';

import { savedMessage, switchesWith, type EmailPreferences } from './email-switches';

const preferences: EmailPreferences = {
  categories: [
    { category: 'announcements', name: 'Announcements', description: '', on: true },
    { category: 'reminders', name: 'Reminders', description: '', on: false },
    { category: 'team_activity', name: 'Team activity', description: '', on: true },
  ],
  alwaysSent: [],
};

describe('switchesWith', () => {
  it('keeps the other switches as stored and sets the one changed', () => {
    expect(switchesWith(preferences, 'team_activity', false)).toEqual({
      announcements: true,
      reminders: false,
      team_activity: false,
    });
    expect(switchesWith(preferences, 'reminders', true)).toEqual({
      announcements: true,
      reminders: true,
      team_activity: true,
    });
  });
});

describe('savedMessage', () => {
  it('names the category and the new state', () => {
    expect(savedMessage('Team activity', false)).toBe('Team activity emails turned off');
    expect(savedMessage('Reminders', true)).toBe('Reminders emails turned on');
  });
});
