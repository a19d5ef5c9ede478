import { Panel } from '@/components/panel';

import type { VentureEntry } from '../api/get-venture';
import { changesBetweenEntries, type EntryChanges } from '../what-changed';
import styles from './ventures.module.css';

function shown(text: string | null): string {
  return text?.trim() ? `“${text.trim()}”` : '(none)';
}

function ChangeList({ changes }: { changes: EntryChanges }) {
  const nothing = changes.fields.length === 0 && changes.joined.length === 0 && changes.left.length === 0;
  if (nothing) return <p className={styles.muted}>The title, tagline, description and team are as they were.</p>;
  return (
    <ul className={styles.changes}>
      {changes.fields.map((change) =>
        change.field === 'Description' ? (
          <li key={change.field}>Description: rewritten</li>
        ) : (
          <li key={change.field}>
            {change.field}: {shown(change.before)} → {shown(change.after)}
          </li>
        ),
      )}
      {changes.joined.length > 0 ? <li>Joined the team: {changes.joined.join(', ')}</li> : null}
      {changes.left.length > 0 ? <li>Left the team: {changes.left.join(', ')}</li> : null}
    </ul>
  );
}

/** 'What changed since {sprint}' for each entry against the one before it. */
export function WhatChangedPanels({ entries }: { entries: readonly VentureEntry[] }) {
  return (
    <>
      {changesBetweenEntries(entries).map((changes, index) => (
        <Panel key={`${changes.since}-${index}`} title={`What changed since ${changes.since}`}>
          <ChangeList changes={changes} />
        </Panel>
      ))}
    </>
  );
}
