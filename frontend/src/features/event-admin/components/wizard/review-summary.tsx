import { Descriptions } from 'antd';

import { formatInZone } from '@/lib/event-dates';

import { wallClockToIso } from '../../event-time';
import { normalizeGraceMinutes, type WizardValues } from '../../wizard/wizard-values';

export function ReviewSummary({ values }: { values: WizardValues }) {
  const when = (value: WizardValues['startDate']) =>
    value ? formatInZone(wallClockToIso(value, values.timezone), values.timezone) : '—';
  return (
    <Descriptions title="Review" bordered size="small" column={1}>
      <Descriptions.Item label="Title">{values.title}</Descriptions.Item>
      <Descriptions.Item label="Location">{values.location || '—'}</Descriptions.Item>
      <Descriptions.Item label="Timezone">{values.timezone}</Descriptions.Item>
      <Descriptions.Item label="Dates">
        {when(values.startDate)} – {when(values.endDate)}
      </Descriptions.Item>
      <Descriptions.Item label="Submission Deadline">{when(values.submissionDeadline)}</Descriptions.Item>
      <Descriptions.Item label="Grace Period">{normalizeGraceMinutes(values.graceMinutes)} minutes</Descriptions.Item>
      <Descriptions.Item label="Tracks">{values.tracks.join(', ')}</Descriptions.Item>
      <Descriptions.Item label="Max Team Size">{values.teamSizeMax}</Descriptions.Item>
      <Descriptions.Item label="Check-in offsets (days)">{values.checkinOffsetDays}</Descriptions.Item>
      <Descriptions.Item label="Criteria">
        {values.criteria.map((criterion) => `${criterion.label} (${criterion.weight ?? '—'})`).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label="Judges">
        {values.judges.length === 0 ? 'None' : values.judges.map((judge) => judge.name).join(', ')}
      </Descriptions.Item>
    </Descriptions>
  );
}
