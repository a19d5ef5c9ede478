import type { ApplicationRole } from '@/lib/applicant-roles';

import type { operations } from './generated/schema';

// Query keys of the data several features read or refresh. Each factory builds every key of one
// resource from its `all` prefix, so invalidating `all` refreshes every screen that shows it.
// Data only one feature uses keeps its keys in that feature's api/ folder.

export const currentUserKeys = {
  all: ['current-user'] as const,
  detail: (userId: string) => [...currentUserKeys.all, userId] as const,
};

/** Public events: the events list, an event page. */
export const eventKeys = {
  all: ['events'] as const,
  publicList: () => [...eventKeys.all, 'public'] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
};

/** Every event as staff see it; each staff screen's per-event data sits under `all` too. */
export const adminEventKeys = {
  all: ['admin', 'events'] as const,
  list: () => [...adminEventKeys.all, 'list'] as const,
  detail: (eventId: string) => [...adminEventKeys.all, 'one', eventId] as const,
};

/** The signed-in user's own applications. */
export const myApplicationKeys = {
  all: ['applications', 'mine'] as const,
  list: (userId: string) => [...myApplicationKeys.all, userId] as const,
  forEvent: (userId: string, eventId: string) => [...myApplicationKeys.all, userId, eventId] as const,
};

/** Every project query, the signed-in user's counts included: one invalidation refreshes them all. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  attachableEvents: () => [...projectKeys.all, 'attachable-events'] as const,
  forEvent: (eventId: string) => [...projectKeys.all, 'event', eventId] as const,
  counts: () => [...projectKeys.all, 'counts'] as const,
};

export interface TeamListQuery {
  eventId: string;
  skill?: string;
  role?: ApplicationRole;
  page: number;
}

/**
 * Teams are projects' members: their keys sit under `projectKeys.all`, so a project write refreshes
 * every team screen and a team write refreshes the projects (by invalidating `projectKeys.all`).
 */
export const teamKeys = {
  all: [...projectKeys.all, 'teams'] as const,
  forEvent: (eventId: string) => [...teamKeys.all, 'event', eventId] as const,
  forProject: (projectId: string) => [...teamKeys.all, 'project', projectId] as const,
  listings: (query: TeamListQuery) => [...teamKeys.all, 'listings', query] as const,
  seekers: (query: TeamListQuery) => [...teamKeys.all, 'seekers', query] as const,
  events: () => [...teamKeys.all, 'events'] as const,
};

/** Platform project totals: every screen that changes projects refreshes them. */
export const projectStatsKeys = {
  all: ['admin', 'project-stats'] as const,
};

export interface UsersQuery {
  page?: number;
  search?: string;
  role?: UsersListParams['role'];
  sort?: UsersListParams['sort'];
  pageSize: number;
}

type UsersListParams = NonNullable<operations['UsersAdminController_users']['parameters']['query']>;

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  count: () => [...userKeys.all, 'count'] as const,
};

export const staffKeys = {
  all: ['admin', 'staff'] as const,
};

export const accessKeys = {
  all: ['access'] as const,
  status: () => [...accessKeys.all, 'status'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'me'] as const,
};

/** Whether the signed-in user judges any event (the header's Judging entry). */
export const myJudgingKeys = {
  all: ['judging', 'mine'] as const,
  detail: (userId: string) => [...myJudgingKeys.all, userId] as const,
  /** The judge's assignments; saving a sheet or recusing refreshes everything under `all`. */
  queue: () => [...myJudgingKeys.all, 'queue'] as const,
  progress: () => [...myJudgingKeys.all, 'progress'] as const,
};

/** What the signed-in user reviews (application review): one invalidation refreshes the header, queue and pages. */
export const myReviewingKeys = {
  all: ['reviewing', 'mine'] as const,
  detail: (userId: string) => [...myReviewingKeys.all, userId] as const,
  queue: () => [...myReviewingKeys.all, 'queue'] as const,
  application: (applicationId: string) => [...myReviewingKeys.all, 'application', applicationId] as const,
};

/**
 * Results (leaderboards, a team's results): publishing or withdrawing on the staff screens and
 * awarding a winner refresh everything under `all`.
 */
export const resultKeys = {
  all: ['results'] as const,
  leaderboards: () => [...resultKeys.all, 'leaderboards'] as const,
  leaderboard: (eventId: string) => [...resultKeys.all, 'leaderboard', eventId] as const,
  forProject: (projectId: string) => [...resultKeys.all, 'project', projectId] as const,
};

/** Every staff screen's data (applications, events, submissions, judging, winners) sits under this prefix. */
export const staffDataKeys = {
  all: ['admin'] as const,
};

/** A participant's own applications: the dashboard's list, an event page's status, the event dashboard. */
export const participantApplicationKeys = {
  all: ['applications'] as const,
};
