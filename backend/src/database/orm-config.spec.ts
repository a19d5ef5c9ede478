import { ormConfig, POOL_ACQUIRE_TIMEOUT_MS } from './orm-config.js';

describe('ormConfig', () => {
  it('bounds the wait for a pooled connection, so a stalled pool fails requests instead of queueing them forever', () => {
    const config = ormConfig('postgres://postgres@127.0.0.1:5432/x');
    expect(config.pool).toMatchObject({ max: 10 });
    expect(config.driverOptions).toMatchObject({ connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS });
    expect(POOL_ACQUIRE_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
