import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { eventDateProblems, normaliseGraceMinutes, normaliseTracks } from '../event-rules.js';
import { EventCreated, JudgeAdded, JudgeInvited } from '../event.events.js';
import type { CreateEventDto } from '../events.dto.js';
import { EventInvalid } from '../events.errors.js';
import { judgeEmails } from '../judge-emails.js';

export class CreateEventCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly input: CreateEventDto,
  ) {
    super();
  }
}

/**
 * The wizard's Create: the event (a draft), its criteria and its judges in one transaction. A judge
 * email with an account is assigned now; any other is invited by email and assigned at sign-up.
 */
@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actorId, input }: CreateEventCommand): Promise<string> {
    const problems = eventDateProblems(input);
    const tracks = normaliseTracks(input.tracks);
    if (tracks.length === 0) problems.push({ field: 'tracks', reason: 'At least one track is required' });
    if (problems.length > 0) throw new EventInvalid(problems);

    const eventId = randomUUID();
    return this.transaction.run(actorId, async (tx) => {
      await tx.em.execute(
        `insert into events (id, title, description_md, location, status, start_date, end_date, submission_deadline,
           grace_minutes, timezone, tracks, team_size_max, created_by)
         values (?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?::text[], ?, ?)`,
        [
          eventId,
          input.title,
          input.descriptionMd ?? null,
          input.location ?? null,
          input.startDate,
          input.endDate,
          input.submissionDeadline,
          normaliseGraceMinutes(input.graceMinutes),
          input.timezone,
          `{${tracks.join(',')}}`,
          input.teamSizeMax,
          actorId,
        ],
      );
      for (const criterion of input.criteria) {
        await tx.em.execute('insert into judging_criteria (id, event_id, label, weight) values (?, ?, ?, ?)', [
          randomUUID(),
          eventId,
          criterion.label,
          criterion.weight,
        ]);
      }
      tx.record(
        new EventCreated(eventId, {
          title: input.title,
          status: 'draft',
          startDate: input.startDate.toISOString(),
          endDate: input.endDate.toISOString(),
          submissionDeadline: input.submissionDeadline.toISOString(),
          tracks,
          criteria: input.criteria.map(({ label, weight }) => ({ label, weight })),
        }),
        0,
      );

      const seen = new Set<string>();
      for (const judge of input.judges) {
        const email = judge.email.toLowerCase();
        if (seen.has(email)) continue;
        seen.add(email);
        const [user] = await tx.em.execute<{ id: string }[]>('select id from users where lower(email) = ?', [email]);
        if (user) {
          await tx.em.execute(
            'insert into event_judges (id, event_id, user_id) values (?, ?, ?) on conflict do nothing',
            [randomUUID(), eventId, user.id],
          );
          tx.record(new JudgeAdded(eventId, { userId: user.id, via: 'wizard' }));
        } else {
          await tx.em.execute(
            'insert into judge_invitations (id, event_id, email, name, invited_by) values (?, ?, ?, ?, ?)',
            [randomUUID(), eventId, judge.email, judge.name, actorId],
          );
          tx.record(new JudgeInvited(eventId, { email: judge.email }));
          tx.sendEmail(judgeEmails.invitation(judge.email, judge.name, input.title, `${this.config.appUrl}/auth`));
        }
      }
      return eventId;
    });
  }
}
