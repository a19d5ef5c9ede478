import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { TrackBadges } from '@/components/track-badges';
import { useSession } from '@/lib/session/session';

import { eventProjectQueryOptions } from '../api/get-event-project';
import { projectQueryOptions, type Submission } from '../api/get-project';
import { attachableEventsQueryOptions } from '../api/list-attachable-events';
import { myProjectsQueryOptions, type ProjectSummary } from '../api/list-my-projects';
import { ownsProject } from '../project-owner';
import { AttachPicker, DetachButton, SubmitControl, useAttachWithToasts } from './project-actions';
import { ProjectStatusTag } from './project-status-tag';
import { formatSubmittedAt, LateTag, SubmissionStatusTag } from './submission-history';

function SubmissionState({ submission }: { submission: Submission | null }) {
  if (!submission) return <Typography.Text type="secondary">Not submitted yet.</Typography.Text>;
  return (
    <Descriptions
      column={1}
      size="small"
      title="Submission"
      items={[
        { key: 'submitted', label: 'Submitted at', children: formatSubmittedAt(submission.submittedAt) },
        { key: 'track', label: 'Track', children: <TrackBadges tracks={[submission.track]} /> },
        {
          key: 'status',
          label: 'Status',
          children: (
            <>
              <SubmissionStatusTag status={submission.status} />
              <LateTag late={submission.late} />
            </>
          ),
        },
      ]}
    />
  );
}

function EventProject({
  eventId,
  project,
  submission,
}: {
  eventId: string;
  project: ProjectSummary;
  submission: Submission | null;
}) {
  // The project may be here only through an old submission while attached elsewhere now.
  const attachedHere = project.attachedEvent?.eventId === eventId ? project.attachedEvent : null;
  // The summary has no roles; the project's detail says whether this team member owns it.
  const detail = useQuery(projectQueryOptions(project.id));
  const myId = useSession()?.user.id;
  const owner = detail.data !== undefined && ownsProject(detail.data.team, myId);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap align="center">
        <ButtonLink
          to="/projects/$projectId"
          params={{ projectId: project.id }}
          variant="link"
          color="primary"
          style={{ padding: 0, fontSize: 16 }}
        >
          {project.title}
        </ButtonLink>
        <ProjectStatusTag status={project.status} />
      </Space>
      {project.tagline ? <p>{project.tagline}</p> : null}
      <SubmissionState submission={submission} />
      <SubmitControl
        projectId={project.id}
        attachedEvent={attachedHere}
        submittedEventIds={submission ? [submission.eventId] : []}
      />
      {attachedHere && !submission && owner ? <DetachButton projectId={project.id} /> : null}
    </Space>
  );
}

function AttachOwnProject({ eventId }: { eventId: string }) {
  const projects = useQuery(myProjectsQueryOptions());
  const attachable = useQuery(attachableEventsQueryOptions());
  const attach = useAttachWithToasts();
  const create = (
    // The create page attaches the new project to this event: one flow from create to attached.
    <ButtonLink to="/projects/create" search={{ event: eventId }} color="primary" variant="outlined">
      Create Project
    </ButtonLink>
  );

  if (projects.isPending || attachable.isPending) return <Skeleton active aria-label="Loading your projects" />;
  if (projects.isError || attachable.isError) return <Alert type="error" showIcon title="Failed to load projects." />;

  const accepting = attachable.data.some((event) => event.id === eventId);
  if (!accepting) {
    return (
      <Space orientation="vertical">
        <Typography.Text>You have no project in this event.</Typography.Text>
        <Typography.Text type="secondary">
          This event is not accepting projects: it must be active and before its submission deadline.
        </Typography.Text>
      </Space>
    );
  }
  const unattached = projects.data.filter((project) => project.attachedEvent === null);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 480 }}>
      <Typography.Text>You have no project in this event yet. Attach one of yours, or create one.</Typography.Text>
      <AttachPicker
        label="Project"
        choices={unattached.map((project) => ({ value: project.id, label: project.title }))}
        requiredMessage="Please select a project."
        emptyText="No unattached projects. Create one first."
        busy={attach.busy}
        onAttach={(projectId) => attach.run(projectId, eventId)}
      />
      {create}
    </Space>
  );
}

interface EventProjectPanelProps {
  eventId: string;
  /** The Results card (the results feature's) of the submitted project, shown below once published. */
  renderResults?: (projectId: string) => ReactNode;
}

/** The participant dashboard's Project tab: this event's project, its submission, attach and submit. */
export function EventProjectPanel({ eventId, renderResults }: EventProjectPanelProps) {
  const mine = useQuery(eventProjectQueryOptions(eventId));
  if (mine.isPending) return <Skeleton active aria-label="Loading project" />;
  if (mine.isError) return <Alert type="error" showIcon title="Failed to load project." />;
  if (!mine.data.project) return <AttachOwnProject eventId={eventId} />;
  const project = <EventProject eventId={eventId} project={mine.data.project} submission={mine.data.submission} />;
  if (!mine.data.submission || !renderResults) return project;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {project}
      {renderResults(mine.data.project.id)}
    </Space>
  );
}
