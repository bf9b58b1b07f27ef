import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { BUCKET, FILE_SIZE_LIMIT, SIGNED_URL_EXPIRATION_S, STORAGE_ACCESS_KEY, STORAGE_REGION } from './config';
import { STORAGE_PREFIX } from './routes';

/**
 * The object storage behind the Plane-shaped server, playing MinIO as Plane deploys it
 * (docs/plane-api.md, "Uploads"): path-style on the API's own host, bucket `uploads`. Plane hands
 * the browser a SigV4 presigned POST (settings/storage.py:65-99): the form fields, a base64 policy
 * and its signature. This storage checks that form as S3 does: the signature, the expiry, every
 * condition of the policy (bucket, exact key, exact Content-Type, the size range) and no field the
 * policy does not name; then it keeps the bytes and serves them back through presigned GETs.
 *
 * Objects belong to the server, not to a test namespace: the browser posts the file without
 * cookies, as Plane's client does (withCredentials false).
 */

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  storedAt: number;
}

/** All objects together stay under this; the oldest go first. */
const STORE_LIMIT_BYTES = 256 * 1024 * 1024;
/** Room for the form fields around the file in a storage POST. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function s3Error(res: ExpressResponse, status: number, code: string, message: string, extra: Record<string, string | number> = {}) {
  const details = Object.entries(extra).map(([k, v]) => `<${k}>${v}</${k}>`).join('');
  res
    .status(status)
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${details}<Resource>${STORAGE_PREFIX}</Resource><RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`);
}

export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();
  private readonly secret = randomBytes(20).toString('hex');
  private bytes = 0;

  /** The SigV4 signing key of a day (`YYYYMMDD`). */
  private signingKey(day: string): Buffer {
    return hmac(hmac(hmac(hmac(`AWS4${this.secret}`, day), STORAGE_REGION), 's3'), 'aws4_request');
  }

  private sign(day: string, stringToSign: string): string {
    return hmac(this.signingKey(day), stringToSign).toString('hex');
  }

  /** boto3's `generate_presigned_post` as Plane calls it: `{url, fields}`. */
  presignPost(origin: string, key: string, contentType: string, maxBytes: number, now = new Date()) {
    const date = amzDate(now);
    const credential = `${STORAGE_ACCESS_KEY}/${date.slice(0, 8)}/${STORAGE_REGION}/s3/aws4_request`;
    const policy = Buffer.from(JSON.stringify({
      expiration: new Date(now.getTime() + SIGNED_URL_EXPIRATION_S * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      conditions: [
        { bucket: BUCKET },
        ['content-length-range', 1, maxBytes],
        { 'Content-Type': contentType },
        { key },
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': credential },
        { 'x-amz-date': date },
      ],
    })).toString('base64');
    return {
      url: `${origin}${STORAGE_PREFIX}`,
      fields: {
        'Content-Type': contentType,
        key,
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-credential': credential,
        'x-amz-date': date,
        policy,
        'x-amz-signature': this.sign(date.slice(0, 8), policy),
      },
    };
  }

  /** A presigned GET of an object, valid for `SIGNED_URL_EXPIRATION` unless told, as Plane's redirects point at. */
  presignGet(origin: string, key: string, disposition: string, expiresS = SIGNED_URL_EXPIRATION_S, now = new Date()): string {
    const date = amzDate(now);
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${STORAGE_ACCESS_KEY}/${date.slice(0, 8)}/${STORAGE_REGION}/s3/aws4_request`,
      'X-Amz-Date': date,
      'X-Amz-Expires': String(expiresS),
      'X-Amz-SignedHeaders': 'host',
      'response-content-disposition': disposition,
    });
    query.sort();
    const path = `${STORAGE_PREFIX}/${key.split('/').map(encodeURIComponent).join('/')}`;
    query.set('X-Amz-Signature', this.sign(date.slice(0, 8), `GET\n${path}\n${query.toString()}`));
    return `${origin}${path}?${query.toString()}`;
  }

  has(key: string): boolean {
    return this.objects.has(key);
  }

  private put(key: string, bytes: Buffer, contentType: string): void {
    const previous = this.objects.get(key);
    if (previous) this.bytes -= previous.bytes.length;
    this.objects.set(key, { bytes, contentType, storedAt: Date.now() });
    this.bytes += bytes.length;
    for (const [oldKey, object] of this.objects) {
      if (this.bytes <= STORE_LIMIT_BYTES) break;
      this.objects.delete(oldKey);
      this.bytes -= object.bytes.length;
    }
  }

  /** Keeps bytes under a key without a form (the exports the server "builds" in the background). */
  putDirect(key: string, bytes: Buffer, contentType: string): void {
    this.put(key, bytes, contentType);
  }

  /** POST /uploads: the browser's multipart form, checked against its policy. */
  async handlePost(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      s3Error(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      return;
    }
    const body = await readLimited(req, FILE_SIZE_LIMIT + FORM_OVERHEAD_BYTES);
    if (!body) {
      s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.', { MaxSizeAllowed: FILE_SIZE_LIMIT });
      return;
    }
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      s3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
      return;
    }
    // S3 ignores every field after the file: they are not part of the upload.
    const fields = new Map<string, string>();
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (name === 'file') {
        if (typeof value !== 'string') file = value;
        break;
      }
      if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    }
    const refusal = this.checkForm(fields, file);
    if (refusal) {
      s3Error(res, refusal.status, refusal.code, refusal.message, refusal.extra);
      return;
    }
    this.put(fields.get('key')!, Buffer.from(await file!.arrayBuffer()), fields.get('content-type') ?? 'binary/octet-stream');
    res.status(204).end();
  }

  private checkForm(fields: Map<string, string>, file: File | null):
    | { status: number; code: string; message: string; extra?: Record<string, string | number> }
    | null {
    const policyText = fields.get('policy');
    const signature = fields.get('x-amz-signature');
    const credential = fields.get('x-amz-credential') ?? '';
    if (!policyText || !signature || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
      return { status: 403, code: 'AccessDenied', message: 'Access Denied.' };
    }
    const day = credential.split('/')[1] ?? '';
    if (!/^\d{8}$/.test(day) || !sameText(this.sign(day, policyText), signature)) {
      return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
    }
    let policy: { expiration?: string; conditions?: unknown[] };
    try {
      policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8'));
    } catch {
      return { status: 400, code: 'MalformedPOSTRequest', message: 'Invalid policy document.' };
    }
    if (!policy.expiration || new Date(policy.expiration).getTime() < Date.now()) {
      return { status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' };
    }
    if (!file) return { status: 400, code: 'IncorrectNumberOfFilesInPostRequest', message: 'POST requires exactly one file upload per request.' };

    const covered = new Set(['policy', 'x-amz-signature']);
    for (const condition of policy.conditions ?? []) {
      if (Array.isArray(condition)) {
        const [op, a, b] = condition as [string, unknown, unknown];
        if (op === 'content-length-range') {
          if (file.size > Number(b)) {
            return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed object size.', extra: { ProposedSize: file.size, MaxSizeAllowed: Number(b) } };
          }
          if (file.size < Number(a)) {
            return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed object size.', extra: { ProposedSize: file.size, MinSizeAllowed: Number(a) } };
          }
          continue;
        }
        const field = String(a).replace(/^\$/, '').toLowerCase();
        covered.add(field);
        const value = fields.get(field) ?? '';
        if ((op === 'eq' && value !== b) || (op === 'starts-with' && !value.startsWith(String(b)))) {
          return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ["${op}", "$${field}", "${String(b)}"]` };
        }
        continue;
      }
      for (const [name, expected] of Object.entries(condition as Record<string, unknown>)) {
        const field = name.toLowerCase();
        if (field === 'bucket') {
          if (expected !== BUCKET) return { status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket"]' };
          continue;
        }
        covered.add(field);
        if (fields.get(field) !== expected) {
          return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${String(expected)}"]` };
        }
      }
    }
    const extra = [...fields.keys()].filter((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
    if (extra.length) return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Extra input fields: ${extra.join(', ')}` };
    return null;
  }

  /** GET /uploads/{key}?X-Amz-…: a presigned read. */
  handleGet(req: ExpressRequest, res: ExpressResponse): void {
    const url = new URL(req.originalUrl, 'http://storage');
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.delete('X-Amz-Signature');
    url.searchParams.sort();
    const date = url.searchParams.get('X-Amz-Date') ?? '';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    if (!/^\d{8}T\d{6}Z$/.test(date) || !sameText(this.sign(date.slice(0, 8), `GET\n${url.pathname}\n${url.searchParams.toString()}`), signature)) {
      s3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      return;
    }
    const signedAt = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
    if (!(expires > 0) || signedAt + expires * 1000 < Date.now()) {
      s3Error(res, 403, 'AccessDenied', 'Request has expired');
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(STORAGE_PREFIX.length + 1));
    const object = this.objects.get(key);
    if (!object) {
      s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      return;
    }
    res.set({
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.length),
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    const disposition = url.searchParams.get('response-content-disposition');
    if (disposition) res.set('Content-Disposition', disposition);
    res.status(200).end(object.bytes);
  }
}

/**
 * The request body, or null once it passes `limit` bytes: the rest is read and dropped, never
 * kept, so a client always gets the answer (a socket closed mid-upload would lose it).
 */
export function readLimited(req: ExpressRequest, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
