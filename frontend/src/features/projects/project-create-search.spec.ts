import { describe, expect, it } from '@jest/globals';

import { startingTrack, validateProjectCreateSearch, validateProjectPageSearch } from './project-create-search';

const EVENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('validateProjectCreateSearch', () => {
  it('keeps an event id and a track', () => {
    expect(validateProjectCreateSearch({ event: EVENT_ID, track: ' startup ' })).toEqual({
      event: EVENT_ID,
      track: 'startup',
    });
  });

  it('drops what is not an id or a track', () => {
    expect(validateProjectCreateSearch({ event: 'wizard', track: '' })).toEqual({ event: undefined, track: undefined });
    expect(validateProjectCreateSearch({ event: 42, track: 'x'.repeat(41) })).toEqual({
      event: undefined,
      track: undefined,
    });
  });
});

describe('validateProjectPageSearch', () => {
  it('keeps a track only', () => {
    expect(validateProjectPageSearch({ track: 'discovery', tab: 'x' })).toEqual({ track: 'discovery' });
  });
});

describe('startingTrack', () => {
  it('starts with the asked track when the event has it', () => {
    expect(startingTrack(['discovery', 'startup'], 'startup')).toBe('startup');
  });

  it('starts with none for a track the event does not have, or none asked', () => {
    expect(startingTrack(['discovery'], 'startup')).toBeUndefined();
    expect(startingTrack(['discovery'], undefined)).toBeUndefined();
  });
});
