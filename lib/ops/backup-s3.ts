import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '@/lib/env';
import { BackupUnusableError, PRIVATE_FILE_MODE } from '@/lib/ops/backup-files';

/**
 * The off-machine copy of each verified backup, in any S3-compatible bucket (BACKUP_S3_URL):
 * upload, the list of what is there, delete (retention), download (a restore by name).
 */

export type S3Target = { client: S3Client; bucket: string; prefix: string; where: string };

/** The bucket BACKUP_S3_URL names, or null when none is configured. */
export function s3Target(e: Env): S3Target | null {
  if (!e.BACKUP_S3_URL || !e.BACKUP_S3_ACCESS_KEY_ID || !e.BACKUP_S3_SECRET_ACCESS_KEY) return null;
  const u = new URL(e.BACKUP_S3_URL);
  const parts = (u.protocol === 's3:' ? u.host + u.pathname : u.pathname.slice(1))
    .split('/')
    .filter(Boolean);
  const bucket = parts.shift()!;
  const prefix = parts.length ? parts.join('/') + '/' : '';
  const client = new S3Client({
    region: e.BACKUP_S3_REGION,
    credentials: {
      accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID,
      secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY,
    },
    ...(u.protocol === 's3:' ? {} : { endpoint: u.origin, forcePathStyle: true }),
    maxAttempts: 3,
    // Plain signed uploads: many S3-compatible stores do not understand the SDK's default
    // aws-chunked bodies with trailing checksums (and store them as they arrive).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const where =
    u.protocol === 's3:' ? `s3://${bucket}/${prefix}` : `${u.origin}/${bucket}/${prefix}`;
  return { client, bucket, prefix, where };
}

/** Uploads `file` as `<prefix><name>`. */
export async function uploadBackup(t: S3Target, file: string, name: string): Promise<void> {
  const { size } = await stat(file);
  await t.client.send(
    new PutObjectCommand({
      Bucket: t.bucket,
      Key: t.prefix + name,
      Body: createReadStream(file),
      ContentLength: size,
      ContentType: 'application/octet-stream',
    }),
  );
  const head = await t.client.send(
    new HeadObjectCommand({ Bucket: t.bucket, Key: t.prefix + name }),
  );
  if (head.ContentLength !== size) {
    throw new Error(`the bucket holds ${head.ContentLength} bytes of ${name}, not ${size}`);
  }
}

/** The names (without the prefix) of every object under the prefix. */
export async function listBackups(t: S3Target): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await t.client.send(
      new ListObjectsV2Command({ Bucket: t.bucket, Prefix: t.prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      const name = o.Key?.slice(t.prefix.length);
      if (name && !name.includes('/')) names.push(name);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

export async function deleteBackup(t: S3Target, name: string): Promise<void> {
  await t.client.send(new DeleteObjectCommand({ Bucket: t.bucket, Key: t.prefix + name }));
}

/** Downloads `<prefix><name>` into `to`; a missing object is refused with a clear message. */
export async function downloadBackup(t: S3Target, name: string, to: string): Promise<void> {
  let body: unknown;
  try {
    const res = await t.client.send(
      new GetObjectCommand({ Bucket: t.bucket, Key: t.prefix + name }),
    );
    body = res.Body;
  } catch (e) {
    const code = (e as { name?: string }).name;
    if (code === 'NoSuchKey' || code === 'NotFound') {
      throw new BackupUnusableError(`There is no backup named ${name} in ${t.where}.`);
    }
    throw e;
  }
  if (!(body instanceof Readable)) throw new Error('the S3 response had no readable body');
  await pipeline(body, createWriteStream(to, { mode: PRIVATE_FILE_MODE }));
}
