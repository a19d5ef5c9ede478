import { type AppConfig, ConfigError, loadConfig } from './app-config.js';

/** Entry points stop here on bad configuration: one line per problem, exit code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined>): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
}
