// Prints the JavaScript a public page loads first (the entry and its route's chunks, with all they
// import statically), raw and as gzip and brotli would send it. Reads the build in dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

const PAGES = {
  '/': ['src/routes/index.tsx'],
  '/events': ['src/routes/events/index.tsx'],
  '/events/{id}': ['src/routes/events/$eventId/index.tsx'],
};

function closure(keys) {
  const files = new Set();
  const pending = [...keys];
  const seen = new Set();
  while (pending.length > 0) {
    const key = pending.pop();
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('| page | files | raw KB | gzip KB | brotli KB |\n|---|---|---|---|---|');
for (const [page, sources] of Object.entries(PAGES)) {
  const routeKeys = Object.keys(manifest).filter((key) => sources.some((s) => key === s || key.startsWith(`${s}?`)));
  const files = closure(['index.html', ...routeKeys]);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  console.log(`| ${page} | ${files.size} | ${kb(raw)} | ${kb(gzip)} | ${kb(brotli)} |`);
  if (process.argv.includes('--files')) console.log([...files].join('\n'));
}
