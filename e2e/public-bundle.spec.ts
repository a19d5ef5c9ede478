import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface ManifestChunk {
  file: string;
}

/** Built files of the admin screens, read from Vite's manifest of the build under test. */
function adminChunks(): Set<string> {
  const manifestPath = join(import.meta.dirname, '..', 'frontend', 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = Object.entries(manifest)
    // Admin route files sit under admin/, some of them inside pathless layouts (_signedIn/_admin/admin/...).
    .filter(([source]) => /^src\/routes\/(_[^/]+\/)*admin\//.test(source) || source.startsWith('src/features/admin/'))
    .map(([, chunk]) => `/${chunk.file}`);
  return new Set(files);
}

for (const path of ['/', '/events', '/events/00000000-0000-4000-8000-000000000000']) {
  test(`the public page ${path} loads no admin code`, async ({ page }) => {
    const admin = adminChunks();
    expect(admin.size).toBeGreaterThan(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => admin.has(script))).toEqual([]);
  });
}
