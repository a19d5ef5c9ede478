import type { components } from '@/api/generated/schema';

type AuditEntry = components['schemas']['AuditEntryDto'];

/** The event as stored, for whoever needs more than the words: what the Details expander shows. */
export function AuditRawEvent({ entry }: { entry: AuditEntry }) {
  const { record: _record, actor: _actor, change: _change, ...raw } = entry;
  return (
    <pre aria-label="Raw event" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(raw, null, 2)}
    </pre>
  );
}
