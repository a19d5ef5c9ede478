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

/** A list or object being read. */
interface Container {
  parent: Container | undefined;
  /** Its index in a list parent, its member name in an object parent. */
  place: string;
  isObject: boolean;
  /** Lists and objects around it. */
  depth: number;
  entries: number;
  /** After `[`, `{` or `,`: the next token starts an entry (an item, or a member's name). */
  awaitingEntry: boolean;
  /** The name of the member whose value comes next (objects only). */
  memberName: string;
}

/**
 * The limits on values and nesting unstorableInput keeps, checked on a JSON text as it arrives,
 * piece by piece, before anything parses it: one pass over the bytes, no recursion. Parsing a body
 * of 120,000 empty objects costs far more than reading its first kilobytes, which already show it
 * is refused. What it allocates is bounded by the limits (a name per member until they are hit).
 * A text that is not JSON is left to the parser to refuse.
 */
export class JsonValueCounter {
  private top: Container | undefined;
  private values = 0;
  private inString = false;
  private escaped = false;
  /** The bytes of the member name being read; undefined while reading any other string. */
  private name: Buffer[] | undefined;

  /** Reads the next piece of the text; answers the first problem, once there is one. */
  read(piece: Uint8Array): FieldProblem | undefined {
    let nameStart = 0;
    for (let index = 0; index < piece.length; index += 1) {
      const byte = piece[index];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          if (this.name) this.endName(piece.subarray(nameStart, index));
        }
        continue;
      }
      if (byte <= 0x20 || byte === COLON) continue;
      const top = this.top;
      if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        this.top = top?.parent;
        continue;
      }
      if (byte === COMMA) {
        if (top) top.awaitingEntry = true;
        continue;
      }

      const startsEntry = top?.awaitingEntry === true;
      if (top && startsEntry) {
        top.awaitingEntry = false;
        top.entries += 1;
        this.values += 1;
        if (top.entries > MAX_LIST_VALUES) return { field: fieldOf(top), reason: tooManyValues(MAX_LIST_VALUES) };
        if (this.values > MAX_INPUT_VALUES) return { field: 'body', reason: tooManyValues(MAX_INPUT_VALUES) };
      }
      if (byte === QUOTE) {
        this.inString = true;
        // In an object, the string that starts an entry is the member's name.
        if (top?.isObject && startsEntry) {
          this.name = [];
          nameStart = index + 1;
        }
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        const opened: Container = {
          parent: top,
          place: top ? (top.isObject ? top.memberName : String(top.entries - 1)) : '',
          isObject: byte === OPEN_BRACE,
          depth: top ? top.depth + 1 : 0,
          entries: 0,
          awaitingEntry: true,
          memberName: '',
        };
        this.top = opened;
        if (opened.depth >= MAX_INPUT_DEPTH) return { field: fieldOf(opened), reason: NESTED_TOO_DEEP };
      }
    }
    // A member name that goes on in the next piece: keep a copy of its start.
    if (this.inString && this.name) this.name.push(Buffer.from(piece.subarray(nameStart)));
    return undefined;
  }

  private endName(rest: Uint8Array): void {
    const parts = [...(this.name ?? []), rest];
    if (this.top) this.top.memberName = decodedName(Buffer.concat(parts));
    this.name = undefined;
  }
}

/** The dotted path unstorableInput would name (`images`, `criteria.2.label`). */
function fieldOf(container: Container): string {
  const parts: string[] = [];
  for (let node: Container | undefined = container; node?.parent; node = node.parent) parts.push(node.place);
  return parts.reverse().join('.') || 'body';
}

function decodedName(bytes: Buffer): string {
  const raw = bytes.toString('utf8');
  try {
    return String(JSON.parse(`"${raw}"`));
  } catch {
    return raw;
  }
}
