import { useRef, type KeyboardEvent } from 'react';

import styles from './view-toggle.module.css';

interface ViewToggleProps<View extends string> {
  views: readonly View[];
  value: View;
  onChange: (view: View) => void;
  disabled?: boolean;
  'aria-label': string;
}

/**
 * Picks one of a few views (Chart or Table), as a radio group: one tab stop, arrow keys move the
 * choice.
 */
export function ViewToggle<View extends string>({
  views,
  value,
  onChange,
  disabled = false,
  'aria-label': label,
}: ViewToggleProps<View>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + views.length) % views.length;
    onChange(views[next]);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.toggle} role="radiogroup" aria-label={label}>
      {views.map((view, index) => (
        <button
          key={view}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="radio"
          className={styles.option}
          aria-checked={view === value}
          tabIndex={view === value ? 0 : -1}
          disabled={disabled}
          onClick={() => onChange(view)}
          onKeyDown={(event) => move(event, index)}
        >
          {view}
        </button>
      ))}
    </div>
  );
}
