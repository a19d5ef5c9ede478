import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../config/repo-root.js';

export { REPO_ROOT };

/** Where development services keep their data: DATA_DIR or `.data/` at the repo root. */
export function dataDir(env: Record<string, string | undefined>, ...parts: string[]): string {
  const dir = join(env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, '.data'), ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}
