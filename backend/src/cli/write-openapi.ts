// `npm run openapi:write [-- <file>]`: writes the OpenAPI document (default backend/openapi.json),
// from which the frontend client is generated.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from '../common/http/openapi.js';
import { loadConfig } from '../config/app-config.js';
import { REPO_ROOT } from '../dev-services/data-dir.js';

/** Placeholder settings: `preview` builds the module graph without connecting to anything. */
const config = loadConfig({
  DATABASE_URL: 'postgres://offline@127.0.0.1/offline',
  SMTP_URL: 'smtp://127.0.0.1:1',
  JWT_ACCESS_SECRET: 'x'.repeat(32),
  JWT_REFRESH_SECRET: 'y'.repeat(32),
  AUDIT_CHECKPOINT_KEY: 'z'.repeat(32),
  LOG_LEVEL: 'silent',
});
const app = await NestFactory.create<NestFastifyApplication>(
  AppModule.forRoot(config, { runWorkers: false }),
  new FastifyAdapter(),
  {
    preview: true,
    logger: false,
  },
);
app.setGlobalPrefix('api');
const document = await buildOpenApiDocument(app, () => import('../openapi-metadata.js'));
const target = process.argv[2] ?? join(REPO_ROOT, 'backend', 'openapi.json');
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${target}`);
await app.close();
