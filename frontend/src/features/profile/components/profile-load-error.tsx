import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { CardPageTitle } from '@/components/page-title';

/** The route's error view when the profile could not be fetched. */
export function ProfileLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();

  return (
    <Result
      status="error"
      title={<CardPageTitle>Failed to load profile</CardPageTitle>}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button
          type="primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      }
    />
  );
}
