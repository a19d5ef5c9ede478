import { Checkbox, Form, Input, Select } from 'antd';

import { TRACK_OPTIONS } from '../../wizard/wizard-values';
import { feedback, type StepProps } from './step-props';

const TEAM_SIZES = Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

/** The wizard's two tracks, plus any other an existing event already has (so editing keeps it). */
function trackOptions(current: readonly string[]) {
  const known: { value: string; label: string }[] = TRACK_OPTIONS.map((track) => ({
    value: track.value,
    label: `${track.label} – ${track.hint}`,
  }));
  const others = current.filter((value) => !known.some((option) => option.value === value));
  return [...known, ...others.map((value) => ({ value, label: value }))];
}

export function TracksStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <Form.Item label="Tracks" required {...feedback(errors, 'tracks')}>
        <Checkbox.Group
          value={values.tracks}
          onChange={(tracks) => onChange({ tracks: tracks.map(String) })}
          options={trackOptions(values.tracks)}
        />
      </Form.Item>
      <Form.Item label="Max Team Size" htmlFor="event-team-size" {...feedback(errors, 'teamSizeMax')}>
        <Select
          id="event-team-size"
          aria-label="Max Team Size"
          style={{ maxWidth: 120 }}
          value={values.teamSizeMax}
          options={TEAM_SIZES}
          onChange={(teamSizeMax) => onChange({ teamSizeMax })}
        />
      </Form.Item>
      <Form.Item
        label="Check-in offsets (days)"
        htmlFor="event-checkin-offsets"
        extra="Days after the end date each venture is asked for a check-in, e.g. 30, 90, 180."
        {...feedback(errors, 'checkinOffsetDays')}
      >
        <Input
          id="event-checkin-offsets"
          style={{ maxWidth: 240 }}
          inputMode="numeric"
          value={values.checkinOffsetDays}
          onChange={(event) => onChange({ checkinOffsetDays: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
