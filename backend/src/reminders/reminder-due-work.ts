import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApplicationRecords } from '../applications/application-records.js';
import { EventCatalog } from '../events/event-catalog.js';
import { JudgingReminderRecipients } from '../judging/judging-reminder-recipients.js';
import type { DueWorkSource } from '../notifications/schedule/due-work-sources.js';
import { EventSubmissions } from '../projects/event-submissions.js';
import { SendRemindersCommand } from './commands/send-reminders/send-reminders.command.js';
import { dueAfter, dueBefore, LOOKAHEAD_MS, type ReminderKind, type ReminderOccasion } from './reminder-rules.js';
import { ReminderRepository } from './reminder.repository.js';

/** Recipients per transaction (each writes a claim row and an outbox email per recipient). */
export const REMINDER_BATCH_SIZE = 1000;

/** '2027-01-07 16:00 UTC'. */
const written = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The automatic reminders' source of due work (issue 30), registered with the one scheduler
 * (DueWorkTick). Each tick finds the occasions whose time has come (deadline - offset, not more than
 * six hours late), resolves their recipients through the owners' ports at that moment, and hands
 * each occasion to SendRemindersCommand; the reminder_deliveries rows, not Redis, say who has been
 * reminded, so running again at once sends nothing twice.
 */
@Injectable()
export class ReminderDueWork implements DueWorkSource {
  readonly name = 'reminders';

  constructor(
    private readonly commands: CommandBus,
    private readonly reminders: ReminderRepository,
    private readonly events: EventCatalog,
    private readonly applications: ApplicationRecords,
    private readonly submissions: EventSubmissions,
    private readonly judging: JudgingReminderRecipients,
  ) {}

  /**
   * One command per REMINDER_BATCH_SIZE recipients, each its own transaction: an occasion for every
   * approved participant of a large sprint stays within PostgreSQL's bind-parameter limit, and a
   * batch that fails leaves the others sent (the unique key makes the retry send only the rest).
   */
  private async remind(command: SendRemindersCommand): Promise<number> {
    let sent = 0;
    for (let start = 0; start < command.userIds.length; start += REMINDER_BATCH_SIZE) {
      const userIds = command.userIds.slice(start, start + REMINDER_BATCH_SIZE);
      sent += await this.commands.execute(
        new SendRemindersCommand(command.kind, command.facts, userIds, command.now, command.unscoredOf),
      );
    }
    return sent;
  }

  /** Answers how many reminders it wrote into the outbox. */
  async run(now: Date): Promise<number> {
    return (
      (await this.submissionDeadlines(now)) + (await this.spotConfirmations(now)) + (await this.judgingReminders(now))
    );
  }

  /**
   * To the judges of an open judging with unscored assignments: hours after it opened (keyed by the
   * opening, so a reopening is a new occasion) and hours before the close date staff set (keyed by
   * that date, so a moved date is a new occasion).
   */
  private async judgingReminders(now: Date): Promise<number> {
    const open = await this.judging.openEvents();
    if (open.length === 0) return 0;
    const eventIds = open.map((judging) => judging.eventId);
    const settings = await this.reminders.settingsOf(eventIds);
    const titles = await this.events.titles(eventIds);
    let sent = 0;
    for (const { eventId, openedAt, closesAt } of open) {
      const setting = settings.get(eventId);
      if (!setting) continue;
      const occasions: { kind: ReminderKind; occasion: ReminderOccasion }[] = [];
      if (setting.judging.enabled && openedAt) {
        for (const occasion of dueAfter(openedAt, setting.judging.offsetsHours, now, `@${openedAt.toISOString()}`)) {
          occasions.push({ kind: 'judging', occasion });
        }
      }
      if (setting.judging_close.enabled && closesAt) {
        for (const occasion of dueBefore(
          closesAt,
          setting.judging_close.offsetsHours,
          now,
          `@${closesAt.toISOString()}`,
        )) {
          occasions.push({ kind: 'judging_close', occasion });
        }
      }
      if (occasions.length === 0) continue;
      const unscored = await this.judging.unscoredJudges(eventId);
      const judgeIds = [...unscored.keys()].sort();
      for (const { kind, occasion } of occasions) {
        sent += await this.remind(
          new SendRemindersCommand(
            kind,
            {
              eventId,
              eventTitle: titles.get(eventId) ?? 'the sprint',
              occasion: occasion.key,
              deadline: closesAt ? written(closesAt) : '',
            },
            judgeIds,
            now,
            unscored,
          ),
        );
      }
    }
    return sent;
  }

  /** To approved participants whose team has not submitted, before the event's submission deadline. */
  private async submissionDeadlines(now: Date): Promise<number> {
    const horizon = now.getTime() + LOOKAHEAD_MS;
    const events = (await this.events.activeWithDeadlineAfter(now)).filter(
      (event) => new Date(event.submission_deadline).getTime() <= horizon,
    );
    const settings = await this.reminders.settingsOf(events.map((event) => event.id));
    let sent = 0;
    for (const event of events) {
      const setting = settings.get(event.id)?.submission_deadline;
      if (!setting?.enabled) continue;
      const deadline = new Date(event.submission_deadline);
      const occasions = dueBefore(deadline, setting.offsetsHours, now);
      if (occasions.length === 0) continue;
      const approved = await this.applications.approvedUserIds(event.id);
      const listings = await this.submissions.listings(event.id);
      const submitted = new Set(listings.flatMap((listing) => listing.teamUserIds));
      const userIds = [...new Set(approved.filter((userId) => !submitted.has(userId)))].sort();
      for (const occasion of occasions) {
        sent += await this.remind(
          new SendRemindersCommand(
            'submission_deadline',
            { eventId: event.id, eventTitle: event.title, occasion: occasion.key, deadline: written(deadline) },
            userIds,
            now,
          ),
        );
      }
    }
    return sent;
  }

  /** To each approved applicant whose spot is unconfirmed, before their own confirm-by deadline. */
  private async spotConfirmations(now: Date): Promise<number> {
    const spots = await this.applications.unconfirmedSpotsDueBetween(now, new Date(now.getTime() + LOOKAHEAD_MS));
    if (spots.length === 0) return 0;
    const eventIds = [...new Set(spots.map((spot) => spot.eventId))];
    const settings = await this.reminders.settingsOf(eventIds);
    const titles = await this.events.titles(eventIds);
    let sent = 0;
    for (const spot of spots) {
      const setting = settings.get(spot.eventId)?.spot_confirmation;
      if (!setting?.enabled) continue;
      // Keyed by the deadline too: a new approval (a new deadline) is a new occasion.
      for (const occasion of dueBefore(spot.dueAt, setting.offsetsHours, now, `@${spot.dueAt.toISOString()}`)) {
        sent += await this.remind(
          new SendRemindersCommand(
            'spot_confirmation',
            {
              eventId: spot.eventId,
              eventTitle: titles.get(spot.eventId) ?? 'the sprint',
              occasion: occasion.key,
              deadline: written(spot.dueAt),
            },
            [spot.userId],
            now,
          ),
        );
      }
    }
    return sent;
  }
}
