/**
 * `jane.doe@example.com` -> `j***@e***.com`: enough to tell two people of the same name apart,
 * not enough to read an address off the judge picker. Only the top-level domain is kept whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot < 0 ? domain : domain.slice(0, dot);
  const tld = dot < 0 ? '' : domain.slice(dot);
  return `${hint(local)}@${hint(host)}${tld}`;
}

function hint(part: string): string {
  return `${[...part][0] ?? ''}***`;
}
