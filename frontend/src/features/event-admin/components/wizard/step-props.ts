import type { FieldErrors } from '../../wizard/wizard-validation';
import type { WizardValues } from '../../wizard/wizard-values';

export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  onChange: (patch: Partial<WizardValues>) => void;
}

/** Form.Item props that show a field's message, if any. */
export function feedback(errors: FieldErrors, field: string) {
  const message = errors[field];
  return message ? { validateStatus: 'error' as const, help: message } : {};
}
