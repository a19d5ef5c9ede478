import { createHmac } from 'node:crypto';
import type { Operation, Parameter, Schema } from './openapi.js';
import type { Prng } from './prng.js';
import { idPool, validValue, type World } from './valid-values.js';

/** One request to send: a name that says what is wrong with it, and everything but the caller's credentials. */
export interface FuzzCase {
  name: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sends its own credentials instead of the role's (bad tokens); run once per operation, not per role. */
  ownCredentials?: boolean;
}

const MISSING = Symbol('missing');
type Mutation = [name: string, value: unknown];

const JSON_TYPE = { 'content-type': 'application/json' };
/** Large, yet under the app's 1 MB body limit, so it reaches validation instead of the parser's 413. */
const HUGE_TEXT = 'x'.repeat(600_000);
const OVER_BODY_LIMIT = `{"fuzz":"${'x'.repeat(1_100_000)}"}`;
/** Random pairs and triples of body changes per operation and caller. */
const COMBINED_CASES = 12;
const DEEP_NESTING = `{"fuzz":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
/**
 * 480 kB: class-validator checked every item before the list's size limit (seconds of work), and
 * the problem list overflowed the stack. One shared array, so it is built once.
 */
const HUGE_LIST: unknown[] = Array.from({ length: 120_000 }, () => ({}));

export function casesOf(operation: Operation, world: World, rng: Prng): FuzzCase[] {
  const path: Record<string, string> = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter): [string, string] => [
        parameter.name,
        encodeURIComponent(String(validValue(parameter.schema, parameter.name, world, rng))),
      ]),
  );
  const requiredQuery = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter): [string, string] => [
      parameter.name,
      encodeURIComponent(String(validValue(parameter.schema, parameter.name, world, rng))),
    ]);
  const body = operation.body ? validValue(operation.body, 'body', world, rng) : undefined;

  const url = (pathValues: Record<string, string> = path, query: [string, string][] = requiredQuery): string => {
    const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '');
    return query.length ? `${filled}?${query.map(([key, value]) => `${key}=${value}`).join('&')}` : filled;
  };
  const withBody = (name: string, value: unknown): FuzzCase => ({
    name,
    url: url(),
    headers: JSON_TYPE,
    payload: JSON.stringify(value),
  });
  if (operation.multipart) return [...multipartCases(operation.multipart, url()), ...credentialCases(url(), world)];
  const cases: FuzzCase[] = [
    body === undefined ? { name: 'valid request', url: url(), headers: {} } : withBody('valid request', body),
  ];

  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    for (const [name, raw] of pathMutations(parameter, world, rng)) {
      cases.push({
        name: `path ${parameter.name}: ${name}`,
        url: url({ ...path, [parameter.name]: raw }),
        headers: body === undefined ? {} : JSON_TYPE,
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    }
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const others = requiredQuery.filter(([key]) => key !== parameter.name);
    for (const [name, query] of queryMutations(parameter, world, rng)) {
      cases.push({
        name: `query ${parameter.name}: ${name}`,
        url: url(path, [...others, ...query]),
        headers: body === undefined ? {} : JSON_TYPE,
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    }
  }
  cases.push(
    { name: 'unknown query parameter', url: url(path, [...requiredQuery, ['fuzz', '1']]), headers: {} },
    {
      name: 'a thousand unknown query parameters',
      url: url(path, [...requiredQuery, ...Array.from({ length: 1000 }, (_, i): [string, string] => [`p${i}`, '1'])]),
      headers: {},
    },
  );

  if (body !== undefined && operation.body) {
    const changes = bodyChanges(operation.body, body, [], world, rng);
    for (const change of changes) cases.push(withBody(change.name, replaceAt(body, change.at, change.value)));
    for (const combination of combinedChanges(changes, COMBINED_CASES, rng)) {
      const changed = combination.reduce<unknown>((value, change) => replaceAt(value, change.at, change.value), body);
      cases.push(withBody(`together: ${combination.map((change) => change.name).join(' + ')}`, changed));
    }
    cases.push(...wholeBodyCases(url(), body));
  } else {
    cases.push(
      { name: 'unexpected JSON body', url: url(), headers: JSON_TYPE, payload: '{"fuzz":1}' },
      { name: 'unexpected malformed JSON body', url: url(), headers: JSON_TYPE, payload: '{"fuzz":' },
      { name: 'unexpected body over 1 MB', url: url(), headers: JSON_TYPE, payload: OVER_BODY_LIMIT },
    );
  }
  cases.push(...credentialCases(url(), world));
  return cases;
}

function pathMutations(parameter: Parameter, world: World, rng: Prng): [string, string][] {
  const real = idPool(parameter.name, world);
  const otherKind = Object.entries(world.ids).find(([name, ids]) => name !== parameter.name && ids.length)?.[1];
  return [
    ['not a UUID', 'not-a-uuid'],
    ['unknown UUID', rng.uuid()],
    ['nil UUID', '00000000-0000-0000-0000-000000000000'],
    ...(real ? [['real id in upper case', real[0].toUpperCase()] as [string, string]] : []),
    ...(otherKind ? [['id of another kind of record', otherKind[0]] as [string, string]] : []),
    ['negative number', '-1'],
    ['huge number', '99999999999999999999999'],
    ['5,000 characters', 'a'.repeat(5000)],
    ['NUL byte', '%00'],
    ['broken percent-encoding', '%E0%A4%A'],
    ['SQL-looking text', encodeURIComponent("' or 1=1 --")],
    ['dot segment', '..'],
    ['empty', ''],
  ];
}

function queryMutations(parameter: Parameter, world: World, rng: Prng): [string, [string, string][]][] {
  const name = parameter.name;
  const one = (value: string): [string, string][] => [[name, value]];
  const valid = encodeURIComponent(String(validValue(parameter.schema, name, world, rng)));
  const mutations: [string, [string, string][]][] = [
    ['valid value', one(valid)],
    ['empty', one('')],
    ['text', one('abc')],
    ['negative', one('-1')],
    ['zero', one('0')],
    ['fraction', one('1.5')],
    ['NaN', one('NaN')],
    ['Infinity', one('Infinity')],
    ['beyond a 32-bit integer', one('2147483648')],
    ['beyond a 64-bit integer', one('99999999999999999999999')],
    ['beyond a double', one('1e309')],
    ['given twice', [...one(valid), ...one(valid)]],
    ['bracket notation', [[`${name}[a]`, '1']]],
    ['8,000 characters', one('a'.repeat(8000))],
    ['NUL byte', one('%00')],
    ['broken percent-encoding', one('%E0%A4%A')],
    ['SQL-looking text', one(encodeURIComponent("' or 1=1 --"))],
  ];
  if (parameter.schema.format === 'uuid')
    mutations.push(['not a UUID', one('not-a-uuid')], ['unknown UUID', one(rng.uuid())]);
  if (parameter.schema.format === 'date-time' || parameter.schema.format === 'date') {
    for (const [label, value] of dateMutations()) mutations.push([label, one(encodeURIComponent(String(value)))]);
  }
  if (parameter.schema.enum) mutations.push(['not one of the choices', one('not-a-choice')]);
  return mutations;
}

/** One change to the valid body: the value at `at` replaced (or removed, for MISSING). */
interface BodyChange {
  name: string;
  at: (string | number)[];
  value: unknown;
}

/** Every property, and the properties of nested objects and of a list's first object, one change at a time. */
function bodyChanges(schema: Schema, valid: unknown, at: (string | number)[], world: World, rng: Prng): BodyChange[] {
  const changes: BodyChange[] = [];
  const label = at.length ? at.join('.') : 'body';
  for (const [name, value] of valueMutations(schema, world, rng)) {
    if (at.length === 0 && value === MISSING) continue;
    changes.push({ name: `${label}: ${name}`, at, value });
  }
  if (at.length >= 3) return changes;
  if (schema.type === 'object' || schema.properties) {
    const object = (at.length ? getAt(valid, at) : valid) as Record<string, unknown> | undefined;
    if (object && typeof object === 'object') {
      if (at.length) changes.push({ name: `${label}: unknown field`, at, value: { ...object, fuzzUnknown: 1 } });
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        changes.push(...bodyChanges(property, valid, [...at, key], world, rng));
    }
  }
  if (schema.type === 'array' && schema.items && (schema.items.type === 'object' || schema.items.properties)) {
    const list = getAt(valid, at);
    if (Array.isArray(list) && list.length) changes.push(...bodyChanges(schema.items, valid, [...at, 0], world, rng));
  }
  return changes;
}

/**
 * A few changes at once, drawn by the seeded generator: what one change at a time cannot reach
 * (two fields wrong together, a wrong field beside a missing one). Other seeds draw other pairs.
 */
function combinedChanges(changes: BodyChange[], count: number, rng: Prng): BodyChange[][] {
  const small = changes.filter((change) => change.value !== HUGE_TEXT && change.value !== HUGE_LIST);
  if (small.length < 2) return [];
  return Array.from({ length: count }, () => {
    const picked = Array.from({ length: 2 + Math.floor(rng.next() * 2) }, () => rng.pick(small));
    // A later change inside an earlier one's value would be undone by it; keep the outer ones first.
    return picked.sort((a, b) => a.at.length - b.at.length);
  });
}

function valueMutations(schema: Schema, world: World, rng: Prng): Mutation[] {
  const common: Mutation[] = [
    ['missing', MISSING],
    ['null', null],
  ];
  if (schema.enum) {
    const first = String(schema.enum[0]);
    return [
      ...common,
      ['not one of the choices', 'not-a-choice'],
      ['a choice in other case', first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase()],
      ['a choice with spaces', ` ${first} `],
      ['number', 99],
      ['list of a choice', [schema.enum[0]]],
      ['object', {}],
    ];
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return [
        ...common,
        ['numeric text', '1'],
        ['text', 'abc'],
        ['fraction', 1.5],
        ['negative', -1],
        ['zero', 0],
        ...(schema.minimum !== undefined ? [['below the minimum', schema.minimum - 1] as Mutation] : []),
        ...(schema.maximum !== undefined ? [['above the maximum', schema.maximum + 1] as Mutation] : []),
        ['beyond a 32-bit integer', 2 ** 31],
        ['beyond a safe integer', 2 ** 53 + 2],
        ['huge', 1e308],
        ['huge negative', -1e308],
        ['"NaN"', 'NaN'],
        ['"Infinity"', 'Infinity'],
        ['boolean', true],
        ['list', [1]],
        ['object', {}],
      ];
    case 'boolean':
      return [...common, ['text "true"', 'true'], ['number', 1], ['object', {}]];
    case 'array': {
      const item = validValue(schema.items ?? {}, 'item', world, rng);
      const many = Math.min((schema.maxItems ?? 5_000) + 1, 5_000);
      return [
        ...common,
        ['object instead of a list', {}],
        ['text instead of a list', 'x'],
        ['empty list', []],
        ['list of null', [null]],
        [`${many} items`, Array.from({ length: many }, () => item)],
        ['120,000 empty objects', HUGE_LIST],
        ['items of the wrong type', schema.items?.type === 'string' ? [12345] : ['x']],
        ['list of lists', [[item]]],
        ['the same item twice', [item, item]],
      ];
    }
    case 'object':
      return [...common, ['list instead of an object', []], ['text instead of an object', 'x'], ['number', 1]];
    case undefined:
    default:
      return [...common, ...stringMutations(schema, world, rng)];
  }
}

function stringMutations(schema: Schema, world: World, rng: Prng): Mutation[] {
  const mutations: Mutation[] = [
    ['number', 12345],
    ['boolean', true],
    ['object', {}],
    ['list', ['x']],
    ['empty', ''],
    ['blank', '   '],
    ['600 kB of text', HUGE_TEXT],
    ['NUL character', 'a\u0000b'],
    ['lone surrogate', '\ud800x'],
    ['control and bidi characters', '\u202e\u0007\u001b[31m💥'.repeat(5)],
    ['SQL-looking text', "' or 1=1; drop table users; --"],
  ];
  if (schema.maxLength !== undefined) mutations.push(['one past the maximum length', 'y'.repeat(schema.maxLength + 1)]);
  switch (schema.format) {
    case 'email':
      mutations.push(
        ['not an email', 'not-an-email'],
        ['email without a dot', 'a@b'],
        ['email of 400 characters', `${'a'.repeat(388)}@example.com`],
      );
      break;
    case 'uuid': {
      const otherKind = Object.values(world.ids).find((ids) => ids.length)?.[0];
      mutations.push(
        ['not a UUID', 'not-a-uuid'],
        ['unknown UUID', rng.uuid()],
        ['nil UUID', '00000000-0000-0000-0000-000000000000'],
      );
      if (otherKind) mutations.push(['id of another kind of record', otherKind]);
      break;
    }
    case 'date-time':
    case 'date':
      mutations.push(...dateMutations());
      break;
    case 'uri':
    case 'url':
      mutations.push(
        ['javascript: URL', 'javascript:alert(1)'],
        ['not a URL', 'not a url'],
        ['URL of 3,000 characters', `https://${'a'.repeat(3000)}.com`],
      );
      break;
    case undefined:
    default:
      break;
  }
  return mutations;
}

function dateMutations(): Mutation[] {
  return [
    ['impossible date', '2031-13-45T99:99:99Z'],
    ['the last date JavaScript knows', '+275760-09-13T00:00:00.000Z'],
    ['year 0', '0000-01-01T00:00:00Z'],
    ['year 9999', '9999-12-31T23:59:59.999Z'],
    ['year 10000', '10000-01-01T00:00:00Z'],
    ['offset beyond a day', '2031-03-01T16:00:00+25:00'],
    ['date without a time', '2031-03-01'],
    ['a word', 'tomorrow'],
    ['epoch milliseconds', '1931990400000'],
  ];
}

function wholeBodyCases(url: string, body: unknown): FuzzCase[] {
  const json = JSON.stringify(body);
  const firstKey = body && typeof body === 'object' ? Object.keys(body)[0] : undefined;
  const raw = (name: string, payload: string | undefined, headers: Record<string, string> = JSON_TYPE): FuzzCase => ({
    name: `body: ${name}`,
    url,
    headers,
    payload,
  });
  return [
    raw('none at all', undefined, {}),
    raw('empty with a JSON content type', ''),
    raw('JSON null', 'null'),
    raw('a list', '[]'),
    raw('a list holding the valid body', `[${json}]`),
    raw('a string', '"text"'),
    raw('a number', '42'),
    raw('truncated JSON', json.slice(0, Math.max(1, Math.floor(json.length / 2)))),
    raw('single-quoted JSON', "{'fuzz': 1}"),
    raw('trailing comma', json.replace(/}$/, ',}')),
    raw('trailing garbage', `${json} x`),
    raw('byte-order mark', `\ufeff${json}`),
    raw('valid JSON as text/plain', json, { 'content-type': 'text/plain' }),
    raw('form-encoded', 'fuzz=1&title=x', { 'content-type': 'application/x-www-form-urlencoded' }),
    raw('multipart', '--b\r\nContent-Disposition: form-data; name="fuzz"\r\n\r\n1\r\n--b--\r\n', {
      'content-type': 'multipart/form-data; boundary=b',
    }),
    raw('JSON declared as UTF-16', json, { 'content-type': 'application/json; charset=utf-16' }),
    raw('content type of 5,000 characters', json, { 'content-type': `application/json; x=${'a'.repeat(5000)}` }),
    raw('over the 1 MB limit', OVER_BODY_LIMIT),
    raw('20,000 levels of nesting', DEEP_NESTING),
    raw('a list of 120,000 empty objects', JSON.stringify(HUGE_LIST)),
    raw('120,000 empty objects in an unknown field', JSON.stringify({ ...(body as object), fuzzUnknown: HUGE_LIST })),
    raw('unknown field', JSON.stringify({ ...(body as object), fuzzUnknown: 'x' })),
    raw('__proto__ key', json.replace(/^{/, '{"__proto__":{"role":"admin"},')),
    raw('constructor.prototype key', json.replace(/^{/, '{"constructor":{"prototype":{"role":"admin"}},')),
    ...(firstKey ? [raw('duplicate key', json.replace(/^{/, `{${JSON.stringify(firstKey)}:12345,`))] : []),
  ];
}

/** Broken or forged credentials: the guard must answer 401/403, never fail. */
function credentialCases(url: string, world: World): FuzzCase[] {
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = base64({ sub: world.ids.userId?.[0] ?? 'x', role: 'admin', exp: 4_102_444_800 });
  const unsigned = `${base64({ alg: 'none', typ: 'JWT' })}.${claims}.`;
  const signed = `${base64({ alg: 'HS256', typ: 'JWT' })}.${claims}`;
  const forged = `${signed}.${createHmac('sha256', 'not-the-secret').update(signed).digest('base64url')}`;
  const credentials = (name: string, headers: Record<string, string>): FuzzCase => ({
    name: `credentials: ${name}`,
    url,
    headers,
    ownCredentials: true,
  });
  return [
    credentials('bearer garbage', { authorization: 'Bearer garbage' }),
    credentials('bearer without a token', { authorization: 'Bearer ' }),
    credentials('basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }),
    credentials('bearer of 8,000 characters', { authorization: `Bearer ${'a'.repeat(8000)}` }),
    // passport-jwt's parser takes time quadratic in a header without spaces.
    credentials('16,000 characters without a space', { authorization: 'a'.repeat(16_000) }),
    credentials('bearer and 16,000 characters without a space', { authorization: `Bearer${'a'.repeat(16_000)}` }),
    credentials('token-shaped header over 4 KB', { authorization: `Bearer ${'a'.repeat(5000)}.${claims}.x` }),
    credentials('token of four parts', { authorization: `Bearer ${forged}.x` }),
    credentials('unsigned token (alg none)', { authorization: `Bearer ${unsigned}` }),
    credentials('token signed with another secret', { authorization: `Bearer ${forged}` }),
    credentials('garbage cookies', { cookie: 'sb_refresh=%E0%A4%A; other=; sb_refresh=x' }),
    credentials('request id of 5,000 characters', { 'x-request-id': 'r'.repeat(5000) }),
  ];
}

function getAt(value: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** A deep copy of `value` with the node at `at` replaced (or removed, for MISSING). */
function replaceAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement === MISSING ? undefined : replacement;
  const [key, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const next = replaceAt(copy[key], rest, replacement);
  if (rest.length === 0 && replacement === MISSING) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** A 1 x 1 PNG, a minimal PDF: files each upload purpose takes one of. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

interface FormPart {
  name: string;
  value?: string;
  filename?: string;
  data?: Buffer;
}

export function formData(parts: FormPart[], boundary = 'fuzzboundary'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`, 'latin1'),
      part.data ?? Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * An upload (multipart/form-data): the text fields (an enum, e.g. the purpose) first, then the
 * binary ones, as the schema lists them; then each part missing, out of order, repeated, empty,
 * of the wrong type (PDF, PNG, SVG, an executable, a truncated image), badly named, and the
 * body itself malformed.
 */
function multipartCases(schema: Schema, url: string): FuzzCase[] {
  const properties = Object.entries(schema.properties ?? {});
  const fields = properties.filter(([, property]) => property.format !== 'binary');
  const files = properties.filter(([, property]) => property.format === 'binary').map(([name]) => name);
  const headers = { 'content-type': 'multipart/form-data; boundary=fuzzboundary' };
  const send = (name: string, parts: FormPart[]): FuzzCase => ({ name, url, headers, payload: formData(parts) });
  const fieldParts = (values: Record<string, string> = {}): FormPart[] =>
    fields.map(([name, property]) => ({ name, value: values[name] ?? firstText(property.enum) }));
  const fileParts = (data: Buffer, filename = 'upload.png'): FormPart[] =>
    files.map((name) => ({ name, filename, data }));
  const valid = [...fieldParts(), ...fileParts(TINY_PNG)];
  const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(512, 1)]);

  const cases: FuzzCase[] = [send('valid request', valid)];
  for (const [name, property] of fields) {
    for (const value of property.enum ?? []) {
      for (const [kind, data] of [
        ['PNG', TINY_PNG],
        ['PDF', TINY_PDF],
      ] as const) {
        cases.push(
          send(`${name} ${String(value)} with a ${kind}`, [
            ...fieldParts({ [name]: String(value) }),
            ...fileParts(data),
          ]),
        );
      }
    }
    cases.push(
      send(`${name}: unknown value`, [...fieldParts({ [name]: 'fuzz' }), ...fileParts(TINY_PNG)]),
      send(`${name}: empty`, [...fieldParts({ [name]: '' }), ...fileParts(TINY_PNG)]),
      send(`${name}: 5,000 characters`, [...fieldParts({ [name]: 'a'.repeat(5000) }), ...fileParts(TINY_PNG)]),
      send(
        `${name}: missing`,
        valid.filter((part) => part.name !== name),
      ),
      send(`${name}: twice`, [...fieldParts(), ...fieldParts(), ...fileParts(TINY_PNG)]),
    );
  }
  cases.push(
    send('the file before the fields', [...fileParts(TINY_PNG), ...fieldParts()]),
    send('no file', fieldParts()),
    send('two files', [...fieldParts(), ...fileParts(TINY_PNG), ...fileParts(TINY_PNG)]),
    send('an unknown field after the file', [...valid, { name: 'fuzz', value: '1' }]),
    send('a file part without a file name', [...fieldParts(), ...files.map((name) => ({ name, data: TINY_PNG }))]),
    send('an empty file', [...fieldParts(), ...fileParts(Buffer.alloc(0))]),
    send('a truncated PNG', [...fieldParts(), ...fileParts(TINY_PNG.subarray(0, 30))]),
    send('an SVG with a script', [
      ...fieldParts(),
      ...fileParts(Buffer.from('<svg><script>alert(1)</script></svg>'), 'a.svg'),
    ]),
    send('an executable named .png', [...fieldParts(), ...fileParts(executable)]),
    send('6 MB of noise behind a PNG signature', [
      ...fieldParts(),
      ...fileParts(Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(6 * 1024 * 1024, 7)])),
    ]),
    send('a file name with path parts', [...fieldParts(), ...fileParts(TINY_PNG, '../../etc/passwd.png')]),
    send('a file name with a control character', [...fieldParts(), ...fileParts(TINY_PNG, 'a\u0001.png')]),
    send('a file name of 5,000 characters', [...fieldParts(), ...fileParts(TINY_PNG, `${'a'.repeat(5000)}.png`)]),
    {
      name: 'multipart without a boundary',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: formData(valid),
    },
    { name: 'multipart cut short', url, headers, payload: formData(valid).subarray(0, 120) },
    { name: 'multipart with another boundary', url, headers, payload: formData(valid, 'other') },
    { name: 'JSON instead of multipart', url, headers: JSON_TYPE, payload: '{"purpose":"avatar"}' },
    { name: 'no body at all', url, headers: {} },
  );
  return cases;
}

const firstText = (values: unknown[] | undefined): string => (typeof values?.[0] === 'string' ? values[0] : 'x');
