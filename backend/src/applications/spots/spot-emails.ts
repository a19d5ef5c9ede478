import type { EmailOf } from '../../notifications/email/email-message.js';

export type SpotEmailKind = 'offered' | 'confirmed' | 'declined' | 'expired';

/** The facts a spot email carries, kept with it for the audit trail. */
export interface SpotEmailContext {
  /** Links the email to its application in the audit timeline. */
  applicationId: string;
  userId: string;
  name: string;
  eventTitle: string;
  eventId: string;
  /** Offered: when to confirm by; expired: the deadline that passed (in the event's timezone), as written. */
  deadline?: string;
}

const TEMPLATES = {
  offered: 'application.spot_offered',
  confirmed: 'application.spot_confirmed',
  declined: 'application.spot_declined',
  expired: 'application.spot_expired',
} as const satisfies Record<SpotEmailKind, string>;

type SpotTemplate = (typeof TEMPLATES)[SpotEmailKind];

declare module '../../notifications/email/email-message.js' {
  interface EmailTemplates {
    'application.spot_offered': SpotEmailContext;
    'application.spot_confirmed': SpotEmailContext;
    'application.spot_declined': SpotEmailContext;
    'application.spot_expired': SpotEmailContext;
  }
}

/** review.md 'Confirming a spot': the offer from the waitlist and each answer to a spot, to the applicant. */
export function spotEmail(
  kind: SpotEmailKind,
  to: string,
  context: SpotEmailContext,
  appUrl: string,
): EmailOf<SpotTemplate> {
  const { name, eventTitle, eventId, deadline } = context;
  const dashboard = `Your participant dashboard has the dates, tracks and next steps:\n${appUrl}/events/${eventId}/dashboard`;
  const again = `We run sprints every quarter and would be glad to see you apply again: ${appUrl}/events`;
  const words: Record<SpotEmailKind, { subject: string; text: string }> = {
    offered: {
      subject: `A spot opened up: ${eventTitle}`,
      text: `Hi ${name},\n\nGood news: a spot opened up at ${eventTitle}, and it is yours. Your application moved from the waitlist to approved.\n\n${
        deadline
          ? `Please confirm your spot by ${deadline}: ${appUrl}/events/${eventId}\nIf you cannot make it, decline it there, so the spot goes to the next person on the waitlist.`
          : dashboard
      }\n\nSee you at the sprint!`,
    },
    confirmed: {
      subject: `Spot confirmed: ${eventTitle}`,
      text: `Hi ${name},\n\nThank you for confirming: your spot at ${eventTitle} is yours.\n\n${dashboard}\n\nSee you at the sprint!`,
    },
    declined: {
      subject: `You declined your spot: ${eventTitle}`,
      text: `Hi ${name},\n\nYou declined your spot at ${eventTitle}, so it goes to someone on the waitlist. Thank you for letting us know.\n\n${again}\n\nThe Sprintboard team`,
    },
    expired: {
      subject: `Your spot at ${eventTitle} was released`,
      text: `Hi ${name},\n\nYou did not confirm your spot at ${eventTitle} by ${deadline ?? 'the deadline'}, so it is free for someone on the waitlist now.\n\n${again}\n\nThe Sprintboard team`,
    },
  };
  return { to, template: TEMPLATES[kind], ...words[kind], context: { ...context } };
}
