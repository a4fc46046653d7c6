// The file storage port: uploaded files live here under generated keys (never the user's file
// name). Adapters: local disk under DATA_DIR/files (the embedded default) and any S3-compatible
// bucket (by configuration).

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the file whole (a reader never sees half of it). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Whether the store answers (for /api/health). */
  health(): Promise<boolean>;
  /** Releases connections (the S3 client's sockets); nothing to do on local disk. */
  close?(): void;
}

/** Keys are made by Casebook: lower-case letters, digits, '-', '_' and '/' between segments. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new TypeError(`Bad storage key ${JSON.stringify(key)}`);
}
