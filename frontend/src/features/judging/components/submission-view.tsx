import { Card, Space, Typography } from 'antd';

import { MarkdownContent } from '@/components/markdown-content';
import { TrackBadges } from '@/components/track-badges';

import type { SubmittedProject } from '../api/types';
import styles from './judging.module.css';

/** The submission exactly as it was submitted (its snapshot). */
export function SubmissionView({ submission }: { submission: SubmittedProject }) {
  return (
    <Card title="Submission" extra={<TrackBadges tracks={[submission.track]} />}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <section aria-label="Description">
          <h2 className={styles.sectionTitle}>Description</h2>
          {submission.descriptionMd ? (
            <MarkdownContent markdown={submission.descriptionMd} />
          ) : (
            <Typography.Text type="secondary">No description.</Typography.Text>
          )}
        </section>
        <section aria-label="Links">
          <h2 className={styles.sectionTitle}>Links</h2>
          {submission.demoUrl || submission.repoUrl ? (
            <ul className="link-list">
              {submission.demoUrl ? (
                <li>
                  <a href={submission.demoUrl} target="_blank" rel="noopener noreferrer">
                    Demo
                  </a>
                </li>
              ) : null}
              {submission.repoUrl ? (
                <li>
                  <a href={submission.repoUrl} target="_blank" rel="noopener noreferrer">
                    Code
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <Typography.Text type="secondary">No links.</Typography.Text>
          )}
        </section>
        {submission.images.length > 0 ? (
          <section aria-label="Images">
            <h2 className={styles.sectionTitle}>Images</h2>
            <div className={styles.images}>
              {submission.images.map((image) => (
                <img key={image.url} src={image.url} alt={image.alt} loading="lazy" referrerPolicy="no-referrer" />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-label="Team">
          <h2 className={styles.sectionTitle}>Team</h2>
          <ul>
            {submission.team.map((member, index) => (
              <li key={`${member.name}-${index}`}>
                {member.name} {member.role === 'owner' ? '(Owner)' : ''}
              </li>
            ))}
          </ul>
        </section>
      </Space>
    </Card>
  );
}
