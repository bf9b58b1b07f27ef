/**
 * Image upload rules for the upload dialog and the cover picker (SPEC section 5, "Image upload
 * (dialog)"), and the URL arithmetic that turns an asset URL into the ids the delete calls take.
 */
import { MAX_UPLOAD_BYTES } from './constants';
import { uploadMessages } from './messages';

/** MIME type -> extensions, in the shape react-dropzone's `accept` takes. */
export const IMAGE_UPLOAD_ACCEPT: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/svg+xml': ['.svg'],
  'image/webp': ['.webp'],
};

const ACCEPTED_EXTENSIONS = new Set(Object.values(IMAGE_UPLOAD_ACCEPT).flat());

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** The size limit to enforce: the server's `file_size_limit` when it sent a usable one. */
export function uploadLimit(fileSizeLimit: number | null | undefined): number {
  return typeof fileSizeLimit === 'number' && Number.isFinite(fileSizeLimit) && fileSizeLimit > 0 ? fileSizeLimit : MAX_UPLOAD_BYTES;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

/** png, jpg, jpeg, svg, webp: by MIME type when the browser gives one, else by extension. */
export function isAcceptedImage(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  const extension = extensionOf(file.name);
  if (file.type) {
    const extensions = IMAGE_UPLOAD_ACCEPT[file.type.toLowerCase()];
    return extensions !== undefined && (extension === '' || ACCEPTED_EXTENSIONS.has(extension));
  }
  return ACCEPTED_EXTENSIONS.has(extension);
}

/** The rejection codes react-dropzone reports, mapped to SPEC's two messages. */
export function rejectionMessage(codes: readonly string[]): string {
  return codes.includes('file-too-large') ? uploadMessages.tooLarge : uploadMessages.invalidFormat;
}

/** What the dialog says about a set of dropped files: null when exactly one acceptable image came. */
export function checkDroppedImages(files: readonly FileFacts[], limit: number): string | null {
  if (files.length !== 1) return uploadMessages.invalidFormat;
  const [file] = files;
  if (!isAcceptedImage(file)) return uploadMessages.invalidFormat;
  if (file.size > limit) return uploadMessages.tooLarge;
  if (file.size === 0) return uploadMessages.invalidFormat;
  return null;
}

/** Human size for the dialog's help text, e.g. "5 MB" or "340 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function parse(url: string): URL | null {
  try {
    return new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
}

/** The asset id the delete calls take: the last segment of the URL's path (REFERENCE 2.6). */
export function assetIdFromUrl(url: string): string | null {
  const parsed = parse(url.trim());
  if (!parsed) return null;
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  try {
    return decodeURIComponent(segments[segments.length - 1]);
  } catch {
    return segments[segments.length - 1];
  }
}

/** The editor's file path: the URL's path without its leading slash (SPEC section 7). */
export function assetPathFromUrl(url: string): string | null {
  const parsed = parse(url.trim());
  if (!parsed) return null;
  const path = parsed.pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return path || null;
}

/** Stock pictures (Unsplash, or the local catalogue standing in for it) are never ours to delete. */
export function isStockImage(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  return parsed.hostname === 'images.unsplash.com' || parsed.pathname.startsWith('/fixtures/');
}

/**
 * After a replacement: delete the old image only if there was one, it changed, and it is an
 * uploaded asset rather than a stock picture or one of the listed built-in covers.
 */
export function shouldDeleteReplaced(oldUrl: string | null | undefined, newUrl: string | null, builtIn: readonly string[] = []): boolean {
  if (!oldUrl || oldUrl === newUrl) return false;
  if (isStockImage(oldUrl) || builtIn.includes(oldUrl)) return false;
  return assetIdFromUrl(oldUrl) !== null;
}

/**
 * What a workspace file is for. The spec's upload call does not ask; Plane files every upload under
 * an entity (a workspace's logo, a project's cover, an issue's description) and answers its URL by it.
 */
export type AssetPurpose =
  | { use: 'workspace-logo' }
  | { use: 'project-cover'; projectId: string }
  | { use: 'issue-description'; projectId: string; issueId: string };

/**
 * The editor's delete and restore act only on files the server stored (its path, as SPEC section 7
 * hands it over): the spec's uploads and Plane's v2 assets. Other images (external links) are left alone.
 */
export function isUploadedAssetPath(path: string): boolean {
  return path.startsWith('uploads/') || path.startsWith('api/assets/v2/');
}
