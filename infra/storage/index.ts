// File storage: the port (types.ts) and its adapters, chosen by configuration (STORAGE).
import path from 'node:path';
import type { Config } from '../config/index.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import type { FileStorage } from './types.js';

export * from './types.js';
export { LocalFileStorage } from './local.js';
export { S3FileStorage } from './s3.js';

type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'STORAGE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export function createFileStorage(config: Pick<Config, 'DATA_DIR'> & Partial<StorageConfig>): FileStorage {
  if (config.STORAGE === 's3') {
    // loadConfig has checked that S3_BUCKET is set when STORAGE=s3.
    if (!config.S3_BUCKET) throw new TypeError('STORAGE=s3 needs S3_BUCKET');
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalFileStorage(path.resolve(config.DATA_DIR, 'files'));
}
