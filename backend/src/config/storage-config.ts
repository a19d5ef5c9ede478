import { join, resolve } from 'node:path';
import { REPO_ROOT } from './repo-root.js';

/**
 * Where uploaded files live (storage/): a folder on local disk (the default, nothing to set up) or
 * an S3-compatible bucket named by STORAGE_URL.
 */
export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export interface LocalStorageConfig {
  driver: 'local';
  /** Absolute path of the folder holding the files (STORAGE_DIR, default `.data/uploads`). */
  dir: string;
}

export interface S3StorageConfig {
  driver: 's3';
  /** `https://host[:port]` (s3://) or `http://host[:port]` (s3+http://). */
  endpoint: string;
  /** The endpoint signed URLs name, when browsers reach the server at another address than the app. */
  publicEndpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'): several installs can share one bucket. */
  keyPrefix: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (environment, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Send `If-None-Match: *` on writes (servers that ignore it are still covered by a HEAD check). */
  conditionalWrites: boolean;
  /** The SDK's request checksums: 'WHEN_SUPPORTED' (its default) or 'WHEN_REQUIRED' for older S3-compatible servers. */
  checksums: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED';
}

export const STORAGE_URL_FORMAT = 's3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/key-prefix][?region=us-east-1]';

const OPTIONS = ['region', 'forcePathStyle', 'publicEndpoint', 'conditionalWrites', 'checksums'] as const;

type Env = Record<string, string | undefined>;

/** Reads STORAGE_URL / STORAGE_DIR; each problem is pushed as one line (never with the secret key in it). */
export function readStorageConfig(env: Env, problems: string[]): StorageConfig {
  const url = env.STORAGE_URL?.trim();
  const dir = env.STORAGE_DIR?.trim();
  if (!url) {
    const dataDir = env.DATA_DIR?.trim() ? resolve(env.DATA_DIR.trim()) : join(REPO_ROOT, '.data');
    return { driver: 'local', dir: dir ? resolve(dir) : join(dataDir, 'uploads') };
  }
  if (dir)
    problems.push('STORAGE_DIR and STORAGE_URL are both set: set STORAGE_URL for S3, STORAGE_DIR for local disk');
  return parseStorageUrl(url, problems);
}

/**
 * `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=...&forcePathStyle=true` (https), or
 * `s3+http://...` (plain http, e.g. a MinIO on the same private network). KEY and SECRET are
 * percent-encoded ('/' as %2F, '+' as %2B).
 */
export function parseStorageUrl(value: string, problems: string[]): S3StorageConfig {
  const fallback: S3StorageConfig = {
    driver: 's3',
    endpoint: '',
    publicEndpoint: '',
    region: 'us-east-1',
    bucket: '',
    keyPrefix: '',
    forcePathStyle: true,
    credentials: undefined,
    conditionalWrites: true,
    checksums: 'WHEN_SUPPORTED',
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value may hold the secret key: never echo it.
    problems.push(`STORAGE_URL is not a valid URL (expected ${STORAGE_URL_FORMAT})`);
    return fallback;
  }
  const count = problems.length;
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:') {
    problems.push(`STORAGE_URL must start with s3:// or s3+http:// (got "${url.protocol}//")`);
    return fallback;
  }
  if (!url.hostname) problems.push(`STORAGE_URL must name the server's host (expected ${STORAGE_URL_FORMAT})`);
  const [bucket = '', ...prefixParts] = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!bucket) {
    problems.push(`STORAGE_URL must name a bucket (expected ${STORAGE_URL_FORMAT})`);
  } else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`STORAGE_URL's bucket must be 3 to 63 characters: a-z, 0-9, dots and hyphens (got "${bucket}")`);
  }
  const keyPrefix = prefixParts.join('/');
  if (keyPrefix && !/^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/.test(keyPrefix)) {
    problems.push(`STORAGE_URL's key prefix may hold only a-z, 0-9, '/', '_', '.' and '-' (got "${keyPrefix}")`);
  }
  const accessKeyId = safeDecode(url.username);
  const secretAccessKey = safeDecode(url.password);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      "STORAGE_URL must give both the access key and the secret key (s3://KEY:SECRET@...), or neither to use the AWS SDK's default credentials",
    );
  }

  const options = url.searchParams;
  for (const name of new Set(options.keys())) {
    if (!(OPTIONS as readonly string[]).includes(name)) {
      problems.push(`STORAGE_URL has an unknown option "${name}" (known: ${OPTIONS.join(', ')})`);
    }
  }
  const flag = (name: string, fallbackValue: boolean): boolean => {
    const raw = options.get(name);
    if (raw === null) return fallbackValue;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    problems.push(`STORAGE_URL option ${name} must be true or false (got "${raw}")`);
    return fallbackValue;
  };
  const region = options.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region))
    problems.push(`STORAGE_URL option region must look like us-east-1 (got "${region}")`);
  const checksums = options.get('checksums') ?? 'supported';
  if (checksums !== 'supported' && checksums !== 'required') {
    problems.push(`STORAGE_URL option checksums must be supported or required (got "${checksums}")`);
  }

  const endpoint = `${url.protocol === 's3:' ? 'https' : 'http'}://${url.host}`;
  let publicEndpoint = endpoint;
  const rawPublic = options.get('publicEndpoint');
  if (rawPublic !== null) {
    try {
      const parsed = new URL(rawPublic);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      publicEndpoint = parsed.origin;
    } catch {
      problems.push(`STORAGE_URL option publicEndpoint must be an http:// or https:// URL (got "${rawPublic}")`);
    }
  }

  const forcePathStyle = flag('forcePathStyle', true);
  const conditionalWrites = flag('conditionalWrites', true);
  if (problems.length > count) return fallback;
  return {
    driver: 's3',
    endpoint,
    publicEndpoint,
    region,
    bucket,
    keyPrefix: keyPrefix ? `${keyPrefix}/` : '',
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    conditionalWrites,
    checksums: checksums === 'required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
  };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
