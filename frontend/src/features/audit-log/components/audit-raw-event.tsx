import type { components } from '@/api/generated/schema';

type AuditEntry = components['schemas']['AuditEntryDto'];

/** The event as stored, for whoever needs more than the named fields: behind Details' Show raw event. */
export function AuditRawEvent({ entry }: { entry: AuditEntry }) {
  const { record: _record, actor: _actor, change: _change, fields: _fields, ...raw } = entry;
  return (
    <pre aria-label="Raw event" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(raw, null, 2)}
    </pre>
  );
}
