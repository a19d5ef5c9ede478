import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { linkTokenOf } from './link-token';

/**
 * Reads the emailed link's token once, then takes it out of the address bar (history, bookmarks,
 * screenshots); the page keeps it.
 */
export function useLinkToken(queryToken: string | undefined): string | undefined {
  const navigate = useNavigate();
  const [token] = useState(() => linkTokenOf(window.location.hash, queryToken));
  useEffect(() => {
    if (window.location.hash || queryToken) void navigate({ to: '.', search: {}, hash: '', replace: true });
  }, [navigate, queryToken]);
  return token;
}
