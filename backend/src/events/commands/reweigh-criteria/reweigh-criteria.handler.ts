import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { CriterionEdited } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { EventNotUpcoming } from '../../events.errors.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { type ReweighedCriteria, ReweighCriteriaCommand } from './reweigh-criteria.command.js';

/** Labels as insights matches criteria across events. */
export function labelKey(label: string): string {
  return label.trim().toLowerCase();
}

/**
 * One transaction: the event locked (409 unless upcoming), each criterion whose weight changes
 * updated and recorded as the Judging tab's edit records it (`event.criterion_edited`, so the audit
 * log words it the same), all committed together or not at all.
 */
@CommandHandler(ReweighCriteriaCommand)
export class ReweighCriteriaHandler implements ICommandHandler<ReweighCriteriaCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
  ) {}

  async execute({ actorId, eventId, weights }: ReweighCriteriaCommand): Promise<ReweighedCriteria> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.events.lockForChange(eventId);
      if (event.status !== 'upcoming') throw new EventNotUpcoming();
      const criteria = await this.judging.criteria(eventId);
      const byLabel = new Map(criteria.map((criterion) => [labelKey(criterion.label), criterion]));
      const changed: ReweighedCriteria['changed'] = [];
      const unknownLabels: string[] = [];
      for (const { label, weight } of weights) {
        const criterion = byLabel.get(labelKey(label));
        if (!criterion) {
          unknownLabels.push(label);
          continue;
        }
        if (criterion.weight === weight) continue;
        await this.judging.editCriterion(eventId, criterion.id, criterion.label, weight, undefined);
        changed.push({ criterionId: criterion.id, label: criterion.label, from: criterion.weight, to: weight });
        tx.record(new CriterionEdited(eventId, { criterionId: criterion.id, label: criterion.label, weight }));
      }
      return { changed, unknownLabels };
    });
  }
}
