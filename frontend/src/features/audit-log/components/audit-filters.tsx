import { Button } from 'antd';
// antd's plain Input, not its index: that one brings TextArea, Search, Password and OTP to the first load.
import Input from 'antd/es/input/Input';
import { useState, type FormEvent, type ReactNode } from 'react';

import { searchFromFilters, type AuditFilterFields, type AuditSearch, type AuditTextFilter } from '../audit-search';
import styles from './audit-filters.module.css';

interface AuditFiltersProps {
  search: AuditSearch;
  onChange: (next: AuditSearch) => void;
}

/** The free-text filters, in the bar's order. */
const TEXT_FILTERS: { name: AuditTextFilter; label: string; placeholder?: string; ariaLabel?: string }[] = [
  { name: 'q', label: 'Search', placeholder: 'Record name, e.g. Ada Builder', ariaLabel: 'Search by record name' },
  { name: 'type', label: 'Type', placeholder: 'e.g. application.status_changed' },
  { name: 'actorId', label: 'Actor ID' },
  { name: 'streamType', label: 'Record type', placeholder: 'e.g. application' },
  { name: 'streamId', label: 'Record ID' },
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      {label}
      {children}
    </label>
  );
}

/**
 * The Audit Log's filters, applied together with Apply Filters. Dates are the browser's own date
 * fields, each bounded by the other: a calendar picker would double the page's code.
 * Keyed by the search where it is used, so the back button shows the URL's filters.
 */
export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as AuditFilterFields;
    onChange(searchFromFilters(fields));
  };

  return (
    <form className={styles.filters} onSubmit={apply} role="search" aria-label="Audit log filters">
      {TEXT_FILTERS.map(({ name, label, placeholder, ariaLabel }) => (
        <Field key={name} label={label}>
          <Input
            className={styles.control}
            name={name}
            defaultValue={search[name]}
            placeholder={placeholder}
            allowClear
            aria-label={ariaLabel}
          />
        </Field>
      ))}
      <Field label="From">
        <Input
          className={styles.date}
          type="date"
          name="from"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </Field>
      <Field label="To">
        <Input
          className={styles.date}
          type="date"
          name="to"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </Field>
      <Button type="primary" htmlType="submit">
        Apply Filters
      </Button>
    </form>
  );
}
