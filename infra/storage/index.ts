// File storage: the port (types.ts) and its adapters, chosen by configuration.
import path from 'node:path';
import type { Config } from '../config/index.js';
import { LocalFileStorage } from './local.js';
import type { FileStorage } from './types.js';

export * from './types.js';
export { LocalFileStorage } from './local.js';

export function createFileStorage(config: Pick<Config, 'DATA_DIR'>): FileStorage {
  return new LocalFileStorage(path.resolve(config.DATA_DIR, 'files'));
}
