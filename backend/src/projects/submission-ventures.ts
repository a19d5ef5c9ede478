import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';

/** The venture a submission joins: a new one named after the project (the default), or one the submitter continues. */
export type VentureChoice = { kind: 'new' } | { kind: 'existing'; ventureId: string };

export interface SubmissionVentureRequest {
  tx: TransactionScope;
  submitterId: string;
  projectId: string;
  projectTitle: string;
  eventId: string;
  submissionId: string;
  choice: VentureChoice;
}

export interface SubmissionVentureLinker {
  /**
   * The venture id the submission is written with, in the submit command's transaction: creates
   * the venture for 'new', checks the submitter is a member of a continued one (throws its 4xx),
   * and records the venture's audit event.
   */
  ventureFor(request: SubmissionVentureRequest): Promise<string>;
}

/**
 * Which venture a submission belongs to, as ventures decides it: ventures registers its linker at
 * start (it imports projects, so projects cannot import it back). Every submission has a venture, so
 * submitting refuses to run until one is registered.
 */
@Injectable()
export class SubmissionVentures {
  private linker: SubmissionVentureLinker | undefined;

  register(linker: SubmissionVentureLinker): void {
    this.linker = linker;
  }

  get registered(): SubmissionVentureLinker {
    if (!this.linker) throw new Error('SubmissionVentures: no venture linker registered (VenturesModule not loaded)');
    return this.linker;
  }
}
