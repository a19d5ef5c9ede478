import type { ReactNode } from 'react';

import { useAuthSettled } from '@/lib/session/auth-settled';
import { useSession } from '@/lib/session/session';

import { ActionLink } from './action-link';
import { ActionPlaceholder } from './action-placeholder';
import { PublicHeaderFrame } from './public-header-frame';

interface PublicHeaderProps {
  /** The page's own links, shown after the brand. */
  links: ReactNode;
  /** What a visitor is offered; a signed-in user is offered the way back to the Dashboard instead. */
  visitorAction: ReactNode;
  /** The width the action is held at until the sign-in state is known. */
  placeholderWidth?: number;
}

/**
 * The header of the light public pages. Until the sign-in state is known it holds the action's
 * place, so a server-rendered page never shows a visitor's button to a signed-in user.
 */
export function PublicHeader({ links, visitorAction, placeholderWidth }: PublicHeaderProps) {
  const authSettled = useAuthSettled();
  const signedIn = useSession() !== null;
  const action = !authSettled ? (
    <ActionPlaceholder width={placeholderWidth} />
  ) : signedIn ? (
    <ActionLink to="/dashboard" look="primary">
      Dashboard
    </ActionLink>
  ) : (
    visitorAction
  );
  return <PublicHeaderFrame links={links} action={action} />;
}
