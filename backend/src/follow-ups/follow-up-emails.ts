import type { EmailMessage } from '../notifications/email/email-message.js';
import type { FollowUpEmailKind } from './follow-up-rules.js';

export interface FollowUpEmailFacts {
  followUpId: string;
  applicationId: string;
  eventTitle: string;
}

/** Where the email sends the applicant: the survey page (signed in), which also withdraws consent. */
export function followUpSurveyUrl(appUrl: string, followUpId: string): string {
  return `${appUrl}/follow-up/${followUpId}`;
}

/** The survey, or the reminder a week later, to the applicant. */
export function followUpEmail(
  kind: FollowUpEmailKind,
  to: string,
  facts: FollowUpEmailFacts,
  appUrl: string,
): EmailMessage {
  const url = followUpSurveyUrl(appUrl, facts.followUpId);
  const subject =
    kind === 'ask'
      ? `How did your idea go? Six months after applying to ${facts.eventTitle}`
      : `Reminder: how did your idea go since ${facts.eventTitle}?`;
  const opening =
    kind === 'ask'
      ? `When you applied to ${facts.eventTitle} you said we may ask you in 6 months how your idea went. Tell us what happened since, your figures, and whether you are still working on it.`
      : `A week ago we asked how your idea went since ${facts.eventTitle}, and have not heard back yet.`;
  return {
    to,
    template: kind === 'ask' ? 'follow_up.asked' : 'follow_up.reminder',
    subject,
    text:
      `Hi,\n\n${opening}\n\nAnswer the survey (a few minutes): ${url}\n\n` +
      `Rather not be asked? Stop these emails on the same page: ${url}\n\nThank you,\nSprintboard`,
    context: { followUpId: facts.followUpId, applicationId: facts.applicationId },
  };
}

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'follow_up.asked': { followUpId: string; applicationId: string };
    'follow_up.reminder': { followUpId: string; applicationId: string };
  }
}
