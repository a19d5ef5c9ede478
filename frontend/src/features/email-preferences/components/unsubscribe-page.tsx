import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Typography } from 'antd';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { CardPageTitle } from '@/components/page-title';

import { unsubscribeLinkQueryOptions } from '../api/get-unsubscribe-link';
import { useUnsubscribe } from '../api/unsubscribe';
import styles from './email-preferences.module.css';

const INVALID_LINK = 'This unsubscribe link is not valid';

/**
 * Where an email's unsubscribe link lands (no sign-in): names what will stop and asks for the click,
 * since mail scanners open links; then confirms.
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  if (!token) return <InvalidLink />;
  return <UnsubscribeByToken token={token} />;
}

function UnsubscribeByToken({ token }: { token: string }) {
  const link = useQuery(unsubscribeLinkQueryOptions(token));
  const unsubscribe = useUnsubscribe(token);

  if (link.isPending) {
    return (
      <Card className={styles.page}>
        <Skeleton active />
      </Card>
    );
  }
  if (link.isError) {
    if (link.error instanceof ApiError && link.error.status === 404) return <InvalidLink />;
    return (
      <Result
        status="warning"
        title={<CardPageTitle>We could not open this link just now</CardPageTitle>}
        subTitle="Your link still works: try again in a moment."
        extra={
          <Button type="primary" onClick={() => void link.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const { categoryName, categoryDescription, maskedEmail, unsubscribed } = link.data;
  if (unsubscribed || unsubscribe.isSuccess) {
    return (
      <Result
        status="success"
        title={<CardPageTitle>You are unsubscribed</CardPageTitle>}
        subTitle={`${maskedEmail} will no longer receive ${categoryName} emails. Account and decision emails are still sent; you can turn ${categoryName} back on in your profile's email preferences.`}
        extra={<ButtonLink to="/profile">Email preferences</ButtonLink>}
      />
    );
  }
  return (
    <Card className={styles.page} title={<CardPageTitle>Unsubscribe from {categoryName} emails</CardPageTitle>}>
      <Typography.Paragraph>
        {maskedEmail} will no longer receive <strong>{categoryName}</strong> emails: {categoryDescription}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">Account and decision emails are always sent.</Typography.Paragraph>
      <Button type="primary" danger loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        Unsubscribe
      </Button>
      {unsubscribe.isError ? (
        <Typography.Paragraph type="danger">Unsubscribing failed: try again in a moment.</Typography.Paragraph>
      ) : null}
    </Card>
  );
}

function InvalidLink() {
  return (
    <Result
      status="error"
      title={<CardPageTitle>{INVALID_LINK}</CardPageTitle>}
      subTitle="Copy the whole link from the email, or change your email preferences on your profile."
      extra={<ButtonLink to="/profile">Email preferences</ButtonLink>}
    />
  );
}
