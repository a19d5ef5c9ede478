import { ApiError } from './api-error';

/** The server's message when it sent one, else the screen's own fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A validation failure names the field's own reason, which says more than 'Some fields are invalid.'. */
export function serverProblemOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const reason = error.fields.find((each) => each.field !== 'body')?.reason;
    if (error.code === 'VALIDATION_FAILED' && reason) return reason;
  }
  return serverMessageOr(error, fallback);
}
