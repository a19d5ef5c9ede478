import { useNavigate } from '@tanstack/react-router';
import { App, Space } from 'antd';
import { useState } from 'react';

import { serverProblemOr } from '@/api/error-text';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { useCreateProject } from '../api/save-project';
import { emptyProjectForm } from '../project-form';
import { ProjectForm } from './project-form';

export function CreateProjectPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateProject();
  const [initialValues] = useState(emptyProjectForm);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 840 }}>
      <ButtonLink to="/projects">Back to Projects</ButtonLink>
      <PageTitle>Create Project</PageTitle>
      <ProjectForm
        initialValues={initialValues}
        submitLabel="Create Project"
        busyLabel="Creating..."
        busy={create.isPending}
        onInvalid={(message) => notification.error({ title: 'Validation Error', description: message })}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: ({ id }) => {
              notification.success({ title: 'Project created successfully!' });
              void navigate({ to: '/projects/$projectId', params: { projectId: id } });
            },
            onError: (error) =>
              notification.error({ title: 'Error', description: serverProblemOr(error, 'Failed to create project') }),
          })
        }
      />
    </Space>
  );
}
