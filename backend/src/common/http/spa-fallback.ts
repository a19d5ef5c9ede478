import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers unknown non-API page requests with the app's index.html, so client routes deep-link. */
export class SpaFallback {
  private readonly indexHtml: Buffer;

  constructor(distDir: string) {
    this.indexHtml = readFileSync(join(distDir, 'index.html'));
  }

  serves(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return false;
    const accept = request.headers.accept ?? '';
    return accept === '' || accept.includes('text/html') || accept.includes('*/*');
  }

  send(reply: FastifyReply): void {
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
