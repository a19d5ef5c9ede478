import { spawnSync } from 'node:child_process';

/** Migrates a throwaway database with the backend's own migration command (as `bench:email` does). */
export function migrateDatabase(backendDir: string, databaseUrl: string): void {
  const { status } = spawnSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'src/cli/migrate.ts'],
    {
      cwd: backendDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (status !== 0) throw new Error('migrating the throwaway database failed');
}
