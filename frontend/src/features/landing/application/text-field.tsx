import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

import styles from './application-form.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'url';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  placeholder?: string;
  maxLength?: number;
  /** Renders a textarea with this many rows instead of a single-line input. */
  rows?: number;
}

/** A labelled input with its hint and its error message underneath, linked for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  type = 'text',
  rows,
  ...rest
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    required,
    className: error ? `${styles.control} ${styles.invalid}` : styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...rest,
  } satisfies InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {rows === undefined ? (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
