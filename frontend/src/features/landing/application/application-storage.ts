import type { StoredApplication } from './application';

export const APPLICATIONS_STORAGE_KEY = 'sprintboard.landingApplications';

type ApplicationStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored list with one more entry. Earlier entries are kept as they are; a value that is not
 * a JSON list (hand-edited, or written by something else) cannot be extended and starts a new list.
 */
export function appendApplication(storedList: string | null, application: StoredApplication): unknown[] {
  let entries: unknown;
  try {
    entries = storedList === null ? [] : JSON.parse(storedList);
  } catch {
    entries = [];
  }
  return [...(Array.isArray(entries) ? entries : []), application];
}

/**
 * Keeps the application in the visitor's browser. Returns false when storage is unavailable
 * (disabled, private mode, full): the email is the copy that matters, so that must not stop it.
 */
export function saveApplication(application: StoredApplication, storage?: ApplicationStorage): boolean {
  try {
    const target = storage ?? window.localStorage;
    target.setItem(
      APPLICATIONS_STORAGE_KEY,
      JSON.stringify(appendApplication(target.getItem(APPLICATIONS_STORAGE_KEY), application)),
    );
    return true;
  } catch {
    return false;
  }
}
