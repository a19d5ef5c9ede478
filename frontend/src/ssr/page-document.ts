import { escapeHtml } from './escape-html';
import { headTags, type PageHead } from './page-head';
import { serializeForScript, SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state';

/** The part of Vite's build manifest this reads. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface PageParts {
  head: PageHead;
  /** The rendered #root content. */
  body: string;
  /** Absent when the client should render the page itself rather than hydrate it. */
  state?: SsrState;
  /** Source files of the page's route (manifest keys start with them): their code and CSS load at once. */
  routeSources: readonly string[];
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** The built index.html with the page's head, markup, state and route assets spliced in. */
export function pageDocument(template: string, manifest: BuildManifest, parts: PageParts): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to render into');
  const assets = routeAssets(manifest, parts.routeSources);
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...assets.js.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}" />`),
  ];
  const state = parts.state
    ? `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeForScript(parts.state)}</script>`
    : '';
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => [headTags(parts.head), ...links].join('\n    '))
    .replace(EMPTY_ROOT, () => `<div id="root">${parts.body}</div>${state}`);
}

/** The route's chunks and stylesheets with everything they import, less what index.html loads already. */
function routeAssets(manifest: BuildManifest, sources: readonly string[]): { js: string[]; css: string[] } {
  const entry = closure(manifest, ['index.html']);
  const routeKeys = Object.keys(manifest).filter((key) =>
    sources.some((source) => key === source || key.startsWith(`${source}?`)),
  );
  const route = closure(manifest, routeKeys);
  return {
    js: [...route.js].filter((file) => !entry.js.has(file)),
    css: [...route.css].filter((file) => !entry.css.has(file)),
  };
}

function closure(manifest: BuildManifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const pending = [...keys];
  const seen = new Set<string>();
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    pending.push(...(chunk.imports ?? []));
  }
  return { js, css };
}
