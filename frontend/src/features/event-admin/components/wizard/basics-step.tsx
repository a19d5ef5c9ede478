import { Form, Input, Select } from 'antd';

import { EVENT_TIMEZONES, TIMEZONE_LABELS } from '../../event-time';
import { feedback, type StepProps } from './step-props';

export function BasicsStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <Form.Item label="Event Title" htmlFor="event-title" required {...feedback(errors, 'title')}>
        <Input
          id="event-title"
          value={values.title}
          maxLength={200}
          placeholder="Fall Sprint '26"
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label="Description"
        htmlFor="event-description"
        extra="Markdown is supported."
        {...feedback(errors, 'descriptionMd')}
      >
        <Input.TextArea
          id="event-description"
          value={values.descriptionMd}
          autoSize={{ minRows: 4, maxRows: 12 }}
          onChange={(event) => onChange({ descriptionMd: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Location" htmlFor="event-location" {...feedback(errors, 'location')}>
        <Input
          id="event-location"
          value={values.location}
          placeholder="Palo Alto, CA"
          onChange={(event) => onChange({ location: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Timezone" htmlFor="event-timezone" {...feedback(errors, 'timezone')}>
        <Select
          id="event-timezone"
          aria-label="Timezone"
          value={values.timezone}
          options={EVENT_TIMEZONES.map((zone) => ({ value: zone, label: TIMEZONE_LABELS[zone] }))}
          onChange={(timezone) => onChange({ timezone })}
        />
      </Form.Item>
    </>
  );
}
