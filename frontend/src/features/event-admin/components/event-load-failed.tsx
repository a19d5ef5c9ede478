import { Result } from 'antd';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { CardPageTitle } from '@/components/page-title';

/** What the staff event pages show when the event did not load: not found (404, or an id that is no id), or the error. */
export function EventLoadFailed({ error }: { error: Error }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={<CardPageTitle>{missing ? 'Event Not Found' : 'Failed to fetch event data'}</CardPageTitle>}
      subTitle={missing ? undefined : error.message}
      extra={<ButtonLink to="/admin/bootstrap">Back to Events</ButtonLink>}
    />
  );
}
