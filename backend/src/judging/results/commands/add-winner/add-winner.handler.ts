import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SubmissionNotFound, TrackNotInEvent } from '../../../../projects/projects.errors.js';
import { SubmissionRepository } from '../../../../projects/submission.repository.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { WinnerAdded } from '../../winner.events.js';
import { WinnerRepository } from '../../winner.repository.js';
import { AlreadyAwarded } from '../../winners.errors.js';
import { AddWinnerCommand } from './add-winner.command.js';

/** One winner entry per submission; the submission's status becomes 'winner'. */
@CommandHandler(AddWinnerCommand)
export class AddWinnerHandler implements ICommandHandler<AddWinnerCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly submissions: SubmissionRepository,
    private readonly winners: WinnerRepository,
  ) {}

  execute({ actorId, eventId, submissionId, track, place, note }: AddWinnerCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      const submission = await this.submissions.lockInEvent(submissionId, eventId);
      if (!submission) throw new SubmissionNotFound();
      // Offered tracks are those present in the event's submissions.
      if (!(await this.submissions.trackInUse(eventId, track))) throw new TrackNotInEvent(track);
      const id = randomUUID();
      const inserted = await this.winners.insert({
        id,
        eventId,
        submissionId,
        track,
        place,
        note,
        previousSubmissionStatus: submission.status,
      });
      if (!inserted) throw new AlreadyAwarded();
      await this.submissions.setStatus(submissionId, 'winner');
      tx.record(
        new WinnerAdded(id, { eventId, submissionId, projectId: submission.project_id, track, place, note }),
        0,
      );
      return id;
    });
  }
}
