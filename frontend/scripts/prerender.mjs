// Renders `/` into dist/index.html at build time (the landing page paints before its JavaScript);
// dist/shell.html keeps the empty page every client-rendered route is served.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const frontendDir = join(import.meta.dirname, '..');
const distDir = join(frontendDir, 'dist');
const shellPath = join(distDir, 'shell.html');
const indexPath = join(distDir, 'index.html');

copyFileSync(indexPath, shellPath);
const template = readFileSync(shellPath, 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const { createPageRenderer } = await import(pathToFileURL(join(frontendDir, 'dist-server', 'entry-server.js')).href);

// og:url needs the public origin, known only where the app runs: the server fills this token in.
const PUBLIC_ORIGIN_TOKEN = 'https://public-origin.invalid';
const html = await createPageRenderer({ template, manifest }).landing(PUBLIC_ORIGIN_TOKEN);
writeFileSync(indexPath, html);
console.log(`prerendered / into dist/index.html (${html.length} bytes)`);
