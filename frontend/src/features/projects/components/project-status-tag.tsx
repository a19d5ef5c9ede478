import { StatusBadge } from '@/components/status-badge';

import type { ProjectSummary } from '../api/list-my-projects';

export function ProjectStatusTag({ status }: { status: ProjectSummary['status'] }) {
  return <StatusBadge kind="project" state={status} />;
}
