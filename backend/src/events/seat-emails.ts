import type { EmailMessage } from '../notifications/email/email-message.js';
import type { SeatKind } from './seat-invitation.entity.js';

/** Someone invited to a seat on an event who has no account yet. */
export interface SeatInvitee {
  email: string;
  /** As staff typed it; null when they gave none (the Review tab asks only for the email). */
  name: string | null;
}

const greeting = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

/** The invitation to sign up and take the seat, per kind of seat. */
export const seatEmails = {
  invitation(seat: SeatKind, { email, name }: SeatInvitee, eventTitle: string, signUpUrl: string): EmailMessage {
    if (seat === 'judge') {
      return {
        to: email,
        template: 'event.judge_invitation',
        subject: `You're invited to judge ${eventTitle}`,
        text: `${greeting(name)}\n\nYou have been invited to judge "${eventTitle}" on Sprintboard.\n\nCreate your account with this email address to accept: ${signUpUrl}\n\nYou will be assigned to the event as soon as your account exists.`,
      };
    }
    return {
      to: email,
      template: 'event.reviewer_invitation',
      subject: `You're invited to review applications to ${eventTitle}`,
      text: `${greeting(name)}\n\nYou have been invited to review the applications to "${eventTitle}" on Sprintboard.\n\nCreate your account with this email address to accept: ${signUpUrl}\n\nYou will be a reviewer of the event as soon as you have confirmed your email address.`,
    };
  },
};

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'event.judge_invitation': undefined;
    'event.reviewer_invitation': undefined;
  }
}
