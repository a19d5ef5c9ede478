import { useNavigate } from '@tanstack/react-router';
import { App } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * For a signed-in user on a screen their role does not allow: says so and sends them to their
 * dashboard. Rendered by the route instead of the screen (toasts need antd's App context, which
 * a beforeLoad does not have).
 */
export function AccessDeniedRedirect({ description }: { description: string }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one toast is enough.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notification.error({ title: 'Access Denied', description });
    void navigate({ to: '/dashboard', replace: true });
  }, [description, navigate, notification]);

  return null;
}
