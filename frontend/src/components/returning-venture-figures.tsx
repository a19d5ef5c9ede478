import { Descriptions } from 'antd';

import { returningVentureRows, type ReturningVenture } from '@/components/returning-venture';
import { StatusBadge } from '@/components/status-badge';
import type { StateOf } from '@/design/status-look';

/**
 * 'Returning venture': the venture the applicant continues, its earlier standings and its figures
 * (the admin Applications drawer and the review page; under blind review without its name).
 */
export function ReturningVentureFigures({ venture }: { venture: ReturningVenture }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      title="Returning venture"
      data-testid="returning-figures"
      items={returningVentureRows(venture).map(({ key, label, text }) => ({
        key,
        label,
        children:
          key === 'stage' ? <StatusBadge kind="ventureStage" state={venture.stage as StateOf<'ventureStage'>} /> : text,
      }))}
    />
  );
}
