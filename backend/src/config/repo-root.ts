import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo root: the nearest folder above this file holding nest-cli.json (works from src and dist). */
export const REPO_ROOT = findUp(dirname(fileURLToPath(import.meta.url)), 'nest-cli.json');

function findUp(start: string, marker: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, marker))) return dir;
    if (dirname(dir) === dir) return resolve(start, '..', '..', '..');
  }
}
