import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { App, Button, Form, Skeleton, Space } from 'antd';
import { useMemo } from 'react';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';

import { projectQueryOptions, type ProjectDetail } from '../api/get-project';
import { useUpdateProject } from '../api/save-project';
import { PROJECT_FIELD_LABELS, toProjectFormValues, type ProjectFormValues } from '../project-form';
import { ProjectForm } from './project-form';
import { ProjectLoadFailure } from './project-load-redirect';

const CONFLICT_KEY = 'project-version-conflict';

export function EditProjectPage({ projectId }: { projectId: string }) {
  const project = useQuery(projectQueryOptions(projectId));

  if (project.isPending) return <Skeleton active aria-label="Loading project" />;
  if (project.isError) return <ProjectLoadFailure error={project.error} />;
  // Keyed by version: a reload after a conflict starts the form again from the latest values.
  return <EditProjectForm key={project.data.version} project={project.data} />;
}

function EditProjectForm({ project }: { project: ProjectDetail }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<ProjectFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProject(project.id);
  const initialValues = useMemo(() => toProjectFormValues(project), [project]);

  function reload() {
    notification.destroy(CONFLICT_KEY);
    void queryClient.invalidateQueries({ queryKey: projectQueryOptions(project.id).queryKey });
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 840 }}>
      <ButtonLink to="/projects/$projectId" params={{ projectId: project.id }}>
        Back to Project
      </ButtonLink>
      <PageTitle>Edit Project</PageTitle>
      <ProjectForm
        form={form}
        initialValues={initialValues}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        busy={update.isPending}
        onInvalid={(message) => notification.error({ title: 'Validation Error', description: message })}
        onSubmit={(body) =>
          update.mutate(
            { ...body, version: project.version },
            {
              onSuccess: () => {
                notification.success({ title: 'Project updated successfully!' });
                void navigate({ to: '/projects/$projectId', params: { projectId: project.id } });
              },
              onError: (error) => {
                if (error instanceof ApiError && error.status === 409) {
                  notification.error({
                    key: CONFLICT_KEY,
                    title: 'Failed to update project',
                    description:
                      'This project was changed elsewhere since you opened it. Reload it to get the latest version, then make your changes again.',
                    actions: (
                      <Button type="primary" size="small" onClick={reload}>
                        Reload project
                      </Button>
                    ),
                    duration: 0,
                  });
                  return;
                }
                showServerError(error, {
                  title: 'Error',
                  fallback: 'Failed to update project',
                  form,
                  labels: PROJECT_FIELD_LABELS,
                });
              },
            },
          )
        }
      />
    </Space>
  );
}
