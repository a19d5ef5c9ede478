import type { EmailCategory, EmailOf } from '../notifications/email/email-message.js';

/** The facts a reminder email keeps: which event, kind and occasion. */
export interface ReminderEmailContext {
  eventId: string;
  occasion: string;
}

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'reminder.submission_deadline': ReminderEmailContext;
    'reminder.spot_confirmation': ReminderEmailContext;
    'reminder.judging': ReminderEmailContext;
    'reminder.judging_close': ReminderEmailContext;
  }
}

/** What every reminder names: the event, the occasion, and the moment it is about (as written). */
export interface ReminderFacts {
  eventId: string;
  eventTitle: string;
  occasion: string;
  /**
   * The deadline, in UTC, e.g. '2027-01-07 16:00 UTC'; for judging the close date staff set, empty
   * when they set none.
   */
  deadline: string;
  /** Judging: how many of the judge's assignments are still unscored. */
  unscored?: number;
}

type Unsubscribe = { category: EmailCategory; url: string };

/** Issue 30: to approved participants whose team has not submitted, before the submission deadline. */
export function submissionDeadlineReminder(
  to: string,
  facts: ReminderFacts,
  unsubscribe: Unsubscribe,
  appUrl: string,
): EmailOf<'reminder.submission_deadline'> {
  return {
    to,
    subject: `Reminder: submissions for ${facts.eventTitle} close ${facts.deadline}`,
    text: [
      `Submissions for ${facts.eventTitle} close at ${facts.deadline}, and your team has not submitted yet.`,
      '',
      `Submit your project from your event dashboard: ${appUrl}/events/${facts.eventId}/dashboard`,
    ].join('\n'),
    template: 'reminder.submission_deadline',
    context: { eventId: facts.eventId, occasion: facts.occasion },
    unsubscribe,
  };
}

/** Issue 30: to an approved applicant whose spot is not confirmed yet, before its confirm-by deadline. */
export function spotConfirmationReminder(
  to: string,
  facts: ReminderFacts,
  unsubscribe: Unsubscribe,
  appUrl: string,
): EmailOf<'reminder.spot_confirmation'> {
  return {
    to,
    subject: `Reminder: confirm your spot at ${facts.eventTitle}`,
    text: [
      `Your spot at ${facts.eventTitle} is waiting for you: please confirm it by ${facts.deadline}.`,
      'Unconfirmed, it goes to the next person on the waitlist.',
      '',
      `Confirm or decline it here: ${appUrl}/events/${facts.eventId}`,
    ].join('\n'),
    template: 'reminder.spot_confirmation',
    context: { eventId: facts.eventId, occasion: facts.occasion },
    unsubscribe,
  };
}

const submissions = (count: number | undefined) =>
  count === undefined ? 'submissions' : `${count} submission${count === 1 ? '' : 's'}`;

/** Issue 30: to a judge with unscored assignments, some hours after judging opened. */
export function judgingReminder(
  to: string,
  facts: ReminderFacts,
  unsubscribe: Unsubscribe,
  appUrl: string,
): EmailOf<'reminder.judging'> {
  return {
    to,
    subject: `Reminder: ${submissions(facts.unscored)} to score for ${facts.eventTitle}`,
    text: [
      `Judging for ${facts.eventTitle} is open, and ${submissions(facts.unscored)} in your queue ${
        facts.unscored === 1 ? 'is' : 'are'
      } still unscored.`,
      ...(facts.deadline ? [`Judging closes at ${facts.deadline}.`] : []),
      '',
      `Score them from your judging queue: ${appUrl}/judging`,
    ].join('\n'),
    template: 'reminder.judging',
    context: { eventId: facts.eventId, occasion: facts.occasion },
    unsubscribe,
  };
}

/** Issue 30: to a judge with unscored assignments, before the close date staff set. */
export function judgingCloseReminder(
  to: string,
  facts: ReminderFacts,
  unsubscribe: Unsubscribe,
  appUrl: string,
): EmailOf<'reminder.judging_close'> {
  return {
    to,
    subject: `Reminder: judging for ${facts.eventTitle} closes ${facts.deadline}`,
    text: [
      `Judging for ${facts.eventTitle} closes at ${facts.deadline}, and ${submissions(facts.unscored)} in your queue ${
        facts.unscored === 1 ? 'is' : 'are'
      } still unscored.`,
      '',
      `Score them from your judging queue: ${appUrl}/judging`,
    ].join('\n'),
    template: 'reminder.judging_close',
    context: { eventId: facts.eventId, occasion: facts.occasion },
    unsubscribe,
  };
}
