/**
 * Ventures' query keys, shared because submitting a project (the projects feature) creates or
 * continues a venture: invalidating `all` refreshes 'My Ventures', the dashboard card and the choices.
 */
export const ventureKeys = {
  all: ['ventures'] as const,
  mine: () => [...ventureKeys.all, 'mine'] as const,
  choices: () => [...ventureKeys.all, 'choices'] as const,
  detail: (ventureId: string) => [...ventureKeys.all, 'detail', ventureId] as const,
};
