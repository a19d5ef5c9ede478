import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Form, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { useServerError } from '@/hooks/use-server-error';
import { trackLabel } from '@/design/status-look';

import { useCreateProjectForEvent } from '../api/create-project-for-event';
import { attachableEventsQueryOptions, type AttachableEvent } from '../api/list-attachable-events';
import { useCreateProject } from '../api/save-project';
import { startingTrack } from '../project-create-search';
import { emptyProjectForm, PROJECT_FIELD_LABELS, type ProjectBody, type ProjectFormValues } from '../project-form';
import { ProjectForm } from './project-form';

interface CreateProjectPageProps {
  /** The event the project is created for (from its Project or Team tab): it is attached at once. */
  eventId?: string;
  /** The track asked for with the event; Submit starts with it. */
  track?: string;
}

/** The event the new project joins, and the track it is meant for. */
function ForEvent({
  event,
  track,
  onTrack,
}: {
  event: AttachableEvent;
  track?: string;
  onTrack: (track: string) => void;
}) {
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={`This project is attached to ${event.title} when you create it, with you as its team's owner.`}
      />
      <Form layout="vertical" component="div">
        <Form.Item
          label="Track"
          htmlFor="create-track"
          extra="Submitting starts with this track; you can change it then."
        >
          <Select<string>
            id="create-track"
            value={track}
            placeholder="Select a track"
            style={{ maxWidth: 320 }}
            options={event.tracks.map((each) => ({ value: each, label: trackLabel(each) }))}
            onChange={onTrack}
          />
        </Form.Item>
      </Form>
    </Space>
  );
}

export function CreateProjectPage({ eventId, track: askedTrack }: CreateProjectPageProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<ProjectFormValues>();
  const navigate = useNavigate();
  const create = useCreateProject();
  const createForEvent = useCreateProjectForEvent();
  const [initialValues] = useState(emptyProjectForm);
  const attachable = useQuery({ ...attachableEventsQueryOptions(), enabled: eventId !== undefined });
  const event = attachable.data?.find((each) => each.id === eventId);
  const [chosenTrack, setChosenTrack] = useState<string | undefined>(undefined);
  const track = chosenTrack ?? (event ? startingTrack(event.tracks, askedTrack) : undefined);

  const openProject = (projectId: string, withTrack?: string) =>
    void navigate({ to: '/projects/$projectId', params: { projectId }, search: { track: withTrack } });
  const showCreateError = (error: Error) =>
    showServerError(error, {
      title: 'Error',
      fallback: 'Failed to create project',
      form,
      labels: PROJECT_FIELD_LABELS,
    });

  // One flow from create to attached: created for an event, the project is in it from the start.
  const createIn = (target: AttachableEvent, body: ProjectBody) =>
    createForEvent.mutate(
      { eventId: target.id, body },
      {
        onSuccess: ({ id, detailsError }) => {
          notification.success({ title: 'Project created successfully!', description: `Attached to ${target.title}.` });
          if (detailsError !== undefined) {
            showServerError(detailsError, { title: 'Error', fallback: 'Failed to save the project details.' });
          }
          openProject(id, track);
        },
        onError: showCreateError,
      },
    );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 840 }}>
      <ButtonLink to="/projects">Back to Projects</ButtonLink>
      <PageTitle>Create Project</PageTitle>
      {eventId === undefined ? null : attachable.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading the event" />
      ) : event ? (
        <ForEvent event={event} track={track} onTrack={setChosenTrack} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title="This event is not accepting projects: the project is created without an event."
        />
      )}
      <ProjectForm
        form={form}
        initialValues={initialValues}
        submitLabel="Create Project"
        busyLabel="Creating..."
        busy={create.isPending || createForEvent.isPending}
        onInvalid={(message) => notification.error({ title: 'Validation Error', description: message })}
        onSubmit={(body) => {
          if (event) {
            createIn(event, body);
            return;
          }
          create.mutate(body, {
            onSuccess: ({ id }) => {
              notification.success({ title: 'Project created successfully!' });
              openProject(id);
            },
            onError: showCreateError,
          });
        }}
      />
    </Space>
  );
}
