// Any S3-compatible bucket (AWS S3, MinIO, Ceph RGW, R2, …) through the maintained AWS SDK v3
// client. One object per key, written whole by a single PutObject (S3 never shows half an object),
// with its content type kept as the object's Content-Type. docs/decisions/0016-s3-storage.md.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStorage, type StoredFile } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible server, e.g. http://minio:9000; unset = AWS S3. */
  endpoint?: string;
  /** bucket.host/key (virtual-hosted, AWS's default) or host/bucket/key (most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Both or neither; neither = the SDK's default chain (environment, instance/pod role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Longest wait for one request, so a store that hangs fails the request instead of holding it. */
  requestTimeoutMs?: number;
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    const timeout = options.requestTimeoutMs ?? 10_000;
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      maxAttempts: 3,
      requestHandler: { connectionTimeout: Math.min(timeout, 3_000), requestTimeout: timeout },
      // Checksums only where the API requires them: the SDK's default (a CRC32 on every upload)
      // is not understood by every S3-compatible server; a PutObject is still checked by TLS/TCP
      // and its size by the server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new S3Client(config);
    this.bucket = options.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      const bytes = Buffer.from(await res.Body.transformToByteArray());
      return { bytes, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404 && err.name !== 'NoSuchBucket')
      )
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    // S3 answers 204 for a key that is not there: a second delete is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** The bucket exists and these credentials may use it. */
  async health(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(5_000) });
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
