import { Card, Space } from 'antd';

import { ButtonLink } from '@/components/button-link';

/** The apply form could not load: the event is missing (draft or unknown) or the request failed. */
export function LoadFailureCard({ notFound }: { notFound: boolean }) {
  return (
    <Card title={notFound ? 'Event not found' : 'Unable to Load Application'}>
      <p>
        {notFound
          ? 'This event is not available. Please return to the Events page.'
          : 'Something went wrong while loading the application form. Please try again.'}
      </p>
      <Space>
        <ButtonLink to="/events" color="primary" variant="solid">
          Go to Events
        </ButtonLink>
        <ButtonLink to="/">Go Home</ButtonLink>
      </Space>
    </Card>
  );
}
