import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { nestLogLevels } from './config/log-levels.js';
import type { AppConfig } from './config/app-config.js';
import { refuseMalformedAuthorization } from './common/auth/bearer-header.js';
import { AllErrorsFilter } from './common/errors/all-errors.filter.js';
import { createValidationPipe } from './common/errors/validation.js';
import { registerCompression } from './common/http/compression.js';
import { countJsonBodiesOnArrival } from './common/http/json-value-limits.js';
import { LARGEST_UPLOAD_BYTES } from './files/upload-rules.js';
import { setUpOpenApi } from './common/http/openapi.js';
import { requestIdOf } from './common/http/request-id.js';
import { type LogStream, readableLog, ReadableRequestLog, serializeRequest } from './common/http/request-log.js';
import { PublicPageData } from './common/http/public-page-data.js';
import { DOCUMENT_ONLY_HEADER_NAMES, SECURITY_HEADERS } from './common/http/security-headers.js';
import { SpaFallback } from './common/http/spa-fallback.js';

const BODY_LIMIT_BYTES = 1024 * 1024;

export interface HttpAppOptions extends AppModuleOptions {
  /** Where the request log goes instead of standard output (tests read it). */
  logStream?: LogStream;
}

/** The configured HTTP app, not yet listening: shared by `npm start`, production, tests and benchmarks. */
export async function createHttpApp(config: AppConfig, options: HttpAppOptions): Promise<NestFastifyApplication> {
  const { logStream, ...moduleOptions } = options;
  // Production logs JSON for the log collector; anywhere else a person reads one line per request.
  const readable = config.nodeEnv !== 'production';
  const stream = readable ? readableLog(logStream ?? process.stdout) : logStream;
  const adapter = new FastifyAdapter({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(stream ? { stream } : {}),
    },
    // Fastify's own pair of lines per request (incoming, completed) in production only.
    ...(readable ? { logController: new ReadableRequestLog() } : {}),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the listed proxies may name the client: anyone else's X-Forwarded-For is ignored, and the
    // client is the rightmost address that is not one of them (never the client-set leftmost one).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, moduleOptions), adapter, {
    logger: nestLogLevels(config.logLevel),
    bufferLogs: false,
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();

  await fastify.register(fastifyCookie);
  // Uploads (files/): read as a stream part by part, never held whole; one purpose field, one file,
  // cut just above the largest purpose's limit (each purpose's own limit is enforced while storing).
  await fastify.register(fastifyMultipart, {
    // The name as sent, path parts included, so a name with them is refused rather than cut down.
    preservePath: true,
    limits: { fields: 1, fieldSize: 100, files: 1, parts: 2, fileSize: LARGEST_UPLOAD_BYTES + 1, headerPairs: 20 },
  });
  await registerCompression(fastify);
  // Sync and set at the start, so every answer carries them, errors and 404s included.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(SECURITY_HEADERS).header('x-request-id', request.id);
    // An answer to a request with credentials is that person's: no shared or browser cache keeps it.
    if (request.url.startsWith('/api/') && (request.headers.authorization || request.headers.cookie)) {
      void reply.header('cache-control', 'no-store');
    }
    done();
  });
  // After the security headers, so the refusal carries them too.
  fastify.addHook('onRequest', refuseMalformedAuthorization);
  countJsonBodiesOnArrival(fastify);

  let spa: SpaFallback | undefined;
  if (config.frontendDist && existsSync(config.frontendDist)) {
    await fastify.register(fastifyStatic, {
      root: config.frontendDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // dist holds a .br and a .gz beside each built file (vite-plugin-compression2): served in place
      // of it when the browser accepts them, never as routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        const isAsset = path.includes('/assets/');
        // Vite fingerprints everything under assets/, so those never change.
        void res.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (!isAsset) return;
        // Scripts and styles are not documents: only the headers that apply to them (see DOCUMENT_ONLY_HEADER_NAMES).
        for (const name of DOCUMENT_ONLY_HEADER_NAMES) void res.removeHeader(name);
        // Immutable: a browser never asks again whether the file changed, so validators are dead weight.
        void res.removeHeader('etag').removeHeader('last-modified');
      },
    });
    spa = new SpaFallback(config.frontendDist, app.get(PublicPageData, { strict: false }), config.appUrl);
  }

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllErrorsFilter(spa));
  app.enableShutdownHooks();
  if (config.apiDocs) await setUpOpenApi(app, () => import('./openapi-metadata.js'));
  return app;
}
