import { describe, expect, it } from '@jest/globals';

import { insightsQuery } from './api/get-insights';
import { validateInsightsSearch } from './insights-search';

describe('validateInsightsSearch', () => {
  it('keeps a horizon, the switch turned off and an outcome other than the defaults', () => {
    expect(validateInsightsSearch({ horizon: '365', verifiedOnly: 'false', outcome: 'funding' })).toEqual({
      horizon: 365,
      verifiedOnly: false,
      outcome: 'funding',
    });
    expect(validateInsightsSearch({ horizon: 90 })).toEqual({
      horizon: 90,
      verifiedOnly: undefined,
      outcome: undefined,
    });
  });

  it('leaves defaults and bad values out of the URL', () => {
    expect(validateInsightsSearch({ horizon: '180', verifiedOnly: 'true', outcome: 'any_traction' })).toEqual({
      horizon: undefined,
      verifiedOnly: undefined,
      outcome: undefined,
    });
    expect(validateInsightsSearch({ horizon: '45', verifiedOnly: 'maybe', outcome: 'unicorn' })).toEqual({
      horizon: undefined,
      verifiedOnly: undefined,
      outcome: undefined,
    });
  });
});

describe('insightsQuery', () => {
  it('spells out the defaults for the API: 180 days, verified only, any traction', () => {
    expect(insightsQuery({})).toEqual({ horizon: 180, verifiedOnly: true, outcome: 'any_traction' });
    expect(insightsQuery({ horizon: 90, verifiedOnly: false, outcome: 'pilot' })).toEqual({
      horizon: 90,
      verifiedOnly: false,
      outcome: 'pilot',
    });
  });
});
