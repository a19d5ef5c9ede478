import { Tag } from 'antd';

import type { ProjectSummary } from '../api/list-my-projects';

const COLORS: Record<ProjectSummary['status'], string> = { draft: 'default', active: 'blue', submitted: 'green' };
const LABELS: Record<ProjectSummary['status'], string> = { draft: 'Draft', active: 'Active', submitted: 'Submitted' };

export function ProjectStatusTag({ status }: { status: ProjectSummary['status'] }) {
  return <Tag color={COLORS[status]}>{LABELS[status]}</Tag>;
}
