/** The cohort chart's steps, in order (ventures.md: entered -> returned -> design partner -> pilot -> funded). */
export const FUNNEL_STEPS = [
  { key: 'entered', label: 'Entered' },
  { key: 'returned', label: 'Returned' },
  { key: 'designPartner', label: 'Design partner' },
  { key: 'pilot', label: 'Pilot' },
  { key: 'funded', label: 'Funded' },
] as const;
