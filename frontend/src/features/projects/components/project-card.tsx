import { useNavigate } from '@tanstack/react-router';
import { Card } from 'antd';

import type { ProjectSummary } from '../api/list-my-projects';
import { cardDescription } from '../project-list';
import { ProjectStatusTag } from './project-status-tag';
import styles from './projects.module.css';

export function ProjectCard({ project }: { project: ProjectSummary }) {
  const navigate = useNavigate();
  const open = () => void navigate({ to: '/projects/$projectId', params: { projectId: project.id } });
  const description = cardDescription(project.descriptionMd);

  return (
    <Card
      className={styles.card}
      hoverable
      role="link"
      tabIndex={0}
      aria-label={project.title}
      title={project.title}
      extra={<ProjectStatusTag status={project.status} />}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
    >
      {project.tagline ? <p className={styles.tagline}>{project.tagline}</p> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      <p className={styles.meta}>
        {project.attachedEvent ? `Attached to ${project.attachedEvent.title}` : 'Not attached to an event'}
      </p>
    </Card>
  );
}
