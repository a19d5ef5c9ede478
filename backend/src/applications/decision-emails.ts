import type { EmailMessage } from '../notifications/email/email-message.js';
import type { ApplicationStatus } from './application.events.js';

/** What the spec's send-application-notification carried; kept with the email for the audit trail. */
export interface DecisionContext {
  /** Links the email to its application in the audit timeline. */
  applicationId: string;
  userId: string;
  name: string;
  eventTitle: string;
  status: Exclude<ApplicationStatus, 'pending'>;
  eventId: string;
}

export function decisionEmail(to: string, context: DecisionContext, appUrl: string): EmailMessage {
  const { name, eventTitle, status, eventId } = context;
  if (status === 'approved') {
    return {
      to,
      template: 'application.approved',
      subject: `You're in: ${eventTitle}`,
      text: `Hi ${name},\n\nGood news: your application to ${eventTitle} was approved.\n\nYour participant dashboard has the dates, tracks and next steps:\n${appUrl}/events/${eventId}/dashboard\n\nSee you at the sprint!`,
      context: { ...context },
    };
  }
  return {
    to,
    template: 'application.rejected',
    subject: `Your application to ${eventTitle}`,
    text: `Hi ${name},\n\nThank you for applying to ${eventTitle} and for the time you put into it. We had many strong applications and could not offer you a place this time.\n\nWe run sprints every quarter and would be glad to see you apply again: ${appUrl}/events\n\nThe Sprintboard team`,
    context: { ...context },
  };
}
