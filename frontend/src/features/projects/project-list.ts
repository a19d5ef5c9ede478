import { markdownExcerpt } from '@/lib/markdown';

/** What the My Projects tabs need to know about a project. */
export interface ProjectForTabs {
  status: 'draft' | 'active' | 'submitted';
  attachedEvent: { status: string } | null;
  submissionCount: number;
}

export type ProjectTab = 'drafts' | 'active' | 'history';

export const PROJECT_TABS: readonly ProjectTab[] = ['drafts', 'active', 'history'];

/** Drafts = status draft; Active = attached now to an active event; History = submitted at least once. */
export function inProjectTab(project: ProjectForTabs, tab: ProjectTab): boolean {
  switch (tab) {
    case 'drafts':
      return project.status === 'draft';
    case 'active':
      return project.attachedEvent !== null && project.attachedEvent.status === 'active';
    case 'history':
      return project.submissionCount > 0;
  }
}

export function projectsInTab<T extends ProjectForTabs>(projects: readonly T[], tab: ProjectTab): T[] {
  return projects.filter((project) => inProjectTab(project, tab));
}

export const CARD_DESCRIPTION_MAX = 150;

/** Text longer than `max` characters is cut there and ends with an ellipsis. */
export function cutText(text: string, max: number = CARD_DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

/** A card's description: the markdown as plain text, cut at 150 characters. */
export function cardDescription(descriptionMd: string | null): string {
  return cutText(markdownExcerpt(descriptionMd));
}
