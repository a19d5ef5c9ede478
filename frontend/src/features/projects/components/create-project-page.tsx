import { useNavigate } from '@tanstack/react-router';
import { App, Form, Space } from 'antd';
import { useState } from 'react';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';

import { useCreateProject } from '../api/save-project';
import { emptyProjectForm, PROJECT_FIELD_LABELS, type ProjectFormValues } from '../project-form';
import { ProjectForm } from './project-form';

export function CreateProjectPage() {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<ProjectFormValues>();
  const navigate = useNavigate();
  const create = useCreateProject();
  const [initialValues] = useState(emptyProjectForm);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 840 }}>
      <ButtonLink to="/projects">Back to Projects</ButtonLink>
      <PageTitle>Create Project</PageTitle>
      <ProjectForm
        form={form}
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
              showServerError(error, {
                title: 'Error',
                fallback: 'Failed to create project',
                form,
                labels: PROJECT_FIELD_LABELS,
              }),
          })
        }
      />
    </Space>
  );
}
