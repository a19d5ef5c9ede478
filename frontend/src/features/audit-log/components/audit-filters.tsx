import { Button, DatePicker, Form } from 'antd';
// antd's plain Input, not its index: that one brings TextArea, Search, Password and OTP to the first load.
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';

import type { AuditSearch } from '../audit-search';

interface AuditFiltersProps {
  search: AuditSearch;
  onChange: (next: AuditSearch) => void;
}

interface FilterValues {
  q?: string;
  type?: string;
  actorId?: string;
  streamType?: string;
  streamId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const initialValues: FilterValues = {
    q: search.q,
    type: search.type,
    actorId: search.actorId,
    streamType: search.streamType,
    streamId: search.streamId,
    range:
      search.from || search.to ? [search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to) : null] : null,
  };

  return (
    <Form<FilterValues>
      // Re-created when the URL changes (back button), so the fields show it.
      key={JSON.stringify(search)}
      layout="inline"
      initialValues={initialValues}
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) =>
        onChange({
          q: blankToUndefined(values.q),
          type: blankToUndefined(values.type),
          actorId: blankToUndefined(values.actorId),
          streamType: blankToUndefined(values.streamType),
          streamId: blankToUndefined(values.streamId),
          from: values.range?.[0]?.format('YYYY-MM-DD'),
          to: values.range?.[1]?.format('YYYY-MM-DD'),
          page: undefined,
        })
      }
    >
      <Form.Item name="q" label="Search">
        <Input placeholder="Record name, e.g. Ada Builder" allowClear aria-label="Search by record name" />
      </Form.Item>
      <Form.Item name="type" label="Type">
        <Input placeholder="e.g. application.status_changed" allowClear />
      </Form.Item>
      <Form.Item name="actorId" label="Actor ID">
        <Input allowClear />
      </Form.Item>
      <Form.Item name="streamType" label="Record type">
        <Input placeholder="e.g. application" allowClear />
      </Form.Item>
      <Form.Item name="streamId" label="Record ID">
        <Input allowClear />
      </Form.Item>
      <Form.Item name="range" label="Date range">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          Apply Filters
        </Button>
      </Form.Item>
    </Form>
  );
}
