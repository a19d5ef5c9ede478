import { ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';

import { ButtonLink } from '@/components/button-link';
import { appTheme } from '@/theme';

import { AUTH_LINK_ERROR_MESSAGES, AUTH_LINK_ERROR_SECONDS, type AuthLinkError } from './auth-link-error';

/** The message for a failed one-time email link, with a way to sign in. */
export function AuthLinkErrorNotice({ linkError }: { linkError: AuthLinkError }) {
  const [notificationApi, notificationHolder] = notification.useNotification();

  useEffect(() => {
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
  }, [notificationApi, linkError]);

  return <ConfigProvider theme={appTheme}>{notificationHolder}</ConfigProvider>;
}
