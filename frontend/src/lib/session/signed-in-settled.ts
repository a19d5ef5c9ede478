import { useAuthSettled } from './auth-settled';
import { useSession } from './session';

/**
 * True once the user is known to be signed in. A server-rendered public page keeps its visitor's
 * light header until then, and trades it for the app's full header when this turns true.
 */
export function useSignedInSettled(): boolean {
  const settled = useAuthSettled();
  const signedIn = useSession() !== null;
  return settled && signedIn;
}
