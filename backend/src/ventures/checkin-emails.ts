import type { EmailMessage } from '../notifications/email/email-message.js';
import type { CheckinEmailKind } from './checkin-email.entity.js';

export interface CheckinEmailFacts {
  ventureId: string;
  checkinId: string;
  ventureName: string;
  sprintTitle: string;
  offsetDays: number;
}

/** Where the email sends the member: the check-in form. */
export function checkinFormUrl(appUrl: string, ventureId: string, checkinId: string): string {
  return `${appUrl}/ventures/${ventureId}/check-in/${checkinId}`;
}

/** The ask, or the reminder a week later, to one member of the venture. */
export function checkinEmail(
  kind: CheckinEmailKind,
  to: string,
  facts: CheckinEmailFacts,
  appUrl: string,
): EmailMessage {
  const url = checkinFormUrl(appUrl, facts.ventureId, facts.checkinId);
  const { ventureName, sprintTitle, offsetDays } = facts;
  const subject =
    kind === 'ask'
      ? `How is ${ventureName} doing? Your ${offsetDays}-day check-in after ${sprintTitle}`
      : `Reminder: ${ventureName}'s check-in after ${sprintTitle}`;
  const opening =
    kind === 'ask'
      ? `It has been ${offsetDays} days since ${sprintTitle}. Tell the programme how ${ventureName} is doing: what happened since, your figures, and whether you are still working on it.`
      : `A week ago we asked how ${ventureName} is doing since ${sprintTitle}, and have not heard back yet.`;
  return {
    to,
    template: kind === 'ask' ? 'venture.checkin_asked' : 'venture.checkin_reminder',
    subject,
    text: `Hi,\n\n${opening}\n\nSubmit the check-in (a few minutes): ${url}\n\nThank you,\nSprintboard`,
    context: { ventureId: facts.ventureId, checkinId: facts.checkinId },
  };
}

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'venture.checkin_asked': { ventureId: string; checkinId: string };
    'venture.checkin_reminder': { ventureId: string; checkinId: string };
  }
}
