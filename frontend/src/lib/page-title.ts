/** What a route's `staticData.pageTitle` names: the page, or the page as its URL's search shows it (a tab). */
export type PageTitleRule = string | ((search: Record<string, unknown>) => string);

const SITE = 'Sprintboard';

/** The document title of a page: 'Applications · Admin · Sprintboard'; the site's name alone when the route names none. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · ${SITE}` : SITE;
}

/** A tab's name from its key in the URL, the default tab when there is none: 'users' → 'Users'. */
export function tabTitle(tab: unknown, defaultTab: string): string {
  const key = typeof tab === 'string' && tab !== '' ? tab : defaultTab;
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** The title of the deepest matched route that names its page. */
export function matchedPageTitle(
  matches: { staticData: { pageTitle?: PageTitleRule }; search: unknown }[],
): string | undefined {
  for (const match of [...matches].reverse()) {
    const rule = match.staticData.pageTitle;
    if (rule !== undefined)
      return typeof rule === 'string' ? rule : rule((match.search ?? {}) as Record<string, unknown>);
  }
  return undefined;
}
