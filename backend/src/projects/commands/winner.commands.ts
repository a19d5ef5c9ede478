import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { type SubmissionStatus, WinnerAdded, WinnerRemoved } from '../project.events.js';
import { AlreadyAwarded, SubmissionNotFound, TrackNotInEvent, WinnerNotFound } from '../projects.errors.js';

export class AddWinnerCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly submissionId: string,
    readonly track: string,
    readonly place: number,
    readonly note: string | null,
  ) {
    super();
  }
}

/** One winner entry per submission; the submission's status becomes 'winner'. */
@CommandHandler(AddWinnerCommand)
export class AddWinnerHandler implements ICommandHandler<AddWinnerCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ actorId, eventId, submissionId, track, place, note }: AddWinnerCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      const [submission] = await tx.em.execute<{ project_id: string; status: SubmissionStatus }[]>(
        'select project_id, status from project_submissions where id = ? and event_id = ? for update',
        [submissionId, eventId],
      );
      if (!submission) throw new SubmissionNotFound();
      // Offered tracks are those present in the event's submissions.
      const [trackInUse] = await tx.em.execute(
        'select 1 from project_submissions where event_id = ? and track = ? limit 1',
        [eventId, track],
      );
      if (!trackInUse) throw new TrackNotInEvent(track);
      const id = randomUUID();
      const inserted = await tx.em.execute<{ id: string }[]>(
        `insert into winners (id, event_id, submission_id, track, place, note, previous_submission_status)
         values (?, ?, ?, ?, ?, ?, ?) on conflict (submission_id) do nothing returning id`,
        [id, eventId, submissionId, track, place, note, submission.status],
      );
      if (inserted.length === 0) throw new AlreadyAwarded();
      await tx.em.execute("update project_submissions set status = 'winner' where id = ?", [submissionId]);
      tx.record(
        new WinnerAdded(id, { eventId, submissionId, projectId: submission.project_id, track, place, note }),
        0,
      );
      return id;
    });
  }
}

export class RemoveWinnerCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly winnerId: string,
  ) {
    super();
  }
}

/** Removing the entry gives the submission back the status it had before it won. */
@CommandHandler(RemoveWinnerCommand)
export class RemoveWinnerHandler implements ICommandHandler<RemoveWinnerCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ actorId, winnerId }: RemoveWinnerCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const [winner] = await tx.em.execute<
        {
          event_id: string;
          submission_id: string;
          project_id: string;
          track: string;
          place: number;
          previous_submission_status: SubmissionStatus;
        }[]
      >(
        `delete from winners w using project_submissions s where w.id = ? and s.id = w.submission_id
         returning w.event_id, w.submission_id, s.project_id, w.track, w.place, w.previous_submission_status`,
        [winnerId],
      );
      if (!winner) throw new WinnerNotFound();
      await tx.em.execute('update project_submissions set status = ? where id = ?', [
        winner.previous_submission_status,
        winner.submission_id,
      ]);
      tx.record(
        new WinnerRemoved(winnerId, {
          eventId: winner.event_id,
          submissionId: winner.submission_id,
          projectId: winner.project_id,
          track: winner.track,
          place: winner.place,
        }),
        1,
      );
    });
  }
}
