import { Card } from 'antd';

import { ButtonLink } from '@/components/button-link';

import styles from './dashboard.module.css';

export function QuickActions() {
  return (
    <Card title="Quick Actions">
      <ul className={styles.actions}>
        <li>
          <ButtonLink to="/projects" block>
            My Projects
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/events" block>
            Browse Events
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/teams" block>
            Find Teams
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/judging/leaderboard" block>
            Leaderboard
          </ButtonLink>
        </li>
      </ul>
    </Card>
  );
}
