import { Select } from 'antd';

interface FilterSelectProps<Value extends string> {
  /** The accessible name, e.g. 'Filter by status'. */
  label: string;
  /** The option meaning "no filter", e.g. 'All Statuses'. */
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  loading?: boolean;
  /** Lets staff type to find an option among many (events). */
  searchable?: boolean;
  minWidth?: number;
  onChange: (value: Value | undefined) => void;
}

const ALL = '';

/** A staff table's filter: one of the options, or all of them. */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  loading,
  searchable,
  minWidth = 160,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Select<string>
      aria-label={label}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      style={{ minWidth }}
      value={value ?? ALL}
      loading={loading}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onChange={(picked) => onChange(options.find((option) => option.value === picked)?.value)}
    />
  );
}
