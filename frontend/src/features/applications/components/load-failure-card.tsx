import { Card, Space } from 'antd';

import { ButtonLink } from '@/components/button-link';

import type { ApplyLoadFailure } from '../apply-load-failure';

/** The apply form could not load: the event is missing (draft or unknown) or a request failed. */
export function LoadFailureCard({ failure }: { failure: ApplyLoadFailure }) {
  return (
    <Card title={failure.notFound ? failure.message : 'Unable to Load Application'}>
      <p>{failure.notFound ? 'This event is not available. Please return to the Events page.' : failure.message}</p>
      <Space>
        <ButtonLink to="/events" color="primary" variant="solid">
          Go to Events
        </ButtonLink>
        <ButtonLink to="/">Go Home</ButtonLink>
      </Space>
    </Card>
  );
}
