import { Card, Descriptions, Space, Typography } from 'antd';

import { ReturningVentureFigures } from '@/components/returning-venture-figures';

import type { ApplicationForReview } from '../api/types';
import styles from './reviewing.module.css';

/**
 * Who applied (unless review is blind: the server then sends nobody), the venture a returning
 * applicant continues (without its name under blind review) and what they answered.
 */
export function ApplicationAnswers({ application }: { application: ApplicationForReview }) {
  const { applicant } = application;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="Applicant">
        {applicant ? (
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: 'Name', children: applicant.name },
              { key: 'email', label: 'Email', children: <a href={`mailto:${applicant.email}`}>{applicant.email}</a> },
              {
                key: 'linkedin',
                label: 'LinkedIn',
                children: applicant.linkedinUrl ? (
                  <a href={applicant.linkedinUrl} target="_blank" rel="noopener noreferrer">
                    {applicant.linkedinUrl}
                  </a>
                ) : (
                  'None given'
                ),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary" data-testid="blind-notice">
            Blind review: the applicant&apos;s name, email and LinkedIn profile are hidden from reviewers.
          </Typography.Text>
        )}
      </Card>
      {application.returning ? (
        <Card>
          <ReturningVentureFigures venture={application.returning} />
        </Card>
      ) : null}
      <Card title="Answers">
        <dl className={styles.answers}>
          <dt>Role</dt>
          <dd>{application.role}</dd>
          <dt>Why do you want to join? What skills do you bring?</dt>
          <dd>
            <p className={styles.answer}>{application.shortAnswer}</p>
          </dd>
          {application.answers.map((answer) => (
            <div key={answer.questionId} style={{ display: 'contents' }}>
              <dt>{answer.label}</dt>
              <dd>
                {answer.answer === null ? (
                  <Typography.Text type="secondary">Not answered</Typography.Text>
                ) : (
                  <p className={styles.answer}>{answer.answer}</p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </Space>
  );
}
