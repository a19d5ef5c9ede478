/**
 * Conflicts of interest (judging.md 'Assignment'): a judge is not eligible for a submission when
 * they are on its team, declared a conflict with that team, or (a switch) share an email domain
 * with a team member, unless the domain is a public mail provider.
 */

/** Public mail providers: sharing one of these domains says nothing about who people work for. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'qq.com',
  '163.com',
]);

/** The part after @, lower-cased; undefined for something that is not an address. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0 || at === email.length - 1) return undefined;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** Domains reserved for documentation and testing (RFC 2606, RFC 6761): nobody's organisation. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|test|example|invalid|localhost)$/;

/** A domain that ties people together: not a public mail provider, nor a reserved one. */
export function isOrganisationDomain(domain: string | undefined): domain is string {
  return domain !== undefined && !PUBLIC_MAIL_DOMAINS.has(domain) && !RESERVED_DOMAIN.test(domain);
}

/**
 * The organisation domain of a judge's email, the only kind the same-domain rule matches on:
 * undefined without an email or for a public or reserved domain (no team can then share it).
 */
export function organisationDomainOf(email: string | undefined): string | undefined {
  const domain = email === undefined ? undefined : emailDomain(email);
  return isOrganisationDomain(domain) ? domain : undefined;
}

export type ConflictReason = 'team member' | 'declared conflict' | 'same email domain';

export interface ConflictFacts {
  /** `${judgeId}:${projectId}` for every declared conflict. */
  declared: ReadonlySet<string>;
  /** Every user's email, judges and team members. */
  emails: ReadonlyMap<string, string>;
  sameDomainConflicts: boolean;
}

export const declaredKey = (judgeId: string, projectId: string) => `${judgeId}:${projectId}`;

/** Why the judge may not review the submission, or null when they may. */
export function conflictOfInterest(
  judgeId: string,
  submission: { projectId: string; teamUserIds: readonly string[] },
  facts: ConflictFacts,
): ConflictReason | null {
  if (submission.teamUserIds.includes(judgeId)) return 'team member';
  if (facts.declared.has(declaredKey(judgeId, submission.projectId))) return 'declared conflict';
  if (facts.sameDomainConflicts) {
    const domain = organisationDomainOf(facts.emails.get(judgeId));
    if (domain !== undefined) {
      for (const memberId of submission.teamUserIds) {
        const memberEmail = facts.emails.get(memberId);
        if (memberEmail !== undefined && emailDomain(memberEmail) === domain) return 'same email domain';
      }
    }
  }
  return null;
}
