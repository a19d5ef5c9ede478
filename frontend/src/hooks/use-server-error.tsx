import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';

import { fieldMessages, problemLines, type FieldLabels } from '@/api/field-problems';
import { setServerFieldErrors } from '@/api/form-errors';

export interface ServerErrorOptions {
  /** The toast's title, e.g. 'Failed to save profile'. */
  title: string;
  /** Said when the call got no answer, or one without a message. */
  fallback?: string;
  /** The form whose fields show their own messages. */
  form?: Pick<FormInstance, 'getFieldsError' | 'setFields'>;
  /** The form's names for the API's fields, for reasons sent without their subject. */
  labels?: FieldLabels;
}

const NO_ANSWER = 'Could not reach the server. Check your connection and try again.';

/**
 * Tells the user why a call failed: each field problem of a 400 under its own field of `form`,
 * and every one of them in the toast (so a field on another step or a closed dialog is not missed),
 * never only 'Some fields are invalid.'.
 */
export function useServerError(): (error: unknown, options: ServerErrorOptions) => void {
  const { notification } = App.useApp();
  return useCallback(
    (error, { title, fallback = NO_ANSWER, form, labels }) => {
      if (form) setServerFieldErrors(form, fieldMessages(error, labels));
      const lines = problemLines(error, fallback, labels);
      notification.error({
        title,
        description:
          lines.length === 1 ? (
            lines[0]
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
      });
    },
    [notification],
  );
}
