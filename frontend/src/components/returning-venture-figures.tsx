import { Descriptions } from 'antd';

import { StatusBadge } from '@/components/status-badge';
import type { StateOf } from '@/design/status-look';

import { bestPlaceText, countText, moneyText, type ApplicantVenture } from '../returning-venture';

/** The drawer's 'Returning venture': the venture the applicant continues, with its figures. */
export function ReturningVentureFigures({ venture }: { venture: ApplicantVenture }) {
  const { figures } = venture;
  return (
    <Descriptions column={1} bordered size="small" title="Returning venture" data-testid="returning-figures">
      <Descriptions.Item label="Venture">{venture.name}</Descriptions.Item>
      <Descriptions.Item label="Stage">
        <StatusBadge kind="ventureStage" state={venture.stage as StateOf<'ventureStage'>} />
      </Descriptions.Item>
      <Descriptions.Item label="Sprints entered">
        {venture.sprintsEntered}, {bestPlaceText(venture.bestPlace)}
      </Descriptions.Item>
      <Descriptions.Item label="Interviews">{countText(figures.interviews)}</Descriptions.Item>
      <Descriptions.Item label="Design partners">{countText(figures.designPartners)}</Descriptions.Item>
      <Descriptions.Item label="Pilots">{countText(figures.pilots)}</Descriptions.Item>
      <Descriptions.Item label="Monthly revenue">{moneyText(figures.revenue)}</Descriptions.Item>
      <Descriptions.Item label="Funding">{moneyText(figures.funding)}</Descriptions.Item>
    </Descriptions>
  );
}
