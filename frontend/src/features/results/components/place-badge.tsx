import { Space, Tag } from 'antd';

import { placeText } from '../leaderboard-view';

const PLACE_LOOK: Record<number, { icon: string; color: string }> = {
  1: { icon: '🏆', color: 'gold' },
  2: { icon: '🥈', color: 'default' },
  3: { icon: '🥉', color: 'orange' },
};

/** The award badge of a winner's place: '1st', '2nd', '3rd', 'Honorable Mention'. */
export function PlaceBadge({ place }: { place: number }) {
  const look = PLACE_LOOK[place] ?? { icon: '🏅', color: 'blue' };
  return (
    <Space size={4}>
      <span aria-hidden="true">{look.icon}</span>
      <Tag color={look.color}>{placeText(place)}</Tag>
    </Space>
  );
}
