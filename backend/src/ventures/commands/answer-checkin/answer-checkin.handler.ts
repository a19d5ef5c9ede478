import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { milestonesOfAnswer } from '../../checkin-answer.js';
import { CheckinAnswered } from '../../checkin.events.js';
import { CheckinScheduling } from '../../checkin-scheduling.repository.js';
import { CheckinAlreadyAnswered, CheckinCancelled, CheckinNotFound } from '../../checkins.errors.js';
import { MilestoneRepository } from '../../milestone.repository.js';
import { MilestoneAdded } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { AnswerCheckinCommand } from './answer-checkin.command.js';

/**
 * 'Submit Check-in': the figures become self-reported milestones (the same rows and audit events
 * 'Add Milestone' writes, tied to the check-in) and the check-in is answered, all in one transaction;
 * answered 'stopped', the venture's later check-ins still open are cancelled in it too. A check-in
 * not yet asked may be answered early; an answered or cancelled one is a 409.
 */
@CommandHandler(AnswerCheckinCommand)
export class AnswerCheckinHandler implements ICommandHandler<AnswerCheckinCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
    private readonly checkins: CheckinScheduling,
  ) {}

  execute({ user, ventureId, checkinId, answer }: AnswerCheckinCommand): Promise<string[]> {
    return this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const checkin = await this.checkins.lockOfVenture(venture.id, checkinId);
      if (!checkin) throw new CheckinNotFound();
      if (checkin.state === 'answered') throw new CheckinAlreadyAnswered();
      if (checkin.state === 'cancelled') throw new CheckinCancelled();

      const now = this.clock.now();
      const milestoneIds: string[] = [];
      for (const milestone of milestonesOfAnswer(answer, now.toISOString().slice(0, 10))) {
        const id = randomUUID();
        await this.milestones.insert(id, venture.id, milestone, user.id, now, checkin.id);
        tx.record(new MilestoneAdded(venture.id, { milestoneId: id, checkinId: checkin.id, ...milestone }));
        milestoneIds.push(id);
      }
      await this.checkins.markAnswered(
        checkin.id,
        user.id,
        { whatHappened: answer.whatHappened, continuing: answer.continuing },
        now,
      );
      // A venture that stopped is asked nothing more: its later open check-ins go with the answer.
      const cancelledCheckinIds =
        answer.continuing === 'stopped' ? await this.checkins.cancelOpenAfter(venture.id, checkin.due_at) : [];
      await this.ventures.touch(venture.id, now);
      tx.record(
        new CheckinAnswered(venture.id, {
          checkinId: checkin.id,
          eventId: checkin.event_id,
          whatHappened: answer.whatHappened,
          continuing: answer.continuing,
          milestoneIds,
          cancelledCheckinIds,
        }),
      );
      return milestoneIds;
    });
  }
}
