import type { Schema } from './openapi.js';
import type { Prng } from './prng.js';

/** Real records of the seeded world, so ids in paths and bodies can point at something that exists. */
export interface World {
  /** Real values by the name a parameter or field gives them (eventId, projectId, userId, track, ...). */
  ids: Record<string, string[]>;
  /** An existing account that no fuzzing session belongs to. */
  email: string;
}

/** A value the schema accepts as far as the document says (field rules beyond it may still refuse it). */
export function validValue(schema: Schema, name: string, world: World, rng: Prng): unknown {
  if (schema.enum?.length) return rng.pick(schema.enum);
  // The first of its kind, so every caller's unchanged request aims at the same, known record.
  const pool = idPool(name, world);
  if (pool) return pool[0];
  // An example address is nobody's here; the world's account makes lookups by email find someone.
  if (typeof schema.example === 'string' && schema.example.includes('@')) return world.email;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, Math.min(schema.maxItems ?? 1, 1));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, world, rng));
    }
    case 'object':
      return validObject(schema, world, rng);
    case undefined:
    default:
      return validString(schema, name, world, rng);
  }
}

export function validObject(schema: Schema, world: World, rng: Prng): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property, key, world, rng)]),
  );
}

/** Future dates in the order their names suggest: a start (or from) first, an end (or to) last, others between. */
function dateFor(name: string): string {
  const day = /start|from/i.test(name) ? 1 : /end|^to$|until/i.test(name) ? 5 : 3;
  return `2031-03-0${day}T16:00:00.000Z`;
}

function validString(schema: Schema, name: string, world: World, rng: Prng): string {
  switch (schema.format) {
    case 'uuid':
      return rng.uuid();
    case 'email':
      return world.email;
    case 'date-time':
      return dateFor(name);
    case 'date':
      return dateFor(name).slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://example.com/fuzz';
    case undefined:
    default:
      break;
  }
  if (/url$/i.test(name)) return 'https://example.com/fuzz';
  if (/password/i.test(name)) return 'fuzz-password-1234';
  const text = 'Fuzz text';
  const min = schema.minLength ?? 0;
  return (text.length < min ? text.padEnd(min, 'x') : text).slice(0, schema.maxLength ?? text.length);
}

export function idPool(name: string, world: World): string[] | undefined {
  const pool = world.ids[name];
  return pool?.length ? pool : undefined;
}
