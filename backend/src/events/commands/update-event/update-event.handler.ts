import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../../audit/audit.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { eventDateProblems, normaliseGraceMinutes, normaliseTracks } from '../../event-rules.js';
import { EventUpdated } from '../../event.events.js';
import { type EditableEventColumns, EventRepository } from '../../event.repository.js';
import { EventTimelineParticipants } from '../../event-timeline-participants.js';
import { EventInvalid } from '../../events.errors.js';
import { eventChanges } from './event-changes.js';
import { UpdateEventCommand } from './update-event.command.js';

/**
 * Checked against the row's own version, not the audit stream's: criteria and judges record on the
 * same stream without touching the fields edited here, and must not make this page stale.
 */
@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly timeline: EventTimelineParticipants,
  ) {}

  execute({ actorId, eventId, input }: UpdateEventCommand): Promise<number> {
    const problems = eventDateProblems(input);
    const tracks = normaliseTracks(input.tracks);
    if (tracks.length === 0) problems.push({ field: 'tracks', reason: 'At least one track is required' });
    if (problems.length > 0) throw new EventInvalid(problems);

    const fields: Omit<EditableEventColumns, 'checkin_offset_days'> = {
      title: input.title,
      description_md: input.descriptionMd ?? null,
      location: input.location ?? null,
      timezone: input.timezone,
      start_date: input.startDate,
      end_date: input.endDate,
      submission_deadline: input.submissionDeadline,
      grace_minutes: normaliseGraceMinutes(input.graceMinutes),
      tracks,
      team_size_max: input.teamSizeMax,
    };
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.events.lockForEdit(eventId);
      if (event.version !== input.expectedVersion) {
        throw new StreamVersionConflict('event', eventId, input.expectedVersion, event.version);
      }
      // Left out of the edit, the check-in offsets stay as they are.
      const edited: EditableEventColumns = {
        ...fields,
        checkin_offset_days: input.checkinOffsetDays ?? event.checkin_offset_days,
      };
      const changes = eventChanges(event, edited);
      if (Object.keys(changes).length === 0) return event.version;
      await this.events.updateFields(eventId, edited);
      tx.record(new EventUpdated(eventId, { changes }));
      // Check-ins not yet asked fall due from the new end and offsets (ventures), in this transaction.
      if (changes.endDate || changes.checkinOffsetDays) {
        await this.timeline.scheduleChanged(tx, {
          eventId,
          endDate: new Date(input.endDate),
          checkinOffsetDays: edited.checkin_offset_days,
        });
      }
      return event.version + 1;
    });
  }
}
