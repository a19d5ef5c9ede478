import { notification } from 'antd';
import { useEffect, type ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';

import { AUTH_LINK_ERROR_MESSAGES, AUTH_LINK_ERROR_SECONDS, readAuthLinkError } from './auth-link-error';

/**
 * Turns an auth error in the URL hash into a message with a way to sign in, and removes the hash.
 * Returns the element that renders the message; place it in the page.
 */
export function useAuthLinkErrorNotice(): ReactNode {
  const [notificationApi, notificationHolder] = notification.useNotification();

  useEffect(() => {
    const linkError = readAuthLinkError(window.location.hash);
    if (linkError === null) return;

    // Keep the router's history state (its entry key and index) so back/forward still work.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    notificationApi.error({
      key: 'auth-link-error',
      title: AUTH_LINK_ERROR_MESSAGES[linkError],
      duration: AUTH_LINK_ERROR_SECONDS,
      actions: (
        <ButtonLink to="/auth" color="primary" variant="solid" size="small">
          Go to Sign In
        </ButtonLink>
      ),
    });
  }, [notificationApi]);

  return notificationHolder;
}
