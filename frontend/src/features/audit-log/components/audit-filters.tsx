import { Button } from 'antd';
// antd's plain Input, not its index: that one brings TextArea, Search, Password and OTP to the first load.
import Input from 'antd/es/input/Input';
import { useState, type FormEvent, type ReactNode } from 'react';

import type { components } from '@/api/generated/schema';

import {
  choiceFromKey,
  choiceKey,
  recordOf,
  searchFromFilters,
  type AuditFilterFields,
  type AuditSearch,
  type AuditTextFilter,
} from '../audit-search';
import styles from './audit-filters.module.css';
import { SubjectPicker, type Picked } from './subject-picker';

type FilterNames = components['schemas']['AuditFilterNamesDto'];

interface AuditFiltersProps {
  search: AuditSearch;
  /** The names of the actor and record the URL holds by id, once the page has read them. */
  named: FilterNames | undefined;
  onChange: (next: AuditSearch) => void;
}

/** The free-text filters, in the bar's order. */
const TEXT_FILTERS: { name: AuditTextFilter; label: string; placeholder?: string; ariaLabel?: string }[] = [
  { name: 'q', label: 'Search', placeholder: 'Record name, e.g. Ada Builder', ariaLabel: 'Search by record name' },
  { name: 'type', label: 'Type', placeholder: 'e.g. application.status_changed' },
  { name: 'streamType', label: 'Record type', placeholder: 'e.g. application' },
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      {label}
      {children}
    </label>
  );
}

/** The actor and record the URL holds, named as far as the page knows them. */
function pickedFromSearch(search: AuditSearch, named: FilterNames | undefined) {
  const record = recordOf(search);
  return {
    actor: search.actorId ? { key: `person:${search.actorId}`, name: named?.actor } : undefined,
    record: record ? { key: choiceKey(record), name: named?.[record.kind] } : undefined,
  };
}

/**
 * The Audit Log's filters, applied together with Apply Filters. Who acted and what record the events
 * concern are picked by name and kept in the URL by id. Dates are the browser's own date fields,
 * each bounded by the other: a calendar picker would double the page's code.
 * Keyed by the search where it is used, so the back button shows the URL's filters.
 */
export function AuditFilters({ search, named, onChange }: AuditFiltersProps) {
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  // Undefined until changed here: until then the URL's choice shows, named once the page is read.
  const [actor, setActor] = useState<Picked | null>();
  const [record, setRecord] = useState<Picked | null>();
  const fromUrl = pickedFromSearch(search, named);
  const shownActor = actor === undefined ? fromUrl.actor : (actor ?? undefined);
  const shownRecord = record === undefined ? fromUrl.record : (record ?? undefined);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as AuditFilterFields;
    onChange(
      searchFromFilters(fields, {
        actorId: shownActor && choiceFromKey(shownActor.key)?.id,
        record: shownRecord && choiceFromKey(shownRecord.key),
      }),
    );
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
      <Field label="Actor">
        <SubjectPicker
          className={styles.picker}
          label="Actor"
          placeholder="Who acted: name or email"
          kinds="people"
          value={shownActor}
          onChange={(next) => setActor(next ?? null)}
        />
      </Field>
      <Field label="Record">
        <SubjectPicker
          className={styles.picker}
          label="Record"
          placeholder="Person, event or project"
          kinds="records"
          value={shownRecord}
          onChange={(next) => setRecord(next ?? null)}
        />
      </Field>
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
