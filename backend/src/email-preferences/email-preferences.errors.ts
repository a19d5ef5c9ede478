import { AppError } from '../common/errors/app-error.js';

export type EmailPreferencesErrorCode = 'UNSUBSCRIBE_LINK_INVALID';

/** A token this server did not sign (forged, altered, cut short), or of an account since deleted. */
export class UnsubscribeLinkInvalid extends AppError {
  constructor() {
    super(
      'UNSUBSCRIBE_LINK_INVALID' satisfies EmailPreferencesErrorCode,
      404,
      'This unsubscribe link is not valid. Copy the whole link from the email, or change your email preferences on your profile.',
    );
  }
}
