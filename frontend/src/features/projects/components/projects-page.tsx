import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { myProjectsQueryOptions, type ProjectSummary } from '../api/list-my-projects';
import { projectsInTab, type ProjectTab } from '../project-list';
import { ProjectCard } from './project-card';
import styles from './projects.module.css';

const TAB_LABELS: Record<ProjectTab, string> = { drafts: 'Drafts', active: 'Active', history: 'History' };

function emptyState(tab: ProjectTab): ReactNode {
  switch (tab) {
    case 'drafts':
      return <Empty description="No draft projects" />;
    case 'active':
      return (
        <Empty description="No active projects">
          <ButtonLink to="/events" color="primary" variant="solid">
            Browse Events
          </ButtonLink>
        </Empty>
      );
    case 'history':
      return <Empty description="No submission history" />;
  }
}

function ProjectGrid({ projects, tab }: { projects: ProjectSummary[]; tab: ProjectTab }) {
  if (projects.length === 0) return emptyState(tab);
  return (
    <ul className={styles.grid} aria-label={`${TAB_LABELS[tab]} projects`}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

export function ProjectsPage() {
  const projects = useQuery(myProjectsQueryOptions());

  const header = (
    <div className={styles.header}>
      <PageTitle>My Projects</PageTitle>
      <ButtonLink to="/projects/create" color="primary" variant="solid">
        Create Project
      </ButtonLink>
    </div>
  );

  if (projects.isPending) {
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {header}
        <Skeleton active aria-label="Loading projects" />
      </Space>
    );
  }
  if (projects.isError) {
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {header}
        <Alert type="error" title="Failed to load projects." showIcon />
      </Space>
    );
  }

  const tabs = (['drafts', 'active', 'history'] as const).map((tab) => {
    const inTab = projectsInTab(projects.data, tab);
    return {
      key: tab,
      label: `${TAB_LABELS[tab]} (${inTab.length})`,
      children: <ProjectGrid projects={inTab} tab={tab} />,
    };
  });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {header}
      <Tabs defaultActiveKey="drafts" items={tabs} />
    </Space>
  );
}
