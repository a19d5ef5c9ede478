import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { SubmissionVentureLinker, SubmissionVentureRequest } from '../projects/submission-ventures.js';
import { VentureEntries } from '../projects/venture-entries.js';
import { VentureCreated, VentureEntryLinked } from './venture.events.js';
import { VentureRepository } from './venture.repository.js';
import { VentureMembership } from './venture-membership.js';
import { NotVentureMember, VentureAlreadyInEvent, VentureMerged } from './ventures.errors.js';

/** The venture side of the submit command (ventures.md 'How a venture comes to be'), in its transaction. */
@Injectable()
export class SubmissionVentureLinks implements SubmissionVentureLinker {
  constructor(
    private readonly clock: Clock,
    private readonly ventures: VentureRepository,
    private readonly entries: VentureEntries,
    private readonly membership: VentureMembership,
  ) {}

  async ventureFor(request: SubmissionVentureRequest): Promise<string> {
    const { tx, submitterId, projectId, projectTitle, eventId, submissionId, choice } = request;
    const now = this.clock.now();
    if (choice.kind === 'new') {
      const id = randomUUID();
      await this.ventures.insert({
        id,
        name: projectTitle,
        foundedEventId: eventId,
        createdBy: submitterId,
        createdAt: now,
      });
      tx.record(new VentureCreated(id, { name: projectTitle, foundedEventId: eventId, submissionId, projectId }));
      return id;
    }

    // A venture the submitter is not a member of gets the same answer whether or not it exists.
    const venture = await this.ventures.lockForChange(choice.ventureId);
    if (!venture) throw new NotVentureMember('You can continue only a venture you are a member of.');
    if (venture.merged_into_id !== null) throw new VentureMerged();
    if (!(await this.membership.isMember(venture.id, submitterId))) {
      throw new NotVentureMember('You can continue only a venture you are a member of.');
    }
    const entries = await this.entries.ofVentures([venture.id]);
    if (entries.some((entry) => entry.event_id === eventId)) throw new VentureAlreadyInEvent();
    await this.ventures.touch(venture.id, now);
    tx.record(new VentureEntryLinked(venture.id, { submissionId, projectId, eventId }));
    return venture.id;
  }
}
