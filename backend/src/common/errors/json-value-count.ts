import type { FieldProblem } from './app-error.js';
import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  MAX_LIST_VALUES,
  NESTED_TOO_DEEP,
  tooManyValues,
} from './unstorable-input.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** A list or object being read: its place in its parent, kept as offsets until a problem needs the name. */
interface Container {
  parent: Container | undefined;
  /** In a list parent, the item's index; in an object parent, the member name's [start, end) in the text. */
  place: number | [number, number];
  isObject: boolean;
  /** Lists and objects around it. */
  depth: number;
  entries: number;
  /** After `[`, `{` or `,`: the next token starts an entry (an item, or a member's name). */
  awaitingEntry: boolean;
  /** The name of the member whose value comes next (objects only). */
  memberName: [number, number];
}

/**
 * The limits on values and nesting unstorableInput keeps, checked on the JSON text itself before
 * it is parsed: one pass over the bytes, no recursion, nothing allocated per value. Parsing a body
 * of 120,000 empty objects costs far more than reading its bytes, and it is refused either way.
 * Any text that is not JSON is left to the parser to refuse.
 */
export function tooManyJsonValues(json: Uint8Array): FieldProblem | undefined {
  let top: Container | undefined;
  let values = 0;
  for (let index = 0; index < json.length; index += 1) {
    const byte = json[index];
    if (byte <= 0x20) continue;
    if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      top = top?.parent;
      continue;
    }
    if (byte === COMMA) {
      if (top) top.awaitingEntry = true;
      continue;
    }
    if (byte === COLON) continue;

    if (top?.awaitingEntry) {
      top.awaitingEntry = false;
      top.entries += 1;
      values += 1;
      if (top.entries > MAX_LIST_VALUES) return { field: fieldOf(json, top), reason: tooManyValues(MAX_LIST_VALUES) };
      if (values > MAX_INPUT_VALUES) return { field: 'body', reason: tooManyValues(MAX_INPUT_VALUES) };
    }
    if (byte === QUOTE) {
      const start = index;
      index = endOfString(json, start);
      // In an object, a string followed by a colon is the name of the member whose value comes next.
      if (top?.isObject && json[nextToken(json, index + 1)] === COLON) top.memberName = [start, index + 1];
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      const place: Container['place'] = top ? (top.isObject ? top.memberName : top.entries - 1) : 0;
      top = {
        parent: top,
        place,
        isObject: byte === OPEN_BRACE,
        depth: top ? top.depth + 1 : 0,
        entries: 0,
        awaitingEntry: true,
        memberName: [0, 0],
      };
      if (top.depth >= MAX_INPUT_DEPTH) return { field: fieldOf(json, top), reason: NESTED_TOO_DEEP };
    }
  }
  return undefined;
}

/** The index of the closing quote of the string opening at `start` (or the last byte, unterminated). */
function endOfString(json: Uint8Array, start: number): number {
  for (let index = start + 1; index < json.length; index += 1) {
    if (json[index] === BACKSLASH) index += 1;
    else if (json[index] === QUOTE) return index;
  }
  return json.length - 1;
}

function nextToken(json: Uint8Array, from: number): number {
  let index = from;
  while (index < json.length && json[index] <= 0x20) index += 1;
  return index;
}

/** The dotted path unstorableInput would name (`images`, `criteria.2.label`), built only when needed. */
function fieldOf(json: Uint8Array, container: Container): string {
  const parts: string[] = [];
  for (let node: Container | undefined = container; node?.parent; node = node.parent) {
    const { place } = node;
    parts.push(typeof place === 'number' ? String(place) : memberNameOf(json, place));
  }
  return parts.reverse().join('.') || 'body';
}

function memberNameOf(json: Uint8Array, [start, end]: [number, number]): string {
  try {
    return String(JSON.parse(Buffer.from(json.subarray(start, end)).toString('utf8')));
  } catch {
    return Buffer.from(json.subarray(start + 1, end - 1)).toString('utf8');
  }
}
