import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the frontend's server bundle (frontend/src/entry-server.tsx) exports, as far as this uses it. */
interface ServerBundle {
  createPageRenderer(options: { template: string; manifest: unknown }): FrontendPageRenderer;
}

interface FrontendPageRenderer {
  events(events: readonly unknown[], origin: string): Promise<string>;
  event(event: unknown, origin: string): Promise<string>;
  eventNotFound(origin: string, path: string): string;
  /** Whether the client's route tree has the event page at `path` ('/events/wizard' is the wizard). */
  isEventPage(path: string): boolean;
}

/** Where `vite build --ssr` puts the server bundle, beside the client build in `dist`. */
export function serverBundlePath(distDir: string): string {
  return join(distDir, '..', 'dist-server', 'entry-server.js');
}

/**
 * Loads the frontend's server bundle with the built page template; undefined when the build has no
 * server bundle (the pages are then client-rendered, as before).
 */
export async function loadPageRenderer(distDir: string, template: string): Promise<FrontendPageRenderer | undefined> {
  const bundlePath = serverBundlePath(distDir);
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return undefined;
  const bundle = (await import(pathToFileURL(bundlePath).href)) as ServerBundle;
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return bundle.createPageRenderer({ template, manifest });
}

export type { FrontendPageRenderer };
