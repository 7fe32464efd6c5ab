import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const BUCKET = { S3_BUCKET: 'newsroom-media' };

describe('the media store settings', () => {
  it('keep media on disk and serve them at <PUBLIC_URL>/media unless told otherwise', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://news.example' });
    expect([config.mediaStore, config.s3, config.mediaBaseUrl]).toEqual(['disk', undefined, 'https://news.example/media']);
  });

  it('read a bucket on AWS, with the default region and the SDK finding its keys', () => {
    const config = loadConfig({ MEDIA_STORE: 's3', ...BUCKET });
    expect(config.mediaStore).toBe('s3');
    expect(config.s3).toEqual({ bucket: 'newsroom-media', endpoint: undefined, region: 'us-east-1', credentials: undefined, forcePathStyle: false, prefix: '' });
  });

  it('read an S3-compatible store: its address, keys, path-style addresses and a prefix', () => {
    const env = { MEDIA_STORE: 's3', ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'sites/news/' };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'newsroom-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'sites/news',
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...BUCKET, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('keep the bucket for the copy command while media stay on disk', () => {
    const config = loadConfig(BUCKET);
    expect([config.mediaStore, config.s3?.bucket]).toEqual(['disk', 'newsroom-media']);
  });

  it('point media addresses at MEDIA_PUBLIC_URL when it is set, without a trailing slash', () => {
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.news.example/media/' }).mediaBaseUrl).toBe('https://cdn.news.example/media');
  });

  it('stop the start on a bucket store without a bucket, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow('MEDIA_STORE=s3 needs S3_BUCKET');
  });

  it('stop the start on a wrong value, naming the setting', () => {
    const wrong: [string, Record<string, string>][] = [
      ['MEDIA_STORE', { MEDIA_STORE: 'ftp' }],
      ['S3_BUCKET', { S3_BUCKET: 'Not A Bucket' }],
      ['S3_ENDPOINT', { ...BUCKET, S3_ENDPOINT: 'minio:9000' }],
      ['S3_REGION', { ...BUCKET, S3_REGION: 'us east' }],
      ['S3_FORCE_PATH_STYLE', { ...BUCKET, S3_FORCE_PATH_STYLE: 'yes' }],
      ['S3_PREFIX', { ...BUCKET, S3_PREFIX: '../media' }],
      ['S3_PREFIX', { ...BUCKET, S3_PREFIX: '/media' }],
      ['MEDIA_PUBLIC_URL', { MEDIA_PUBLIC_URL: 'cdn.news.example' }],
      ['MEDIA_PUBLIC_URL', { MEDIA_PUBLIC_URL: 'ftp://cdn.news.example' }],
    ];
    for (const [name, env] of wrong) expect(() => loadConfig(env), name).toThrow(new RegExp(`${name}:`));
  });

  it('take the keys of the bucket together or not at all', () => {
    expect(() => loadConfig({ ...BUCKET, S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(() => loadConfig({ ...BUCKET, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('must be set together');
  });
});
