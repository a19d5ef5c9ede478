import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventCatalog } from '../events/event-catalog.js';
import type { EmailOf } from '../notifications/email/email-message.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { UserDirectory } from '../users/user-directory.js';
import type { ApplicationStatus } from './application.events.js';
import { ApplicationNotFound } from './applications.errors.js';
import { sendEmail } from '../notifications/email/send-email.js';

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

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'application.approved': DecisionContext;
    'application.rejected': DecisionContext;
  }
}

export function decisionEmail(
  to: string,
  context: DecisionContext,
  appUrl: string,
): EmailOf<'application.approved' | 'application.rejected'> {
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

/** Queues an application's decision email in the reviewing command's transaction. */
@Injectable()
export class DecisionEmails {
  constructor(
    private readonly events: EventCatalog,
    private readonly users: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(
    tx: TransactionScope,
    application: { id: string; user_id: string; event_id: string },
    status: DecisionContext['status'],
  ): Promise<void> {
    const [titles, people] = await Promise.all([
      this.events.titles([application.event_id]),
      this.users.people([application.user_id]),
    ]);
    const eventTitle = titles.get(application.event_id);
    const applicant = people.get(application.user_id);
    if (eventTitle === undefined || applicant === undefined) throw new ApplicationNotFound();
    const context: DecisionContext = {
      applicationId: application.id,
      userId: application.user_id,
      name: applicant.name ?? 'there',
      eventTitle,
      status,
      eventId: application.event_id,
    };
    sendEmail(tx, decisionEmail(applicant.email, context, this.config.appUrl));
  }
}
