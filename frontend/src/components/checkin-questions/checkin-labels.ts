/** The words of the check-in's choices (a venture's check-in, an applicant's follow-up survey, milestones). */
export const PILOT_STATE_LABELS = { agreed: 'Agreed', running: 'Running', paid: 'Paid' } as const;
export const FUNDING_SOURCE_LABELS = {
  angel: 'Angel',
  venture: 'Venture',
  grant: 'Grant',
  corporate: 'Corporate',
  other: 'Other',
} as const;

/** 'Still working on it?' */
export const CONTINUING_OPTIONS = [
  { value: 'continuing', label: 'Continuing' },
  { value: 'paused', label: 'Paused' },
  { value: 'stopped', label: 'Stopped' },
];

/** The API's field names as the form labels them, for the server's 400 messages. */
export const CHECKIN_FIELD_LABELS = {
  whatHappened: 'What happened since',
  customerInterviews: 'Customer interviews',
  'revenue.monthlyAmountMinor': 'Monthly revenue',
  'revenue.currency': 'Revenue currency',
  'funding.amountMinor': 'Funding amount',
  'funding.currency': 'Funding currency',
  'funding.source': 'Funding source',
  continuing: 'Still working on it?',
};
