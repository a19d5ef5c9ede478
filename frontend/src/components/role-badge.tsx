import { Tag } from 'antd';

import { roleLabel, type Role } from '@/lib/roles';

const ROLE_COLORS: Record<Role, string> = {
  admin: 'red',
  organizer: 'purple',
  judge: 'gold',
  participant: 'blue',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Tag color={ROLE_COLORS[role]} variant="filled">
      {roleLabel(role)}
    </Tag>
  );
}
