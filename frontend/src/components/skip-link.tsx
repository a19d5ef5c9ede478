import type { ReactNode } from 'react';

/** The id of every page's main landmark, where 'Skip to content' leads. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the header to the page's own content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}

/**
 * A public page's main landmark; inside the app shell, whose content area is the main landmark
 * already, a plain block (a page has one main).
 */
export function PageMain({ inApp, className, children }: { inApp: boolean; className?: string; children: ReactNode }) {
  if (inApp) return <div className={className}>{children}</div>;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
