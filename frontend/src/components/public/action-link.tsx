import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

import styles from './action-link.module.css';

export type ActionLinkLook = 'primary' | 'default';
export type ActionLinkSize = 'small' | 'middle' | 'large';

interface ActionAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  look?: ActionLinkLook;
  size?: ActionLinkSize;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A plain link that looks like a button (a file to download, a page outside the router). Plain CSS
 * shaped like the app's antd buttons: the public pages paint (and hydrate) without antd.
 */
export function ActionAnchor({ look = 'default', size = 'middle', className, ...props }: ActionAnchorProps) {
  const classes = [styles.action, styles[look], styles[size], className].filter(Boolean).join(' ');
  return <a {...props} className={classes} />;
}

/** A router link that looks like a button, for the public pages' first load. */
export const ActionLink = createLink(ActionAnchor);
