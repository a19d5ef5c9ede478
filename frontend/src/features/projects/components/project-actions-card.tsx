import { useQuery } from '@tanstack/react-query';
import { Card, Divider, Space, Typography } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { useSession } from '@/lib/session/session';

import type { ProjectDetail } from '../api/get-project';
import { attachableEventsQueryOptions } from '../api/list-attachable-events';
import { ownsProject } from '../project-owner';
import { AttachPicker, DetachButton, SubmitControl, useAttachWithToasts } from './project-actions';

/** Offered only events the user's application to is approved for (the server checks it too). */
function NoApprovedEvents() {
  return (
    <Space orientation="vertical" size="small">
      <Typography.Text strong>No events to attach to yet</Typography.Text>
      <Typography.Text type="secondary">
        A project can be attached to an active event once your application to it has been approved. Apply to an event
        and attach this project when you are approved.
      </Typography.Text>
      <ButtonLink to="/events" color="primary" variant="outlined">
        Browse Events
      </ButtonLink>
    </Space>
  );
}

function AttachToEvent({ projectId }: { projectId: string }) {
  const events = useQuery(attachableEventsQueryOptions());
  const attach = useAttachWithToasts();
  if (events.isSuccess && events.data.length === 0) return <NoApprovedEvents />;
  return (
    <AttachPicker
      label="Event"
      choices={(events.data ?? []).map((event) => ({ value: event.id, label: event.title }))}
      requiredMessage="Please select an event."
      emptyText={events.isError ? 'Failed to load events.' : 'No events are accepting projects right now.'}
      loading={events.isPending}
      busy={attach.busy}
      onAttach={(eventId) => attach.run(projectId, eventId)}
    />
  );
}

export function ProjectActionsCard({ project, track }: { project: ProjectDetail; track?: string }) {
  const owner = ownsProject(project.team, useSession()?.user.id);
  const submittedEventIds = project.submissions.map((submission) => submission.eventId);
  // A project submitted to its event stays attached to it (the server refuses to detach it).
  const detachable = owner && !submittedEventIds.includes(project.attachedEvent?.eventId ?? '');
  return (
    <Card title="Project Actions">
      <ButtonLink to="/projects/$projectId/edit" params={{ projectId: project.id }} block>
        Edit Project
      </ButtonLink>
      <Divider />
      {project.attachedEvent ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Text type="secondary">Attached to</Typography.Text>
            <div>
              <ButtonLink
                to="/events/$eventId"
                params={{ eventId: project.attachedEvent.eventId }}
                variant="link"
                color="primary"
                style={{ padding: 0 }}
              >
                {project.attachedEvent.title}
              </ButtonLink>
            </div>
          </div>
          <SubmitControl
            projectId={project.id}
            attachedEvent={project.attachedEvent}
            submittedEventIds={submittedEventIds}
            initialTrack={track}
          />
          {detachable ? <DetachButton projectId={project.id} /> : null}
        </Space>
      ) : (
        <AttachToEvent projectId={project.id} />
      )}
    </Card>
  );
}
