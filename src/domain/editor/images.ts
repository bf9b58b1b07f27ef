/**
 * Editor images (SPEC sections 3, 4, 5, 9): upload validation with the three exact alerts, the
 * resize rule (ratio kept, 100 px minimum), and the deleted-sources bookkeeping that turns images
 * leaving and re-entering the document into delete and restore calls.
 */
import { editorLimits, MAX_UPLOAD_BYTES } from '../constants';
import { editorMessages } from '../messages';
import { assetPathFromUrl } from '../upload';
import { isSafeImageSrc } from '../url';

export const DEFAULT_IMAGE_WIDTH = editorLimits.imageDefaultWidth;
export const MIN_IMAGE_SIZE = editorLimits.imageMinSizePx;

/** null when the file may be uploaded, otherwise the alert to show. */
export function editorImageAlert(file: { type: string; size: number } | null | undefined, limit: number = MAX_UPLOAD_BYTES): string | null {
  if (!file) return editorMessages.noFile;
  if (!(editorLimits.acceptedImageTypes as readonly string[]).includes(file.type.toLowerCase())) return editorMessages.invalidType;
  if (file.size > limit) return editorMessages.tooLarge;
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size while dragging the south-east handle by `dx` pixels: the ratio is kept, and neither
 * side goes below the minimum (the larger minimum wins, so the ratio still holds).
 */
export function resizeImage(start: ImageSize, dx: number, min: number = MIN_IMAGE_SIZE, max = Infinity): ImageSize {
  const ratio = start.height > 0 && start.width > 0 ? start.height / start.width : 1;
  const minWidth = Math.max(min, ratio > 0 ? min / ratio : min);
  const width = Math.min(max, Math.max(minWidth, start.width + dx));
  return { width: Math.round(width), height: Math.round(width * ratio) };
}

/** Image sources the editor may show: the one rule every surface uses (src/domain/url.ts). */
export { isSafeImageSrc };

/** The path the file handler's delete and restore take: the URL path without its leading slash. */
export function imageFilePath(src: string): string | null {
  if (/^(data|blob):/i.test(src)) return null;
  return assetPathFromUrl(src);
}

export type DeletedSources = ReadonlyMap<string, boolean>;

export interface ImageReconciliation {
  deleted: Map<string, boolean>;
  /** Sources to delete, in order. */
  toDelete: string[];
  /** Sources to restore, in order. */
  toRestore: string[];
}

/**
 * After a change: sources whose count fell to zero are deleted and marked; sources that came back
 * while marked are restored and unmarked; new unknown sources are recorded as not deleted.
 */
export function reconcileImages(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  deleted: DeletedSources,
  touched: Iterable<string> = new Set([...before.keys(), ...after.keys()]),
): ImageReconciliation {
  const next = new Map(deleted);
  const toDelete: string[] = [];
  const toRestore: string[] = [];
  for (const src of touched) {
    const was = before.get(src) ?? 0;
    const is = after.get(src) ?? 0;
    if (was > 0 && is === 0) {
      next.set(src, true);
      toDelete.push(src);
    } else if (was === 0 && is > 0) {
      if (next.get(src) === true) toRestore.push(src);
      next.set(src, false);
    }
  }
  return { deleted: next, toDelete, toRestore };
}

export interface ImageAttrs {
  src: string;
  width: string;
  height: string | null;
  /** Markdown and HTML give an image a text alternative and a title; a written tag keeps them. */
  alt?: string;
  title?: string | null;
}

const IMG_TAG = /^<img\b((?:\s+[\w-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>$/i;
const ATTRIBUTE = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A size attribute as written: "35%", "240px", or a bare number (pixels). */
export function normalizeImageSize(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${Math.round(value)}px`;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return `${Math.round(Number(trimmed))}px`;
  if (/^\d+(\.\d+)?(px|%)$/.test(trimmed)) return trimmed;
  return null;
}

/** Reads an `<img>` tag from markdown's inline HTML; null unless it has a safe src. */
export function parseImageTag(html: string): ImageAttrs | null {
  const match = IMG_TAG.exec(html.trim());
  if (!match) return null;
  const found: Record<string, string> = {};
  for (const [, name, dq, sq, bare] of match[1].matchAll(ATTRIBUTE)) found[name.toLowerCase()] = unescape(dq ?? sq ?? bare ?? '');
  if (!isSafeImageSrc(found.src)) return null;
  return {
    src: found.src.trim(),
    width: normalizeImageSize(found.width) ?? DEFAULT_IMAGE_WIDTH,
    height: normalizeImageSize(found.height),
    alt: found.alt ?? '',
    title: found.title ?? null,
  };
}

/** The markdown form of an image whose size markdown cannot hold. */
export function imageTag(attrs: ImageAttrs): string {
  const alt = attrs.alt ? ` alt="${escape(attrs.alt)}"` : '';
  const title = typeof attrs.title === 'string' ? ` title="${escape(attrs.title)}"` : '';
  const height = attrs.height ? ` height="${escape(attrs.height)}"` : '';
  return `<img src="${escape(attrs.src)}"${alt}${title} width="${escape(attrs.width)}"${height}>`;
}
