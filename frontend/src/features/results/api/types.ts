import type { components } from '@/api/generated/schema';

export type JudgingPhase = components['schemas']['JudgingPhase'];
export type Leaderboard = components['schemas']['LeaderboardDto'];
export type LeaderboardRow = components['schemas']['LeaderboardRowDto'];
export type LeaderboardSummary = components['schemas']['LeaderboardSummaryDto'];
export type ProjectResults = components['schemas']['ProjectResultsDto'];
export type ProjectEventResult = components['schemas']['ProjectEventResultDto'];
