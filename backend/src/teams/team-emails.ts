import type { EmailMessage } from '../notifications/email/email-message.js';

/** What team emails carry for audits: the team (project) and its event. */
export interface TeamEmailContext {
  projectId: string;
  eventId: string | null;
}

export const teamEmails = {
  invitation(
    to: string,
    inviterName: string,
    teamTitle: string,
    eventTitle: string | null,
    link: string,
    context: TeamEmailContext,
  ): EmailMessage {
    const where = eventTitle ? ` for ${eventTitle}` : '';
    return {
      to,
      template: 'team.invitation',
      // The inviter, not the title: anyone may title a team anything, and a subject line is read as
      // the sender's words (a title like 'Your account is locked' would be phishing).
      subject: `${inviterName} invited you to join a team on Sprintboard`,
      text: `Hi,\n\n${inviterName} invited you to join the team "${teamTitle}"${where} on Sprintboard.\n\nOpen this link while signed in with this email address to accept or decline: ${link}\n\nThe link is valid for 7 days and works once.`,
      context,
    };
  },

  joinRequestReceived(
    to: string,
    requesterName: string,
    teamTitle: string,
    message: string,
    link: string,
    context: TeamEmailContext,
  ): EmailMessage {
    return {
      to,
      template: 'team.join_request_received',
      subject: `${requesterName} asks to join ${teamTitle}`,
      text: `Hi,\n\n${requesterName} asks to join your team "${teamTitle}":\n\n"${message}"\n\nAccept or decline the request on your team: ${link}`,
      context,
    };
  },

  joinRequestAnswered(
    to: string,
    teamTitle: string,
    accepted: boolean,
    link: string,
    context: TeamEmailContext,
  ): EmailMessage {
    return accepted
      ? {
          to,
          template: 'team.join_request_accepted',
          subject: `You joined ${teamTitle}`,
          text: `Hi,\n\nYour request to join the team "${teamTitle}" was accepted. Welcome aboard!\n\nYour team: ${link}`,
          context,
        }
      : {
          to,
          template: 'team.join_request_declined',
          subject: `Your request to join ${teamTitle}`,
          text: `Hi,\n\nYour request to join the team "${teamTitle}" was declined. Other teams are still looking for members: ${link}`,
          context,
        };
  },
};

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'team.invitation': TeamEmailContext;
    'team.join_request_received': TeamEmailContext;
    'team.join_request_accepted': TeamEmailContext;
    'team.join_request_declined': TeamEmailContext;
  }
}
