import type { EmailCategory } from '../notifications/email/email-message.js';

/** How the settings on /profile, the unsubscribe page and the audit trail name each category. */
export const EMAIL_CATEGORY_WORDS: Record<EmailCategory, { name: string; description: string }> = {
  announcements: {
    name: 'Announcements',
    description: 'Messages from the organizers of the sprints you applied to.',
  },
  reminders: {
    name: 'Reminders',
    description: 'Deadlines coming up, check-ins due and follow-up surveys.',
  },
  team_activity: {
    name: 'Team activity',
    description: 'Requests to join your team and their answers.',
  },
};

/** What no switch turns off (issue 30: account and decision emails always go). */
export const ALWAYS_SENT_EMAILS: readonly { name: string; description: string }[] = [
  { name: 'Account', description: 'Verifying your email address and resetting your password.' },
  { name: 'Decisions', description: 'The decision on your applications: approved, waitlisted or rejected.' },
  { name: 'Team invitations', description: 'An invitation to join a team: its link comes only by email.' },
];
