import { ConfigError, loadConfig } from './app-config.js';
import { parseStorageUrl, readStorageConfig } from './storage-config.js';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sprintboard',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  JWT_ACCESS_SECRET: 'a'.repeat(32),
  JWT_REFRESH_SECRET: 'b'.repeat(32),
  AUDIT_CHECKPOINT_KEY: 'c'.repeat(32),
};

function problemsOf(value: string): string[] {
  const problems: string[] = [];
  parseStorageUrl(value, problems);
  return problems;
}

describe('storage configuration', () => {
  it('keeps files on local disk under .data/uploads by default, or in STORAGE_DIR', () => {
    const local = loadConfig(valid).storage;
    expect(local).toEqual({ driver: 'local', dir: expect.stringMatching(/\/\.data\/uploads$/) });
    expect(readStorageConfig({ DATA_DIR: '/srv/data' }, [])).toEqual({ driver: 'local', dir: '/srv/data/uploads' });
    expect(readStorageConfig({ STORAGE_DIR: '/srv/files' }, [])).toEqual({ driver: 'local', dir: '/srv/files' });
  });

  it('reads an S3 bucket from STORAGE_URL, with percent-encoded keys and the defaults', () => {
    expect(
      loadConfig({
        ...valid,
        STORAGE_URL: 's3://AKIA123:se%2Fcr%2Bet@s3.eu-west-1.amazonaws.com/sprint-files?region=eu-west-1',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      publicEndpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'sprint-files',
      keyPrefix: '',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
      conditionalWrites: true,
      checksums: 'WHEN_SUPPORTED',
    });
  });

  it('takes plain http, a key prefix, a public endpoint and the options', () => {
    const problems: string[] = [];
    expect(
      parseStorageUrl(
        's3+http://minio:minio-secret@minio:9000/sprintboard/prod/files/?forcePathStyle=false&publicEndpoint=https://files.example.com/ignored&conditionalWrites=false&checksums=required',
        problems,
      ),
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.com',
      region: 'us-east-1',
      bucket: 'sprintboard',
      keyPrefix: 'prod/files/',
      forcePathStyle: false,
      conditionalWrites: false,
      checksums: 'WHEN_REQUIRED',
    });
    expect(problems).toEqual([]);
    // docker-compose.yml's default.
    expect(
      parseStorageUrl(
        's3+http://sprintboard:sprintboard-minio@minio:9000/sprintboard?region=us-east-1&forcePathStyle=true&publicEndpoint=http://localhost:9000',
        problems,
      ),
    ).toMatchObject({ endpoint: 'http://minio:9000', publicEndpoint: 'http://localhost:9000', bucket: 'sprintboard' });
    expect(problems).toEqual([]);
    // No keys: the AWS SDK's default credentials (environment, instance role).
    expect(parseStorageUrl('s3://s3.amazonaws.com/sprint-files', []).credentials).toBeUndefined();
  });

  it('names each problem of a bad STORAGE_URL, never echoing the secret', () => {
    expect(problemsOf('s3://key:TOPSECRET@host:9000')).toEqual([
      'STORAGE_URL must name a bucket (expected s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/key-prefix][?region=us-east-1])',
    ]);
    expect(problemsOf('http://key:TOPSECRET@host/bucket')).toEqual([
      'STORAGE_URL must start with s3:// or s3+http:// (got "http://")',
    ]);
    expect(problemsOf('not a url TOPSECRET')).toEqual([
      'STORAGE_URL is not a valid URL (expected s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/key-prefix][?region=us-east-1])',
    ]);
    expect(
      problemsOf(
        's3://key@host/Bucket_1?region=EU&forcePathStyle=yes&colour=blue&checksums=always&publicEndpoint=ftp://x',
      ),
    ).toEqual([
      `STORAGE_URL's bucket must be 3 to 63 characters: a-z, 0-9, dots and hyphens (got "Bucket_1")`,
      "STORAGE_URL must give both the access key and the secret key (s3://KEY:SECRET@...), or neither to use the AWS SDK's default credentials",
      'STORAGE_URL has an unknown option "colour" (known: region, forcePathStyle, publicEndpoint, conditionalWrites, checksums)',
      'STORAGE_URL option region must look like us-east-1 (got "EU")',
      'STORAGE_URL option checksums must be supported or required (got "always")',
      'STORAGE_URL option publicEndpoint must be an http:// or https:// URL (got "ftp://x")',
      'STORAGE_URL option forcePathStyle must be true or false (got "yes")',
    ]);
    for (const problem of problemsOf('s3://key:TOPSECRET@host/b')) expect(problem).not.toContain('TOPSECRET');
  });

  it('stops the start with the other configuration problems', () => {
    expect(() => loadConfig({ ...valid, STORAGE_URL: 's3://key:secret@host' })).toThrow(ConfigError);
    try {
      loadConfig({ ...valid, STORAGE_URL: 's3://key:secret@host/bucket', STORAGE_DIR: '/srv/files' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STORAGE_DIR and STORAGE_URL are both set: set STORAGE_URL for S3, STORAGE_DIR for local disk',
      ]);
    }
    expect.assertions(2);
  });
});
