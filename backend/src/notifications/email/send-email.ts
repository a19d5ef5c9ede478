import type { TransactionScope } from '../../transactions/transaction-scope.js';
import type { EmailMessage } from './email-message.js';

/** Queues an email in the command's transaction: an outbox row, sent only if and after it commits. */
export function sendEmail(tx: TransactionScope, message: EmailMessage): void {
  tx.enqueue({ name: 'email.send', payload: message });
}
