import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import {
  DEFAULT_CHECKIN_OFFSET_DAYS,
  eventDateProblems,
  normaliseGraceMinutes,
  normaliseTracks,
} from '../../event-rules.js';
import { EventCreated, JudgeAdded, JudgeInvited } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { EventInvalid } from '../../events.errors.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { SeatInvitations } from '../../seat-invitations.js';
import { CreateEventCommand } from './create-event.command.js';

/**
 * The wizard's Create: the event (a draft), its criteria and its judges in one transaction. A judge
 * email with an account is assigned now; any other is invited by email and assigned at sign-up.
 */
@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
    private readonly users: UserDirectory,
    private readonly invitations: SeatInvitations,
  ) {}

  async execute({ actorId, input }: CreateEventCommand): Promise<string> {
    const problems = eventDateProblems(input);
    const tracks = normaliseTracks(input.tracks);
    if (tracks.length === 0) problems.push({ field: 'tracks', reason: 'At least one track is required' });
    if (problems.length > 0) throw new EventInvalid(problems);

    const checkinOffsetDays = input.checkinOffsetDays ?? [...DEFAULT_CHECKIN_OFFSET_DAYS];
    const eventId = randomUUID();
    return this.transaction.run(actorId, async (tx) => {
      await this.events.insert({
        id: eventId,
        title: input.title,
        description_md: input.descriptionMd ?? null,
        location: input.location ?? null,
        status: 'draft',
        start_date: input.startDate,
        end_date: input.endDate,
        submission_deadline: input.submissionDeadline,
        grace_minutes: normaliseGraceMinutes(input.graceMinutes),
        timezone: input.timezone,
        tracks,
        team_size_max: input.teamSizeMax,
        checkin_offset_days: checkinOffsetDays,
        created_by: actorId,
      });
      await this.judging.addCriteria(eventId, input.criteria);
      tx.record(
        new EventCreated(eventId, {
          title: input.title,
          status: 'draft',
          startDate: input.startDate.toISOString(),
          endDate: input.endDate.toISOString(),
          submissionDeadline: input.submissionDeadline.toISOString(),
          tracks,
          criteria: input.criteria.map(({ label, weight }) => ({ label, weight })),
          checkinOffsetDays,
        }),
        0,
      );

      const seen = new Set<string>();
      for (const judge of input.judges) {
        const email = judge.email.toLowerCase();
        if (seen.has(email)) continue;
        seen.add(email);
        const userId = await this.users.idByEmail(email);
        if (userId) {
          await this.judging.addJudge(eventId, userId);
          tx.record(new JudgeAdded(eventId, { userId, via: 'wizard' }));
        } else {
          const invitation = {
            eventId,
            eventTitle: input.title,
            seat: 'judge' as const,
            email: judge.email,
            name: judge.name,
          };
          if (await this.invitations.invite(tx, invitation)) {
            tx.record(new JudgeInvited(eventId, { email: judge.email }));
          }
        }
      }
      return eventId;
    });
  }
}
