import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import styles from './dashboard-tabs.module.css';

export interface DashboardTab<Key extends string> {
  key: Key;
  label: string;
  children: ReactNode;
}

interface DashboardTabsProps<Key extends string> {
  items: DashboardTab<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
}

/**
 * The admin dashboard's tabs, following the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home
 * and End move between tabs and open them. Only the open tab's panel is drawn; the data of the
 * others stays in the query cache.
 */
export function DashboardTabs<Key extends string>({ items, activeKey, onChange }: DashboardTabsProps<Key>) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    onChange(items[wrapped].key);
    tabs.current[wrapped]?.focus();
  };

  return (
    <div>
      <div className={styles.list} role="tablist">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            id={`${id}-tab-${item.key}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={item.key === active.key}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active.key ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel-${active.key}`} role="tabpanel" aria-labelledby={`${id}-tab-${active.key}`} tabIndex={0}>
        {active.children}
      </div>
    </div>
  );
}
