/** 'ada@example.com' -> 'a…@example.com': enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${email.charAt(0)}…${email.slice(at)}`;
}
