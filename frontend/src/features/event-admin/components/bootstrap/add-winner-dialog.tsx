import { App, Form, Input, Modal, Select, Spin } from 'antd';
import { useState } from 'react';

import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useServerError } from '@/hooks/use-server-error';

import { useAddWinner, type AddWinnerBody } from '../../api/award-winner';
import { useAwardableSubmissions } from '../../api/list-awardable-submissions';
import { trackLabel } from '../../submission-rules';
import { DEFAULT_WINNER_PLACE, placeOptionLabel, WINNER_PLACES, type WinnerPlace } from '../../winner-place';
import type { WinnerPrefill } from '../../winner-suggestion';

interface AddWinnerDialogProps {
  eventId: string;
  /** The tracks of this event's submissions, awarded or not. */
  tracks: string[];
  open: boolean;
  onClose: () => void;
  /** A suggestion from the ranking to confirm: the submission (with its option label), track and place. */
  initial?: WinnerPrefill;
}

interface WinnerFormValues {
  submissionId?: string;
  track?: string;
  place: WinnerPlace;
  note?: string;
}

const WINNER_LABELS = { submissionId: 'Project submission', track: 'Track', place: 'Place', note: 'Note' };

// Load the next page when the list is scrolled this close to its end.
const LOAD_MORE_THRESHOLD_PX = 40;

export function AddWinnerDialog({ eventId, tracks, open, onClose, initial }: AddWinnerDialogProps) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const [form] = Form.useForm<WinnerFormValues>();
  const add = useAddWinner(eventId);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const candidates = useAwardableSubmissions(eventId, search);
  const offered = candidates.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = search !== typed.trim() || candidates.isFetching;
  // The chosen one keeps its label after the search moves on to results without it.
  const [chosen, setChosen] = useState<{ value: string; label: string } | undefined>(
    initial ? { value: initial.submissionId, label: initial.label } : undefined,
  );
  const options = offered.map((submission) => ({
    value: submission.id,
    label: `${submission.snapshot.title} (${trackLabel(submission.track)})`,
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.push(chosen);

  const submit = (values: WinnerFormValues) => {
    if (!values.submissionId || !values.track) return;
    const note = values.note?.trim();
    const body: AddWinnerBody = {
      submissionId: values.submissionId,
      track: values.track,
      place: values.place,
      note: note ? note : null,
    };
    add.mutate(body, {
      onSuccess: () => {
        notification.success({ title: 'Winner added successfully' });
        onClose();
      },
      onError: (error) => showServerError(error, { title: 'Failed to add winner', form, labels: WINNER_LABELS }),
    });
  };

  return (
    <Modal
      title="Add Winner"
      open={open}
      onCancel={onClose}
      okText="Add Winner"
      okButtonProps={{ loading: add.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form<WinnerFormValues>
        form={form}
        layout="vertical"
        initialValues={
          initial
            ? { submissionId: initial.submissionId, track: initial.track, place: initial.place }
            : { place: DEFAULT_WINNER_PLACE }
        }
        onFinish={submit}
      >
        <Form.Item
          label="Project Submission"
          name="submissionId"
          rules={[{ required: true, message: 'Choose a submission' }]}
        >
          <Select
            placeholder="Choose a submission"
            aria-label="Project Submission"
            showSearch={{ filterOption: false, onSearch: setTyped }}
            // A closed list starts again from every submission the next time it opens.
            onOpenChange={(isOpen) => {
              if (!isOpen) setTyped('');
            }}
            notFoundContent={searching ? <Spin size="small" /> : undefined}
            onPopupScroll={(event) => {
              const list = event.currentTarget;
              const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX;
              if (nearEnd && candidates.hasNextPage && !candidates.isFetchingNextPage) void candidates.fetchNextPage();
            }}
            options={options}
            // The winner's track starts as the one it was submitted to.
            onChange={(submissionId: string) => {
              const submission = offered.find((each) => each.id === submissionId);
              setChosen(options.find((option) => option.value === submissionId));
              if (submission) form.setFieldValue('track', submission.track);
            }}
          />
        </Form.Item>
        <Form.Item label="Track" name="track" rules={[{ required: true, message: 'Choose a track' }]}>
          <Select
            placeholder="Choose a track"
            options={tracks.map((track) => ({ value: track, label: trackLabel(track) }))}
          />
        </Form.Item>
        <Form.Item label="Place" name="place" rules={[{ required: true }]}>
          <Select options={WINNER_PLACES.map((place) => ({ value: place, label: placeOptionLabel(place) }))} />
        </Form.Item>
        <Form.Item label="Note (optional)" name="note">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
