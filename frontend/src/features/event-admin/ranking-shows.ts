/** Which rows of the ranking the Ranking tab lists (the URL's `rankShow`): all, the borderline ones, or one suggestion's. */
export const RANKING_SHOWS = ['all', 'borderline', 'accept', 'waitlist', 'reject'] as const;
export type RankingShow = (typeof RANKING_SHOWS)[number];
