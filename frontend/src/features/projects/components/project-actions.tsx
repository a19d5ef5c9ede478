import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';

import { ventureChoicesQueryOptions } from '@/api/list-venture-choices';

import { LookBadge } from '@/components/status-badge';
import { statusLook, trackLabel } from '@/design/status-look';
import { useNow } from '@/hooks/use-now';
import { useServerError } from '@/hooks/use-server-error';

import { useAttachProject, useDetachProject, type AttachedEvent } from '../api/attach-project';
import { useSubmitProject } from '../api/submit-project';
import { submitAvailability, timeLeftText } from '../submit-availability';

interface Choice {
  value: string;
  label: string;
}

interface AttachPickerProps {
  /** The select's label, e.g. 'Event' or 'Project'. */
  label: string;
  choices: Choice[];
  /** Shown until a choice is made, e.g. 'Please select an event.'. */
  requiredMessage: string;
  /** What the select says when there is nothing to choose. */
  emptyText: string;
  loading?: boolean;
  onAttach: (value: string) => void;
  busy: boolean;
}

/** A select and Attach: the button stays disabled, with the reason, until something is chosen. */
export function AttachPicker({
  label,
  choices,
  requiredMessage,
  emptyText,
  loading,
  onAttach,
  busy,
}: AttachPickerProps) {
  const [value, setValue] = useState<string | undefined>(undefined);
  const chosen = value !== undefined && choices.some((choice) => choice.value === value);

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={label} htmlFor="attach-choice" help={chosen ? undefined : requiredMessage}>
        <Select<string>
          id="attach-choice"
          value={chosen ? value : undefined}
          placeholder={`Select ${label.toLowerCase()}`}
          options={choices}
          loading={loading}
          notFoundContent={emptyText}
          onChange={setValue}
        />
      </Form.Item>
      <Button type="primary" disabled={!chosen} loading={busy} onClick={() => chosen && onAttach(value)}>
        Attach
      </Button>
    </Form>
  );
}

/** Attach with the spec's toasts; used by the project page and the participant dashboard. */
export function useAttachWithToasts() {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const attach = useAttachProject();
  return {
    busy: attach.isPending,
    run: (projectId: string, eventId: string) =>
      attach.mutate(
        { projectId, eventId },
        {
          onSuccess: () => notification.success({ title: 'Project attached to event successfully!' }),
          onError: (error) =>
            showServerError(error, { title: 'Error', fallback: 'Failed to attach project to event.' }),
        },
      ),
  };
}

export function DetachButton({ projectId }: { projectId: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const detach = useDetachProject();
  return (
    <Button
      danger
      loading={detach.isPending}
      onClick={() =>
        detach.mutate(projectId, {
          onSuccess: () => notification.success({ title: 'Project detached from event successfully!' }),
          // The spec's text, unless the server says why (a project submitted to the event stays in it).
          onError: (error) =>
            showServerError(error, { title: 'Error', fallback: 'Failed to detach project from event.' }),
        })
      }
    >
      Detach
    </Button>
  );
}

const NEW_VENTURE = 'new';

/** The submit's venture choice: 'New venture' (the default) or 'Continues venture …' one of the submitter's. */
function VentureChoiceSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const choices = useQuery(ventureChoicesQueryOptions());
  const options = [
    { value: NEW_VENTURE, label: 'New venture' },
    ...(choices.data ?? []).map((choice) => ({
      value: choice.id,
      label: `Continues venture ${choice.name}${choice.lastSprint ? ` (last in ${choice.lastSprint.title})` : ''}`,
    })),
  ];
  return (
    <Form.Item
      label="Venture"
      htmlFor="submit-venture"
      help={choices.isError ? 'Could not load your ventures; this entry starts a new venture.' : undefined}
    >
      <Select<string>
        id="submit-venture"
        value={value}
        options={options}
        loading={choices.isPending}
        onChange={onChange}
        popupMatchSelectWidth={false}
      />
    </Form.Item>
  );
}

interface SubmitControlProps {
  projectId: string;
  attachedEvent: AttachedEvent | null;
  /** Events this project has been submitted to. */
  submittedEventIds: readonly string[];
  /** The track chosen earlier (when the project was created for the event), if the event has it. */
  initialTrack?: string;
}

/** Submit to one of the attached event's tracks, offered only while the rule allows it. */
export function SubmitControl({ projectId, attachedEvent, submittedEventIds, initialTrack }: SubmitControlProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const submit = useSubmitProject();
  const now = useNow();
  const [track, setTrack] = useState<string | undefined>(initialTrack);
  const [venture, setVenture] = useState<string>(NEW_VENTURE);
  const availability = submitAvailability(attachedEvent, submittedEventIds, now);

  switch (availability.kind) {
    case 'not-attached':
      return null;
    case 'already-submitted':
      return <LookBadge look={{ ...statusLook('project', 'submitted'), label: 'Already submitted' }} kind="project" />;
    case 'closed':
      return (
        <Typography.Text type="secondary">
          {availability.reason === 'deadline-passed'
            ? 'Submissions are closed: the deadline and its grace period have passed.'
            : 'This event is not accepting submissions.'}
        </Typography.Text>
      );
    case 'open':
      break;
  }
  if (!attachedEvent) return null;
  const chosen = track !== undefined && attachedEvent.tracks.includes(track);

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Track" htmlFor="submit-track" help={chosen ? undefined : 'Please select a track.'}>
        <Select<string>
          id="submit-track"
          value={chosen ? track : undefined}
          placeholder="Select a track"
          options={attachedEvent.tracks.map((each) => ({ value: each, label: trackLabel(each) }))}
          onChange={setTrack}
        />
      </Form.Item>
      <VentureChoiceSelect value={venture} onChange={setVenture} />
      <Space orientation="vertical" size="small">
        <Typography.Text type={availability.late ? 'warning' : 'secondary'}>
          {timeLeftText(availability)}
        </Typography.Text>
        <Button
          type="primary"
          disabled={!chosen}
          loading={submit.isPending}
          onClick={() => {
            if (!chosen) return;
            submit.mutate(
              {
                projectId,
                eventId: attachedEvent.eventId,
                track,
                ventureId: venture === NEW_VENTURE ? undefined : venture,
              },
              {
                onSuccess: () => notification.success({ title: 'Project submitted successfully!' }),
                onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to submit project.' }),
              },
            );
          }}
        >
          Submit Project
        </Button>
      </Space>
    </Form>
  );
}
