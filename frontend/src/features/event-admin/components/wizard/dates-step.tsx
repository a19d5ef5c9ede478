import { DatePicker, Form, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';

import { feedback, type StepProps } from './step-props';

const FORMAT = 'YYYY-MM-DD HH:mm';

type DateField = 'startDate' | 'endDate' | 'submissionDeadline';

const DATE_FIELDS: { field: DateField; label: string; extra?: string }[] = [
  { field: 'startDate', label: 'Start Date' },
  { field: 'endDate', label: 'End Date' },
  { field: 'submissionDeadline', label: 'Submission Deadline', extra: 'Most sprints close at 4:00 PM' },
];

export function DatesStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <p>Times are in the event timezone ({values.timezone}).</p>
      {DATE_FIELDS.map(({ field, label, extra }) => (
        <Form.Item
          key={field}
          label={label}
          htmlFor={`event-${field}`}
          required
          extra={extra}
          {...feedback(errors, field)}
        >
          <DatePicker
            id={`event-${field}`}
            showTime={{ format: 'HH:mm' }}
            format={FORMAT}
            needConfirm={false}
            value={values[field]}
            onChange={(value: Dayjs | null) => onChange({ [field]: value })}
          />
        </Form.Item>
      ))}
      <Form.Item
        label="Grace Period (minutes)"
        htmlFor="event-grace"
        extra="Extra minutes allowed after the deadline (0-60)."
        {...feedback(errors, 'graceMinutes')}
      >
        <InputNumber
          id="event-grace"
          min={0}
          max={60}
          precision={0}
          value={values.graceMinutes}
          onChange={(graceMinutes) => onChange({ graceMinutes })}
        />
      </Form.Item>
    </>
  );
}
