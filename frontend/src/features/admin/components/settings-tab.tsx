import { Card } from 'antd';

import { ButtonLink } from '@/components/button-link';

import styles from './admin.module.css';

export function SettingsTab() {
  return (
    <div className={styles.grid}>
      <Card title="Create New Event">
        <div className={styles.settingsCard}>
          <p>Set up a sprint: dates, tracks, team size and judging criteria.</p>
          <ButtonLink to="/create-event" color="primary" variant="solid">
            Create New Event
          </ButtonLink>
        </div>
      </Card>
      <Card title="Manage Events">
        <div className={styles.settingsCard}>
          <p>See the events participants can browse and apply to.</p>
          <ButtonLink to="/events">Manage Events</ButtonLink>
        </div>
      </Card>
      <Card title="Admin Access">
        <div className={styles.settingsCard}>
          <p>Grant admin and organizer roles and see who has them.</p>
          <ButtonLink to="/admin/settings/access">Admin Access</ButtonLink>
        </div>
      </Card>
    </div>
  );
}
