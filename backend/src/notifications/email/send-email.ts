import { TransactionScope } from '../../transactions/transaction-scope.js';
import type { EmailMessage } from './email-message.js';

declare module '../../transactions/transaction-scope.js' {
  interface TransactionScope {
    /** Queues an email; it is sent only if, and after, the transaction commits. */
    sendEmail(message: EmailMessage): void;
  }
}

/** Queues an email in the command's transaction: an outbox row, sent only if and after it commits. */
export function sendEmail(tx: TransactionScope, message: EmailMessage): void {
  tx.enqueue({ name: 'email.send', payload: message });
}

// `tx.sendEmail(message)`, the shorthand of the function above. Installed when the notifications
// module loads, which every app with a CommandTransaction does (it needs the JobOutbox from there).
TransactionScope.prototype.sendEmail = function (this: TransactionScope, message: EmailMessage): void {
  sendEmail(this, message);
};
