import { Spin } from 'antd';

/** What a route shows while its guard or data is still on the way. */
export function PendingSpin() {
  return <Spin />;
}
