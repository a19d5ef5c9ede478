import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SubmissionRepository } from '../../../../projects/submission.repository.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { WinnerRemoved } from '../../winner.events.js';
import { WinnerRepository } from '../../winner.repository.js';
import { WinnerNotFound } from '../../winners.errors.js';
import { RemoveWinnerCommand } from './remove-winner.command.js';

/** Removing the entry gives the submission back the status it had before it won. */
@CommandHandler(RemoveWinnerCommand)
export class RemoveWinnerHandler implements ICommandHandler<RemoveWinnerCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly submissions: SubmissionRepository,
    private readonly winners: WinnerRepository,
  ) {}

  async execute({ actorId, winnerId }: RemoveWinnerCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const winner = await this.winners.delete(winnerId);
      if (!winner) throw new WinnerNotFound();
      // An entry goes with its submission (a cascading foreign key): one without is not there.
      const projectId = await this.submissions.projectOf(winner.submission_id);
      if (projectId === undefined) throw new WinnerNotFound();
      await this.submissions.setStatus(winner.submission_id, winner.previous_submission_status);
      tx.record(
        new WinnerRemoved(winnerId, {
          eventId: winner.event_id,
          submissionId: winner.submission_id,
          projectId,
          track: winner.track,
          place: winner.place,
        }),
        1,
      );
    });
  }
}
