/** Where the throwaway services live (the benchmark creates its database and Redis keys there). */
export interface BenchServers {
  databaseServerUrl: string;
  redisUrl: string;
}

/** How hard and how long to load each side, and where the throwaway services live. */
export interface BenchSettings extends BenchServers {
  connections: number;
  warmupSeconds: number;
  runSeconds: number;
  runsPerTarget: number;
  /** Scenario ids to run; empty runs all. */
  scenarioIds: string[];
  /** The live scenario's streams: 500 participants (default) or the admin 500 times (BENCH_LIVE_AUDIENCE). */
  liveAudience: 'participants' | 'staff';
}

type Env = Record<string, string | undefined>;

export function readBenchServers(env: Env): BenchServers {
  return {
    databaseServerUrl: env.BENCH_DATABASE_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

export function readBenchSettings(env: Env): BenchSettings {
  return {
    ...readBenchServers(env),
    connections: wholeNumber(env, 'BENCH_CONNECTIONS', 10, 1),
    warmupSeconds: wholeNumber(env, 'BENCH_WARMUP_SECONDS', 3, 0),
    runSeconds: wholeNumber(env, 'BENCH_RUN_SECONDS', 5, 1),
    runsPerTarget: wholeNumber(env, 'BENCH_RUNS', 2, 1),
    scenarioIds: (env.BENCH_SCENARIOS ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    liveAudience: liveAudience(env.BENCH_LIVE_AUDIENCE),
  };
}

function liveAudience(raw: string | undefined): 'participants' | 'staff' {
  const value = raw?.trim() || 'participants';
  if (value !== 'participants' && value !== 'staff') {
    throw new Error(`BENCH_LIVE_AUDIENCE must be participants or staff (got "${value}")`);
  }
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number >= ${min} (got "${raw}")`);
  }
  return value;
}
