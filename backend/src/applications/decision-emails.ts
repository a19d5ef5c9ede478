import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { emailDay, emailMoment } from '../common/zone-dates.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import {
  SPRINT_CALENDAR_CONTENT_TYPE,
  SPRINT_CALENDAR_FILENAME,
  sprintCalendar,
  sprintCalendarFacts,
} from '../events/calendar/sprint-calendar.js';
import { EventCatalog } from '../events/event-catalog.js';
import type { EmailOf } from '../notifications/email/email-message.js';
import { sendEmail } from '../notifications/email/send-email.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { UserDirectory } from '../users/user-directory.js';
import type { DecidedStatus } from './application.events.js';
import { ApplicationNotFound } from './applications.errors.js';
import { spotEmail, type SpotEmailContext, type SpotEmailKind } from './spots/spot-emails.js';

/** What the spec's send-application-notification carried; kept with the email for the audit trail. */
export interface DecisionContext {
  /** Links the email to its application in the audit timeline. */
  applicationId: string;
  userId: string;
  name: string;
  eventTitle: string;
  status: DecidedStatus;
  eventId: string;
  /** Waitlisted: the day they hear by at the latest (the event's start, in its timezone), as written. */
  hearBy?: string;
  /** Approved before the sprint starts: when to confirm the spot by (in the event's timezone), as written. */
  confirmBy?: string;
}

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    'application.approved': DecisionContext;
    'application.waitlisted': DecisionContext;
    'application.rejected': DecisionContext;
  }
}

/**
 * A decision's email. An approval carries the sprint's calendar file (`sprint.ics`, from
 * `sprintCalendar`) when one is given, and says so.
 */
export function decisionEmail(
  to: string,
  context: DecisionContext,
  appUrl: string,
  calendar?: string,
): EmailOf<'application.approved' | 'application.waitlisted' | 'application.rejected'> {
  const { name, eventTitle, status, eventId, hearBy, confirmBy } = context;
  if (status === 'approved') {
    const confirm = confirmBy
      ? `\n\nPlease confirm your spot by ${confirmBy}: ${appUrl}/events/${eventId}\nIf you cannot make it, decline it there, so the spot goes to someone on the waitlist.`
      : '';
    const invitation =
      calendar === undefined
        ? ''
        : '\n\nThe calendar invitation for the sprint is attached, with a reminder at the submission deadline.';
    return {
      to,
      template: 'application.approved',
      subject: `You're in: ${eventTitle}`,
      text: `Hi ${name},\n\nGood news: your application to ${eventTitle} was approved.${confirm}\n\nYour participant dashboard has the dates, tracks and next steps:\n${appUrl}/events/${eventId}/dashboard${invitation}\n\nSee you at the sprint!`,
      context: { ...context },
      ...(calendar === undefined
        ? {}
        : {
            attachments: [
              { filename: SPRINT_CALENDAR_FILENAME, contentType: SPRINT_CALENDAR_CONTENT_TYPE, content: calendar },
            ],
          }),
    };
  }
  if (status === 'waitlisted') {
    return {
      to,
      template: 'application.waitlisted',
      subject: `You're on the waitlist: ${eventTitle}`,
      text: `Hi ${name},\n\nThank you for applying to ${eventTitle}. Every spot is taken for now, so you are on the waitlist and will hear from us by ${hearBy ?? 'the start of the sprint'}: if a spot opens up, we offer it to you by email.\n\nYour application's status is on the event page:\n${appUrl}/events/${eventId}\n\nThe Sprintboard team`,
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

type ApplicationParties = { id: string; user_id: string; event_id: string };

/** Queues an application's decision and spot emails in the command's transaction. */
@Injectable()
export class DecisionEmails {
  constructor(
    private readonly events: EventCatalog,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A staff decision's email; an approval that asks for a confirmation says by when, and carries
   * the sprint's calendar invitation.
   */
  async queue(
    tx: TransactionScope,
    application: ApplicationParties,
    status: DecidedStatus,
    confirmBy: Date | null = null,
  ): Promise<void> {
    const { event, base, to } = await this.facts(application);
    const context: DecisionContext = {
      ...base,
      status,
      // A freed spot is offered before the sprint starts, or not at all.
      ...(status === 'waitlisted' ? { hearBy: emailDay(event.start_date, event.timezone) } : {}),
      ...(status === 'approved' && confirmBy ? { confirmBy: emailMoment(confirmBy, event.timezone) } : {}),
    };
    const { appUrl } = this.config;
    const calendar =
      status === 'approved' ? sprintCalendar(sprintCalendarFacts(event), { appUrl, now: this.clock.now() }) : undefined;
    sendEmail(tx, decisionEmail(to, context, appUrl, calendar));
  }

  /** An email about the application's spot: offered from the waitlist, confirmed, declined or expired. */
  async queueSpot(
    tx: TransactionScope,
    application: ApplicationParties,
    kind: SpotEmailKind,
    /** Offered: when to confirm by (none once the sprint started); expired: the deadline missed. */
    at: Date | null = null,
  ): Promise<void> {
    const { event, base, to } = await this.facts(application);
    const context: SpotEmailContext = { ...base, ...(at ? { deadline: emailMoment(at, event.timezone) } : {}) };
    sendEmail(tx, spotEmail(kind, to, context, this.config.appUrl));
  }

  private async facts(application: ApplicationParties) {
    // One after the other: inside a command both share its connection.
    const event = await this.events.findById(application.event_id);
    const applicant = (await this.users.people([application.user_id])).get(application.user_id);
    if (event === undefined || applicant === undefined) throw new ApplicationNotFound();
    return {
      event,
      to: applicant.email,
      base: {
        applicationId: application.id,
        userId: application.user_id,
        name: applicant.name ?? 'there',
        eventTitle: event.title,
        eventId: application.event_id,
      },
    };
  }
}
