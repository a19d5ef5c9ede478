import type { FormRule } from 'antd';

/** The server's rule (backend common/accounts/password-rules.ts); it also refuses common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
/** Shown under every field where a password is chosen. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password.`;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const emailRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Please enter your email' },
  { type: 'email', transform: trim, message: 'Please enter a valid email address' },
];

/** Sign-in only needs a password; its length rule belongs to creating one. */
export const passwordRequiredRules: FormRule[] = [{ required: true, message: 'Please enter your password' }];

export const newPasswordRules: FormRule[] = [
  { required: true, message: PASSWORD_TOO_SHORT },
  { min: PASSWORD_MIN_LENGTH, message: PASSWORD_TOO_SHORT },
];

export function requiredText(label: string): FormRule[] {
  return [{ required: true, whitespace: true, message: `Please enter your ${label}` }];
}
