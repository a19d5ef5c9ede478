import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FrontendPageRenderer, loadPageRenderer } from './public-page-renderer.js';
import type { PublicPageData } from './public-page-data.js';

const EVENT_PAGE = /^\/events\/([^/]+)\/?$/;
/** What frontend/scripts/prerender.mjs writes where the public origin goes (the build does not know it). */
const PRERENDERED_ORIGIN = 'https://public-origin.invalid';
const EVENTS_PAGE = /^\/events\/?$/;

interface Page {
  status: number;
  html: string | Buffer;
}

/**
 * Answers non-API page requests. `/` is the landing page prerendered at build time; `/events` and
 * `/events/{id}` are rendered here per request from the events feature's public reads; every other
 * client route gets the empty shell, which the browser renders.
 */
export class SpaFallback {
  private readonly logger = new Logger('Pages');
  private readonly landingHtml: Buffer;
  private readonly shellHtml: Buffer;
  private renderer: Promise<FrontendPageRenderer | undefined> | undefined;

  constructor(
    private readonly distDir: string,
    private readonly pageData: PublicPageData | undefined,
    /** The public origin (APP_URL): og:url names it, never the request's Host header. */
    private readonly origin: string,
  ) {
    this.landingHtml = Buffer.from(
      readFileSync(join(distDir, 'index.html'), 'utf8').replaceAll(PRERENDERED_ORIGIN, escapeAttribute(origin)),
    );
    // A build without the prerender step has only index.html, which is then the empty shell.
    const shellPath = join(distDir, 'shell.html');
    this.shellHtml = existsSync(shellPath) ? readFileSync(shellPath) : this.landingHtml;
  }

  serves(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = pathOf(request);
    if (path === '/api' || path.startsWith('/api/')) return false;
    const accept = request.headers.accept ?? '';
    return accept === '' || accept.includes('text/html') || accept.includes('*/*');
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const page = await this.pageFor(pathOf(request)).catch((error: unknown) => {
      // The browser can still render the page itself: a failed server render is never the visitor's 5xx.
      this.logger.error(
        `rendering ${request.url} failed [${request.id}]`,
        error instanceof Error ? error.stack : error,
      );
      return { status: 200, html: this.shellHtml };
    });
    await reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  private async pageFor(path: string): Promise<Page> {
    if (path === '/') return { status: 200, html: this.landingHtml };
    const eventId = EVENT_PAGE.exec(path)?.[1];
    const isEventsList = EVENTS_PAGE.test(path);
    if (!this.pageData || (!eventId && !isEventsList)) return { status: 200, html: this.shellHtml };
    const renderer = await this.loadRenderer();
    if (!renderer) return { status: 200, html: this.shellHtml };
    // A route of the client's own under /events (the wizard) is not the page of an event of that name.
    if (eventId && !renderer.isEventPage(path)) return { status: 200, html: this.shellHtml };

    if (isEventsList)
      return { status: 200, html: await renderer.events(await this.pageData.publicEvents(), this.origin) };
    const event = await this.pageData.publicEvent(eventId ?? '');
    if (event === null) return { status: 404, html: renderer.eventNotFound(this.origin, path) };
    return { status: 200, html: await renderer.event(event, this.origin) };
  }

  private loadRenderer(): Promise<FrontendPageRenderer | undefined> {
    this.renderer ??= loadPageRenderer(this.distDir, this.shellHtml.toString('utf8'));
    return this.renderer;
  }
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}
