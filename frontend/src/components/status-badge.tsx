import { cssVariableName } from '@/design/color-tokens';
import {
  applicationLook,
  statusLook,
  TONES,
  type StateOf,
  type StatusKind,
  type StatusLook,
} from '@/design/status-look';

import styles from './status-badge.module.css';

type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A look from the status map as a badge; the one place its colours become CSS. */
export function LookBadge({ look, kind, ...data }: { look: StatusLook; kind: string } & DataAttributes) {
  const tone = TONES[look.tone];
  const color = (token: keyof typeof tone) => `var(${cssVariableName(tone[token])})`;
  return (
    <span
      className={styles.badge}
      style={{ color: color('text'), background: color('background'), borderColor: color('border') }}
      data-status-badge={kind}
      data-tone={look.tone}
      {...data}
    >
      {look.icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {look.icon}
        </span>
      ) : null}
      {/* Its own element, so the word is found alone ('Approved') beside the mark. */}
      <span>{look.label}</span>
    </span>
  );
}

/** The badge of a state: `<StatusBadge kind="event" state={event.status} />`. */
export function StatusBadge<K extends StatusKind>({
  kind,
  state,
  ...data
}: { kind: K; state: StateOf<K> } & DataAttributes) {
  return <LookBadge look={statusLook(kind, state)} kind={kind} {...data} />;
}

/** An application's badge: any status but approved or rejected reads as pending (spec section 4). */
export function ApplicationStatusBadge({ status, ...data }: { status: string } & DataAttributes) {
  return <LookBadge look={applicationLook(status)} kind="application" {...data} />;
}
