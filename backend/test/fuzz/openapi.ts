/** The operations of the OpenAPI document, with every `$ref` resolved, as the fuzzer needs them. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The document's path template, e.g. /api/events/{eventId}. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: Schema;
  /** The multipart/form-data request body's schema (an upload), when the operation takes one. */
  multipart?: Schema;
  /** Why the fuzzer cannot send this operation what it expects (listed in the output, never silent). */
  unfuzzable?: string;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface RawOperation {
  parameters?: (Parameter & { schema?: Schema })[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(document: Document): Operation[] {
  const resolve = (schema: Schema | undefined, depth = 0): Schema => resolveSchema(document, schema, depth);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const content = raw.requestBody?.content ?? {};
      const types = Object.keys(content);
      const streams = Object.values(raw.responses ?? {}).some((response) =>
        Object.keys(response.content ?? {}).includes('text/event-stream'),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? parameter.in === 'path',
          schema: resolve(parameter.schema),
        })),
        body: content['application/json'] ? resolve(content['application/json'].schema) : undefined,
        multipart: content['multipart/form-data'] ? resolve(content['multipart/form-data'].schema) : undefined,
        unfuzzable: streams
          ? 'answers with a server-sent event stream, which never ends'
          : types.length > 0 && !content['application/json'] && !content['multipart/form-data']
            ? `takes only ${types.join(', ')} bodies`
            : undefined,
      });
    }
  }
  return operations;
}

function resolveSchema(document: Document, schema: Schema | undefined, depth: number): Schema {
  if (!schema) return {};
  // Deep enough for every DTO here; a self-referencing schema stops instead of looping.
  if (depth > 8) return {};
  let current = schema;
  if (current.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = document.components?.schemas?.[name] ?? {};
  }
  const merged: Schema = { ...current };
  for (const part of current.allOf ?? []) {
    const resolved = resolveSchema(document, part, depth + 1);
    merged.properties = { ...merged.properties, ...resolved.properties };
    merged.required = [...(merged.required ?? []), ...(resolved.required ?? [])];
    merged.type ??= resolved.type;
  }
  delete merged.allOf;
  if (merged.items) merged.items = resolveSchema(document, merged.items, depth + 1);
  if (merged.properties) {
    merged.properties = Object.fromEntries(
      Object.entries(merged.properties).map(([key, value]) => [key, resolveSchema(document, value, depth + 1)]),
    );
    merged.type ??= 'object';
  }
  return merged;
}
