import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body.js';

/**
 * The swagger CLI plugin's view of the DTOs and controllers (generated: `npm run openapi:metadata`).
 * It names every feature's DTOs, so the composition root hands it in: infrastructure loads no feature.
 */
export type PluginMetadataImport = () => Promise<{ default: () => Promise<PluginMetadata> }>;
type PluginMetadata = Awaited<ReturnType<Parameters<typeof SwaggerModule.loadPluginMetadata>[0]>>;

let pluginMetadataLoaded: Promise<void> | undefined;

function loadPluginMetadata(importMetadata: PluginMetadataImport): Promise<void> {
  pluginMetadataLoaded ??= (async () => {
    const { default: metadata } = await importMetadata();
    const loaded = await metadata();
    await SwaggerModule.loadPluginMetadata(() => Promise.resolve(loaded));
    const models: ModelsMetadata = loaded['@nestjs/swagger'].models;
    await keepDeclarationOrder(models);
  })();
  return pluginMetadataLoaded;
}

/** @nestjs/swagger's list of a model's documented properties, in the order the document shows them. */
const MODEL_PROPERTIES = 'swagger/apiModelPropertiesArray';

type Model = { prototype: object };
type ModelsMetadata = [Promise<Record<string, Model>>, Record<string, Record<string, unknown>>][];

/**
 * Swagger lists the properties that still carry a decorator (an example, a format) first and the
 * plugin's others after them; this puts every model's properties (inherited ones first) back in
 * the order the class declares them, as they were when every property had its decorator.
 */
async function keepDeclarationOrder(models: ModelsMetadata): Promise<void> {
  const declared = new Map<Model, string[]>();
  for (const [file, classes] of models) {
    const exports = await file;
    for (const [name, properties] of Object.entries(classes)) declared.set(exports[name], Object.keys(properties));
  }
  const inOrder = (model: Model): string[] => {
    const parent = Object.getPrototypeOf(model) as Model;
    return [...(declared.has(parent) ? inOrder(parent) : []), ...(declared.get(model) ?? [])];
  };
  for (const model of declared.keys()) {
    const listed = (Reflect.getMetadata(MODEL_PROPERTIES, model.prototype) ?? []) as string[];
    const ordered = new Set([...inOrder(model).map((key) => `:${key}`), ...listed]);
    Reflect.defineMetadata(MODEL_PROPERTIES, [...ordered], model.prototype);
  }
}

/**
 * Every number of this API is a whole number (counts, totals, versions, pages, places, weights,
 * minutes, sizes; ids are strings), and the plugin, which sees only TypeScript's `number`, writes
 * `type: number`. So a number schema without a format is an integer here; a fractional field says
 * so with `@ApiProperty({ format: 'double' })` (or 'float'). Walks schemas, parameters and bodies.
 */
export function numbersAreIntegers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) numbersAreIntegers(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'number' && schema.format === undefined) schema.type = 'integer';
  for (const [key, value] of Object.entries(schema)) {
    // Values, not schemas: an example object may well have a `type: 'number'` key of its own.
    if (key !== 'example' && key !== 'examples' && key !== 'default' && key !== 'enum') numbersAreIntegers(value);
  }
}

function buildDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sprintboard API')
    .setDescription('Events, applications, projects and judging for 72-hour venture sprints.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorBody] });
  numbersAreIntegers(document);
  return document;
}

export async function buildOpenApiDocument(
  app: INestApplication,
  importMetadata: PluginMetadataImport,
): Promise<OpenAPIObject> {
  await loadPluginMetadata(importMetadata);
  return buildDocument(app);
}

/** Serves the document at /api/docs-json and its UI at /api/docs (built on the first request). */
export async function setUpOpenApi(app: INestApplication, importMetadata: PluginMetadataImport): Promise<void> {
  await loadPluginMetadata(importMetadata);
  SwaggerModule.setup('api/docs', app, () => buildDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Sprintboard API',
  });
}
