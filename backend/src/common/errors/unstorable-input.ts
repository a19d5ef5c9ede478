import type { FieldProblem } from './app-error.js';

/** Deeper than any DTO nests (they go 2 levels); class-transformer recurses and overflows the stack far below 20,000. */
export const MAX_INPUT_DEPTH = 16;
export const NESTED_TOO_DEEP = `must not nest more than ${MAX_INPUT_DEPTH} levels deep`;
/**
 * Items one list (or fields one object) may hold: twice the longest list a form sends (a score
 * sheet's 100 scores). class-validator checks every item of a list before the list's own size
 * limit, so a list of 120,000 empty objects cost seconds, and its problems overflowed the stack.
 */
export const MAX_LIST_VALUES = 200;
/** Items and fields one input may hold in all, at any depth. */
export const MAX_INPUT_VALUES = 1000;

export function tooManyValues(limit: number): string {
  return `must not hold more than ${limit} values`;
}

// PostgreSQL stores neither NUL in text nor unpaired UTF-16 surrogates in JSON, and the validator
// library throws on the latter; either would fail as a 500 deep inside a command instead of a 400.
const NUL = '\u0000';
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first part of a request's input (body, query or path) that no field may hold, walked without
 * recursion so the walk itself cannot overflow: text PostgreSQL cannot store, nesting too deep, a
 * list or object over MAX_LIST_VALUES, or more than MAX_INPUT_VALUES in all (then named as the whole
 * input: `name`, or `root` for a whole body or query). Runs before class-transformer and
 * class-validator, so what they cost stays bounded too. (A JSON body was counted before it was
 * parsed, by tooManyJsonValues: this catches the rest, such as form-encoded bodies.)
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
    if (depth >= MAX_INPUT_DEPTH) return { field: name, reason: NESTED_TOO_DEEP };
    // Counted before the entries are listed: a list's length is known without visiting its items.
    const size = Array.isArray(value) ? value.length : Object.keys(value).length;
    if (size > MAX_LIST_VALUES) return { field: name, reason: tooManyValues(MAX_LIST_VALUES) };
    values += size;
    if (values > MAX_INPUT_VALUES) return { field: whole, reason: tooManyValues(MAX_INPUT_VALUES) };
    for (const [key, child] of Object.entries(value)) {
      if (key.includes(NUL) || UNPAIRED_SURROGATE.test(key))
        return { field: name, reason: 'has an invalid field name' };
      pending.push({ value: child, field: field ? `${field}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}
