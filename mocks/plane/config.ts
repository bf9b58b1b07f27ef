import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';

/**
 * Settings of the Plane-shaped server, each as Plane's defaults have it at the pinned commit
 * (fixtures/plane/README.md) unless the comment says otherwise.
 */

/** `SESSION_COOKIE_NAME` (settings/common.py:358). */
export const SESSION_COOKIE = 'session-id';
/** Django's CSRF cookie, HttpOnly in Plane (settings/common.py:366-371). */
export const CSRF_COOKIE = 'csrftoken';
/** `SESSION_COOKIE_AGE`, 7 days (settings/common.py:357). */
export const SESSION_MAX_AGE_S = 604_800;

/**
 * Every seeded user signs in with this password (the test server's own choice; Plane stores a hash
 * per user). Documented in the README, section "The Plane-shaped test server".
 */
export const TEST_PASSWORD = 'plane-test-password';

/** `FILE_SIZE_LIMIT`, 5 MB (settings/common.py:333), the same number as the spec's upload limit. */
export const FILE_SIZE_LIMIT = MAX_UPLOAD_BYTES;
/** `AWS_S3_BUCKET_NAME` of Plane's MinIO setup (settings/common.py:287). */
export const BUCKET = 'uploads';
/** `SIGNED_URL_EXPIRATION` (settings/storage.py:37). */
export const SIGNED_URL_EXPIRATION_S = 3600;
/** The MinIO credentials the presigned policies are signed with (test values, not secrets). */
export const STORAGE_ACCESS_KEY = 'plane-test-minio';
export const STORAGE_REGION = 'us-east-1';

/**
 * Every seeded user and project lives in this zone, so serializer datetimes carry an offset
 * (`+01:00`) as Plane's do for a user outside UTC, and `.values()` lists stay in UTC (`Z`).
 */
export const TIMEZONE = 'Europe/Berlin';

/** Roles are integers in Plane; there is no 10 (viewer) any more (app/permissions/base.py:13-16). */
export const ROLE = { admin: 20, member: 15, guest: 5 } as const;
export type PlaneRole = (typeof ROLE)[keyof typeof ROLE];
