import { useEffect, useState, type ReactNode } from 'react';

import { readAuthLinkError } from './auth-link-error';

/**
 * Turns an auth error in the URL hash into a message with a way to sign in, and removes the hash.
 * Returns the element that renders the message; place it in the page.
 */
export function useAuthLinkErrorNotice(): ReactNode {
  const [notice, setNotice] = useState<ReactNode>(null);

  useEffect(() => {
    const linkError = readAuthLinkError(window.location.hash);
    if (linkError === null) return;
    // Keep the router's history state (its entry key and index) so back/forward still work.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    // antd's notification loads only when there is an error to show: the landing page's first load stays light.
    let mounted = true;
    void import('./auth-link-error-notice').then(({ AuthLinkErrorNotice }) => {
      if (mounted) setNotice(<AuthLinkErrorNotice linkError={linkError} />);
    });
    return () => {
      mounted = false;
    };
  }, []);

  return notice;
}
