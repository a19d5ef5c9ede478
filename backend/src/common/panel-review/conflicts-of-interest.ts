/**
 * Conflicts of interest, shared by judging (judging.md 'Assignment') and application review
 * (review.md): a reviewer is not eligible for an item when they are one of the people behind it (a
 * team member, the applicant), declared a conflict with it, or (a switch) share an email domain
 * with one of those people, unless the domain is a public mail provider or a reserved one.
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
 * The organisation domain of a reviewer's email, the only kind the same-domain rule matches on:
 * undefined without an email or for a public or reserved domain (nobody can then share it).
 */
export function organisationDomainOf(email: string | undefined): string | undefined {
  const domain = email === undefined ? undefined : emailDomain(email);
  return isOrganisationDomain(domain) ? domain : undefined;
}

/** `own` is one of the people behind the item; each feature words it (judging: 'team member'). */
export type ConflictKind = 'own' | 'declared conflict' | 'same email domain';

export interface ConflictFacts {
  /** `declaredKey(reviewerId, subject.key)` for every declared conflict. */
  declared: ReadonlySet<string>;
  /** Every user's email, reviewers and the people behind the items. */
  emails: ReadonlyMap<string, string>;
  sameDomainConflicts: boolean;
}

/** What a conflict is declared with (judging: the team's project; review: the application). */
export interface ConflictSubject {
  key: string;
  /** The people behind the item: a team's members, an applicant. */
  partyUserIds: readonly string[];
}

export const declaredKey = (reviewerId: string, subjectKey: string) => `${reviewerId}:${subjectKey}`;

/** Why the reviewer may not review the item, or null when they may. */
export function conflictOfInterest(
  reviewerId: string,
  subject: ConflictSubject,
  facts: ConflictFacts,
): ConflictKind | null {
  return decide(
    reviewerId,
    subject,
    facts,
    (userId) => organisationDomainOf(facts.emails.get(userId)),
    (userId) => {
      const email = facts.emails.get(userId);
      return email === undefined ? undefined : emailDomain(email);
    },
  );
}

/**
 * `conflictOfInterest` for many pairs (a plan asks it for every reviewer of every item): each
 * person's email domain is worked out once, and no key is built while nothing is declared.
 */
export function conflictChecker(
  facts: ConflictFacts,
): (reviewerId: string, subject: ConflictSubject) => ConflictKind | null {
  const cached = (work: (userId: string) => string | undefined) => {
    const known = new Map<string, string | undefined>();
    return (userId: string) => {
      if (known.has(userId)) return known.get(userId);
      const value = work(userId);
      known.set(userId, value);
      return value;
    };
  };
  const organisation = cached((userId) => organisationDomainOf(facts.emails.get(userId)));
  const domain = cached((userId) => {
    const email = facts.emails.get(userId);
    return email === undefined ? undefined : emailDomain(email);
  });
  return (reviewerId, subject) => decide(reviewerId, subject, facts, organisation, domain);
}

function decide(
  reviewerId: string,
  subject: ConflictSubject,
  facts: ConflictFacts,
  organisationOf: (userId: string) => string | undefined,
  domainOf: (userId: string) => string | undefined,
): ConflictKind | null {
  if (subject.partyUserIds.includes(reviewerId)) return 'own';
  if (facts.declared.size > 0 && facts.declared.has(declaredKey(reviewerId, subject.key))) return 'declared conflict';
  if (facts.sameDomainConflicts) {
    const organisation = organisationOf(reviewerId);
    if (organisation !== undefined) {
      for (const userId of subject.partyUserIds) if (domainOf(userId) === organisation) return 'same email domain';
    }
  }
  return null;
}
