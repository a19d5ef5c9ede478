import { type AppConfig, ConfigError, loadConfig } from './app-config.js';

/**
 * Entry points stop here on bad configuration: one line per problem, exit code 1, after
 * `cleanup` (e.g. stopping the local services the launcher already started).
 */
export async function loadConfigOrExit(
  env: Record<string, string | undefined>,
  cleanup: () => Promise<void> = () => Promise.resolve(),
): Promise<AppConfig> {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    await cleanup();
    process.exit(1);
  }
}
