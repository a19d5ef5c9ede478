import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../audit/audit.errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import type { TransactionScope } from '../../transactions/transaction-scope.js';
import { type ApplicationStatus, ApplicationStatusChanged, DecisionEmailResent } from '../application.events.js';
import { ApplicationNotFound, CannotResendPending } from '../applications.errors.js';
import { decisionEmail } from '../decision-emails.js';

interface ApplicationForReview {
  status: ApplicationStatus;
  version: number;
  user_id: string;
  email: string;
  name: string | null;
  event_id: string;
  event_title: string;
}

async function lockApplication(tx: TransactionScope, applicationId: string): Promise<ApplicationForReview> {
  const [row] = await tx.em.execute<ApplicationForReview[]>(
    `select a.status, a.version, a.user_id, u.email, p.name, a.event_id, e.title as event_title
     from applications a join users u on u.id = a.user_id join events e on e.id = a.event_id
     left join profiles p on p.user_id = a.user_id where a.id = ? for update of a`,
    [applicationId],
  );
  if (!row) throw new ApplicationNotFound();
  return row;
}

function queueDecisionEmail(
  tx: TransactionScope,
  applicationId: string,
  application: ApplicationForReview,
  status: 'approved' | 'rejected',
  appUrl: string,
): void {
  const context = {
    applicationId,
    userId: application.user_id,
    name: application.name ?? 'there',
    eventTitle: application.event_title,
    status,
    eventId: application.event_id,
  };
  tx.sendEmail(decisionEmail(application.email, context, appUrl));
}

export class ChangeApplicationStatusCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
    readonly status: ApplicationStatus,
    /** The version the reviewer saw; a stale one is a 409, never a silent overwrite. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}

/** Status, audit event, history row (projection) and decision email (unless pending): one transaction. */
@CommandHandler(ChangeApplicationStatusCommand)
export class ChangeApplicationStatusHandler implements ICommandHandler<ChangeApplicationStatusCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ actorId, applicationId, status, expectedVersion }: ChangeApplicationStatusCommand): Promise<number> {
    return this.transaction.run(actorId, async (tx) => {
      const application = await lockApplication(tx, applicationId);
      if (application.version !== expectedVersion) {
        throw new StreamVersionConflict('application', applicationId, expectedVersion, application.version);
      }
      if (application.status === status) return application.version;
      await tx.em.execute(
        'update applications set status = ?, version = version + 1, updated_at = now() where id = ?',
        [status, applicationId],
      );
      tx.record(new ApplicationStatusChanged(applicationId, { from: application.status, to: status }), expectedVersion);
      if (status !== 'pending') queueDecisionEmail(tx, applicationId, application, status, this.config.appUrl);
      return application.version + 1;
    });
  }
}

export class ResendDecisionEmailCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

@CommandHandler(ResendDecisionEmailCommand)
export class ResendDecisionEmailHandler implements ICommandHandler<ResendDecisionEmailCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actorId, applicationId }: ResendDecisionEmailCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const application = await lockApplication(tx, applicationId);
      if (application.status === 'pending') throw new CannotResendPending();
      // The application's version follows its event stream, so a resend counts as a change too.
      await tx.em.execute('update applications set version = version + 1, updated_at = now() where id = ?', [
        applicationId,
      ]);
      tx.record(new DecisionEmailResent(applicationId, { status: application.status }), application.version);
      queueDecisionEmail(tx, applicationId, application, application.status, this.config.appUrl);
    });
  }
}
