import type { EmailMessage } from '../notifications/email/email-message.js';

/** The account emails. Plain text first: it renders everywhere and is easy to audit. */
export const authEmails = {
  verify(to: string, firstName: string, link: string): EmailMessage {
    return {
      to,
      template: 'auth.verify_email',
      subject: 'Confirm your Sprintboard account',
      text: `Hi ${firstName},\n\nConfirm your email to finish creating your Sprintboard account:\n\n${link}\n\nThe link expires in 1 hour. After clicking it, you'll be automatically logged in.\n\nIf you did not sign up, ignore this email.`,
    };
  },

  alreadyRegistered(to: string, signInUrl: string): EmailMessage {
    return {
      to,
      template: 'auth.already_registered',
      subject: 'You already have a Sprintboard account',
      text: `Someone (hopefully you) tried to create a Sprintboard account with this email, which already has one.\n\nSign in: ${signInUrl}\nForgot your password? Use "Forgot password" on that page.\n\nIf this was not you, you can ignore this email.`,
    };
  },

  resetPassword(to: string, link: string): EmailMessage {
    return {
      to,
      template: 'auth.reset_password',
      subject: 'Reset your Sprintboard password',
      text: `We received a request to reset your Sprintboard password.\n\nSet a new password:\n\n${link}\n\nThe link expires in 1 hour and works once. If you did not ask for this, ignore this email: your password stays the same.`,
    };
  },

  passwordChanged(to: string): EmailMessage {
    return {
      to,
      template: 'auth.password_changed',
      subject: 'Your Sprintboard password was changed',
      text: 'Your Sprintboard password was just changed, and every other session was signed out.\n\nIf this was not you, reset your password right away and contact the programme team.',
    };
  },
};

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'auth.verify_email': undefined;
    'auth.already_registered': undefined;
    'auth.reset_password': undefined;
    'auth.password_changed': undefined;
  }
}
