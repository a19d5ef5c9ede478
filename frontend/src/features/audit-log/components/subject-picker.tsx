import { Select } from 'antd';
import { useEffect, useState } from 'react';

import { useAuditSubjects } from '../api/search-audit-subjects';
import styles from './audit-filters.module.css';

/** What a picker holds: the chosen key and, once known, the name it shows. */
export interface Picked {
  key: string;
  name?: string;
}

interface SubjectPickerProps {
  /** The accessible name and what the field is for: 'Actor', 'Record'. */
  label: string;
  placeholder: string;
  /** People only (who acted), or people, events and projects (what the events concern). */
  kinds: 'people' | 'records';
  value: Picked | undefined;
  onChange: (next: Picked | undefined) => void;
  className?: string;
}

const TYPING_PAUSE_MS = 250;

/**
 * A person or record chosen by name: the server searches as one types (people by name or email,
 * events and projects by title) and the choice is kept by id, shown by name.
 */
export function SubjectPicker({ label, placeholder, kinds, value, onChange, className }: SubjectPickerProps) {
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const subjects = useAuditSubjects(text);

  const people = (subjects.data?.people ?? []).map((person) => ({
    value: `person:${person.id}`,
    label: person.name,
    title: person.name,
    // The email tells namesakes apart; the chosen value shows the name alone.
    display: (
      <span>
        {person.name} <span className={styles.email}>{person.email}</span>
      </span>
    ),
  }));
  const records = (kind: 'event' | 'project', items: { id: string; title: string }[] = []) =>
    items.map((item) => ({ value: `${kind}:${item.id}`, label: item.title, title: item.title, display: item.title }));
  const groups =
    kinds === 'people'
      ? people
      : [
          { label: 'People', title: 'People', options: people },
          { label: 'Events', title: 'Events', options: records('event', subjects.data?.events) },
          { label: 'Projects', title: 'Projects', options: records('project', subjects.data?.projects) },
        ].filter((group) => group.options.length > 0);

  return (
    <Select<{ value: string; label: string } | undefined>
      className={className}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      labelInValue
      value={value && { value: value.key, label: value.name ?? '…' }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      optionRender={(option) => (option.data as { display?: React.ReactNode }).display ?? option.label}
      options={text === '' ? [] : groups}
      loading={subjects.isFetching}
      notFoundContent={text === '' ? 'Type a name' : subjects.isFetching ? 'Searching…' : 'No match'}
      onChange={(next) => {
        setTyped('');
        onChange(next ? { key: next.value, name: next.label } : undefined);
      }}
    />
  );
}
