import type { FormInstance } from 'antd';

import type { FieldMessage } from './field-problems';

type FieldPath = (string | number)[];

/** The form's name of an API field path: 'images.0.url' → ['images', 0, 'url']. */
function namePath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts each message under its own field of an antd form: the field the path names, or the nearest
 * one above it that the form has ('skills.3' → 'skills'). Messages for fields the form does not
 * have are left to the toast.
 */
export function setServerFieldErrors(
  form: Pick<FormInstance, 'getFieldsError' | 'setFields'>,
  messages: readonly FieldMessage[],
): void {
  const registered = new Set(form.getFieldsError().map(({ name }) => JSON.stringify(name)));
  const byName = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const { field, message } of messages) {
    const path = namePath(field);
    for (let length = path.length; length > 0; length -= 1) {
      const name = path.slice(0, length);
      const key = JSON.stringify(name);
      if (!registered.has(key)) continue;
      const entry = byName.get(key) ?? { name, errors: [] };
      if (!entry.errors.includes(message)) entry.errors.push(message);
      byName.set(key, entry);
      break;
    }
  }
  if (byName.size > 0) form.setFields([...byName.values()]);
}
