import { ApiError } from '@/api/api-error';

/** The message to show for a failed call: the server's own words, or why it could not be asked. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

function isFormField<F extends string>(field: string, formFields: readonly F[]): field is F {
  return (formFields as readonly string[]).includes(field);
}

export interface FormFieldError<F extends string> {
  name: F;
  errors: string[];
}

/** The server's per-field problems for the fields a form has, grouped for antd's form.setFields. */
export function formFieldErrors<F extends string>(error: unknown, formFields: readonly F[]): FormFieldError<F>[] {
  if (!(error instanceof ApiError)) return [];
  const byField = new Map<F, string[]>();
  for (const { field, reason } of error.fields) {
    if (!isFormField(field, formFields)) continue;
    // Reasons come without their subject ('must be a valid email address'): they sit under the field.
    const sentence = reason.charAt(0).toUpperCase() + reason.slice(1);
    byField.set(field, [...(byField.get(field) ?? []), sentence]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
