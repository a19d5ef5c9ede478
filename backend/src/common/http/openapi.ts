import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body.js';

let pluginMetadataLoaded: Promise<void> | undefined;

/** The swagger CLI plugin's view of the DTOs and controllers (generated: `npm run openapi:metadata`). */
function loadPluginMetadata(): Promise<void> {
  pluginMetadataLoaded ??= SwaggerModule.loadPluginMetadata(async () => {
    const { default: metadata } = await import('../../openapi-metadata.js');
    return metadata();
  });
  return pluginMetadataLoaded;
}

function buildDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sprintboard API')
    .setDescription('Events, applications, projects and judging for 72-hour venture sprints.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorBody] });
}

export async function buildOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await loadPluginMetadata();
  return buildDocument(app);
}

/** Serves the document at /api/docs-json and its UI at /api/docs (built on the first request). */
export async function setUpOpenApi(app: INestApplication): Promise<void> {
  await loadPluginMetadata();
  SwaggerModule.setup('api/docs', app, () => buildDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Sprintboard API',
  });
}
