import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { sessionStore } from '@/lib/session/session';

import { portfolioQuery, type PortfolioSearch } from '../portfolio-search';

export type PortfolioVenture = components['schemas']['PortfolioVentureDto'];
export type ProgrammeFigures = components['schemas']['ProgrammeFiguresDto'];
export type CohortFigures = components['schemas']['CohortFiguresDto'];

export const PORTFOLIO_PAGE_SIZE = 50;

export const portfolioKeys = {
  all: ['admin', 'ventures'] as const,
  list: (search: PortfolioSearch) => [...portfolioKeys.all, 'list', search] as const,
  figures: () => [...portfolioKeys.all, 'figures'] as const,
};

/** GET /api/admin/ventures: one page of the portfolio. */
export function portfolioQueryOptions(search: PortfolioSearch) {
  return queryOptions({
    queryKey: portfolioKeys.list(search),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/ventures', {
          params: { query: { ...portfolioQuery(search), page: search.page ?? 1, pageSize: PORTFOLIO_PAGE_SIZE } },
        }),
      ),
  });
}

export function usePortfolio(search: PortfolioSearch) {
  return useQuery({ ...portfolioQueryOptions(search), placeholderData: keepPreviousData });
}

/** GET /api/admin/ventures/figures: the programme's figures and the cohort chart's numbers. */
export function programmeFiguresQueryOptions() {
  return queryOptions({
    queryKey: portfolioKeys.figures(),
    queryFn: () => unwrap(api.GET('/api/admin/ventures/figures')),
  });
}

export function useProgrammeFigures() {
  return useQuery(programmeFiguresQueryOptions());
}

/** Downloads the filtered, sorted portfolio as CSV; the Bearer token is sent, so a plain link will not do. */
export async function downloadPortfolioCsv(search: PortfolioSearch): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(portfolioQuery(search))) {
    if (value !== undefined) query.set(key, String(value));
  }
  const accessToken = sessionStore.get()?.accessToken;
  const response = await fetch(`/api/admin/ventures/export.csv?${query.toString()}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ventures.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
