import { useQuery } from '@tanstack/react-query';
import { App, Card, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import { useChangeEmailPreferences } from '../api/change-email-preferences';
import { emailPreferencesQueryOptions } from '../api/get-email-preferences';
import { savedMessage, switchesWith, type EmailCategory } from '../email-switches';
import styles from './email-preferences.module.css';

/** The settings section of /profile: a switch per email category; account and decision emails always go. */
export function EmailPreferencesCard() {
  const preferences = useQuery(emailPreferencesQueryOptions());
  const change = useChangeEmailPreferences();
  const { message } = App.useApp();
  const showServerError = useServerError();
  const [saving, setSaving] = useState<EmailCategory | undefined>();

  function toggle(category: EmailCategory, name: string, on: boolean) {
    if (!preferences.data) return;
    setSaving(category);
    change.mutate(switchesWith(preferences.data, category, on), {
      onSuccess: () => void message.success(savedMessage(name, on)),
      onError: (error) => showServerError(error, { title: 'Email preferences not saved' }),
      onSettled: () => setSaving(undefined),
    });
  }

  return (
    <Card title="Email preferences">
      {preferences.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : preferences.isError ? (
        <Typography.Text type="danger">Email preferences could not be loaded.</Typography.Text>
      ) : (
        <>
          <ul className={styles.list}>
            {preferences.data.categories.map(({ category, name, description, on }) => (
              <li key={category} className={styles.row}>
                <div>
                  <label htmlFor={`email-${category}`}>{name}</label>
                  <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
                </div>
                <Switch
                  id={`email-${category}`}
                  aria-label={name}
                  checked={on}
                  loading={saving === category}
                  disabled={saving !== undefined}
                  onChange={(checked) => toggle(category, name, checked)}
                />
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary">Always sent:</Typography.Text>
          <ul className={styles.always}>
            {preferences.data.alwaysSent.map(({ name, description }) => (
              <li key={name}>
                <strong>{name}</strong>: {description}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
