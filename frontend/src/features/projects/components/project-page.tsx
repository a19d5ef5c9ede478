import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Skeleton, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { MarkdownContent } from '@/components/markdown-content';
import { PageTitle } from '@/components/page-title';
import { formatInViewerZone } from '@/lib/event-dates';

import { projectQueryOptions, type ProjectDetail } from '../api/get-project';
import { ProjectActionsCard } from './project-actions-card';
import { ProjectLoadFailure } from './project-load-redirect';
import { ProjectStatusTag } from './project-status-tag';
import styles from './projects.module.css';
import { SubmissionHistory } from './submission-history';

function Overview({ project }: { project: ProjectDetail }) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <section aria-label="Description">
        <h2 className={styles.sectionTitle}>Description</h2>
        {project.descriptionMd ? (
          <MarkdownContent markdown={project.descriptionMd} />
        ) : (
          <Typography.Text type="secondary">No description yet.</Typography.Text>
        )}
      </section>
      <section aria-label="Links">
        <h2 className={styles.sectionTitle}>Links</h2>
        {project.demoUrl || project.repoUrl ? (
          <ul className="link-list">
            {project.demoUrl ? (
              <li>
                <a href={project.demoUrl} target="_blank" rel="noopener noreferrer">
                  Demo
                </a>
              </li>
            ) : null}
            {project.repoUrl ? (
              <li>
                <a href={project.repoUrl} target="_blank" rel="noopener noreferrer">
                  Repository
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <Typography.Text type="secondary">No links yet.</Typography.Text>
        )}
      </section>
      {project.images.length > 0 ? (
        <section aria-label="Images">
          <h2 className={styles.sectionTitle}>Images</h2>
          <div className={styles.images}>
            {project.images.map((image) => (
              <img key={image.url} src={image.url} alt={image.alt} loading="lazy" referrerPolicy="no-referrer" />
            ))}
          </div>
        </section>
      ) : null}
    </Space>
  );
}

function ProjectInfoCard({ project }: { project: ProjectDetail }) {
  return (
    <Card title="Project Info">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'created', label: 'Created', children: formatInViewerZone(project.createdAt) },
          { key: 'updated', label: 'Updated', children: formatInViewerZone(project.updatedAt) },
          { key: 'status', label: 'Status', children: <ProjectStatusTag status={project.status} /> },
        ]}
      />
    </Card>
  );
}

interface ProjectPageProps {
  projectId: string;
  /** The track chosen when the project was created for an event: Submit starts with it. */
  track?: string;
  /** The Team card (the teams feature's): the member list, and membership for the owner. */
  renderTeamCard: (projectId: string) => ReactNode;
  /** The Results card (the results feature's): rank and the judges' feedback once published. */
  renderResultsCard?: (projectId: string) => ReactNode;
}

export function ProjectPage({ projectId, track, renderTeamCard, renderResultsCard }: ProjectPageProps) {
  const project = useQuery(projectQueryOptions(projectId));

  if (project.isPending) return <Skeleton active aria-label="Loading project" />;
  if (project.isError) return <ProjectLoadFailure error={project.error} />;

  const data = project.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ButtonLink to="/projects">Back to Projects</ButtonLink>
      <header>
        <Space wrap align="center">
          <PageTitle>{data.title}</PageTitle>
          <ProjectStatusTag status={data.status} />
        </Space>
        {data.tagline ? <p className={styles.tagline}>{data.tagline}</p> : null}
      </header>
      <div className={styles.layout}>
        <Card>
          <Tabs
            defaultActiveKey="overview"
            items={[
              { key: 'overview', label: 'Overview', children: <Overview project={data} /> },
              {
                key: 'submissions',
                label: 'Submission History',
                children:
                  data.submissions.length > 0 ? (
                    <SubmissionHistory submissions={data.submissions} />
                  ) : (
                    <Empty description="No submissions yet" />
                  ),
              },
            ]}
          />
        </Card>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <ProjectActionsCard project={data} track={track} />
          {renderResultsCard?.(data.id)}
          {renderTeamCard(data.id)}
          <ProjectInfoCard project={data} />
        </Space>
      </div>
    </Space>
  );
}
