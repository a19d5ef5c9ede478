import { ApiError } from '@/api/api-error';

/** What the apply page says when it cannot load: the spec's texts, one per cause. */
export interface ApplyLoadFailure {
  /** The event is missing (a draft or an unknown id): the page offers the way back to Events. */
  notFound: boolean;
  message: string;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The event first (without it there is nothing to apply to), then the applicant's profile, then
 * their earlier application; undefined while none of them has failed.
 */
export function applyLoadFailure(errors: {
  event: unknown;
  profile: unknown;
  application: unknown;
}): ApplyLoadFailure | undefined {
  const { event, profile, application } = errors;
  if (event != null) {
    return isNotFound(event)
      ? { notFound: true, message: 'Event not found' }
      : { notFound: false, message: `Database error: ${reason(event)}` };
  }
  if (profile != null) {
    return {
      notFound: false,
      message: isNotFound(profile) ? 'User profile not found' : `Profile error: ${reason(profile)}`,
    };
  }
  if (application != null) return { notFound: false, message: `Database error: ${reason(application)}` };
  return undefined;
}
