import type { FieldProblem } from './app-error.js';

/** Deeper than any DTO nests (they go 2 levels); class-transformer recurses and overflows the stack far below 20,000. */
export const MAX_INPUT_DEPTH = 16;
/**
 * Values (list items and object fields, at any depth) one input may hold: ten times what the largest
 * form sends (a score sheet: 100 scores). class-validator checks every item of a list before its
 * size limit, so a list of 120,000 empty objects cost seconds and overflowed the stack.
 */
export const MAX_INPUT_VALUES = 1000;
const TOO_MANY_VALUES = `must not hold more than ${MAX_INPUT_VALUES} values`;

// PostgreSQL stores neither NUL in text nor unpaired UTF-16 surrogates in JSON, and the validator
// library throws on the latter; either would fail as a 500 deep inside a command instead of a 400.
const NUL = '\u0000';
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first part of a request's input (body, query or path) that no field may hold, walked without
 * recursion so the walk itself cannot overflow: text PostgreSQL cannot store, nesting too deep, or
 * more values than MAX_INPUT_VALUES (named by the list or object holding them, else the whole
 * input: `name`, or `root` when the input is a whole body or query). Runs before class-transformer
 * and class-validator, so what they cost stays bounded too.
 */
export function unstorableInput(input: unknown, name = '', root = 'body'): FieldProblem | undefined {
  const whole = name || root;
  const pending: { value: unknown; field: string; depth: number }[] = [{ value: input, field: name, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, field, depth } = next;
    const name = field || root;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { field: name, reason: 'must not contain NUL characters' };
      if (UNPAIRED_SURROGATE.test(value)) return { field: name, reason: 'must be valid Unicode text' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH)
      return { field: name, reason: `must not nest more than ${MAX_INPUT_DEPTH} levels deep` };
    // Counted before the entries are listed: a list's length is known without visiting its items.
    const size = Array.isArray(value) ? value.length : Object.keys(value).length;
    if (size > MAX_INPUT_VALUES) return { field: name, reason: TOO_MANY_VALUES };
    values += size;
    if (values > MAX_INPUT_VALUES) return { field: whole, reason: TOO_MANY_VALUES };
    for (const [key, child] of Object.entries(value)) {
      if (key.includes(NUL) || UNPAIRED_SURROGATE.test(key))
        return { field: name, reason: 'has an invalid field name' };
      pending.push({ value: child, field: field ? `${field}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}
