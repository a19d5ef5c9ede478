import type { VentureEntry } from './api/get-venture';

export interface FieldChange {
  field: 'Title' | 'Tagline' | 'Description';
  before: string | null;
  after: string | null;
}

export interface EntryChanges {
  /** The earlier entry's sprint: 'What changed since {sprint}'. */
  since: string;
  fields: FieldChange[];
  joined: string[];
  left: string[];
}

function same(a: string | null, b: string | null): boolean {
  return (a ?? '').trim() === (b ?? '').trim();
}

/** What changed from one entry to the next: title, tagline, description, and who joined or left the team. */
export function entryChanges(earlier: VentureEntry, later: VentureEntry): EntryChanges {
  const fields: FieldChange[] = [];
  const compared: [FieldChange['field'], string | null, string | null][] = [
    ['Title', earlier.title, later.title],
    ['Tagline', earlier.tagline, later.tagline],
    ['Description', earlier.descriptionMd, later.descriptionMd],
  ];
  for (const [field, before, after] of compared) {
    if (!same(before, after)) fields.push({ field, before, after });
  }
  const before = new Map(earlier.team.map((member) => [member.userId, member.name]));
  const after = new Map(later.team.map((member) => [member.userId, member.name]));
  return {
    since: earlier.sprint.title,
    fields,
    joined: [...after].filter(([id]) => !before.has(id)).map(([, name]) => name),
    left: [...before].filter(([id]) => !after.has(id)).map(([, name]) => name),
  };
}

/** Each entry against the one before it, newest first (entries come newest first). */
export function changesBetweenEntries(entries: readonly VentureEntry[]): EntryChanges[] {
  const changes: EntryChanges[] = [];
  for (let index = 0; index + 1 < entries.length; index += 1) {
    const later = entries[index];
    const earlier = entries[index + 1];
    if (later && earlier) changes.push(entryChanges(earlier, later));
  }
  return changes;
}
