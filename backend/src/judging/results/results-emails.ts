import type { EmailMessage } from '../../notifications/email/email-message.js';

/** What a results email carries for audits: the event and the team (project) it was sent for. */
export interface ResultsEmailContext {
  eventId: string;
  projectId: string;
}

export const resultsEmails = {
  published(
    to: string,
    eventTitle: string,
    teamTitle: string,
    link: string,
    context: ResultsEmailContext,
  ): EmailMessage {
    return {
      to,
      template: 'results.published',
      subject: `Results of ${eventTitle} are published`,
      text: `Hi,\n\nThe judging results of ${eventTitle} are published. See the rank of "${teamTitle}", its scores per criterion and the judges' feedback on your project page: ${link}`,
      context,
    };
  },
};

declare module '../../notifications/email/email-message.js' {
  interface EmailTemplates {
    'results.published': ResultsEmailContext;
  }
}
