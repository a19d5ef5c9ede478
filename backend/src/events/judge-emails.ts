import type { EmailMessage } from '../notifications/email/email-message.js';

export const judgeEmails = {
  invitation(to: string, name: string, eventTitle: string, signUpUrl: string): EmailMessage {
    return {
      to,
      template: 'event.judge_invitation',
      subject: `You're invited to judge ${eventTitle}`,
      text: `Hi ${name},\n\nYou have been invited to judge "${eventTitle}" on Sprintboard.\n\nCreate your account with this email address to accept: ${signUpUrl}\n\nYou will be assigned to the event as soon as your account exists.`,
    };
  },
};

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'event.judge_invitation': undefined;
  }
}
