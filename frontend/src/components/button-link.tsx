import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

// The router drops a `type` prop on custom link components, so style with antd's
// color + variant instead (color="primary" variant="solid" is a primary button).
type AnchorButtonProps = Omit<ButtonProps, 'type' | 'htmlType'> & { ref?: Ref<HTMLAnchorElement> };

// antd renders an <a> when given href; the router fills in href and handles the click.
function AnchorButton(props: AnchorButtonProps) {
  return <Button {...props} />;
}

/** An antd Button that navigates like a router Link (real href, client-side navigation). */
export const ButtonLink = createLink(AnchorButton);
