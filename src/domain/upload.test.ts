import { describe, expect, it } from 'vitest';
import {
  assetIdFromUrl, assetPathFromUrl, checkDroppedImages, formatBytes, isAcceptedImage, isStockImage, rejectionMessage,
  shouldDeleteReplaced, uploadLimit,
} from './upload';
import { uploadMessages } from './messages';
import { MAX_UPLOAD_BYTES } from './constants';

describe('accepted image types (SPEC section 5: png, jpg, jpeg, svg, webp)', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.jpg', type: 'image/jpeg' }, true],
    [{ name: 'a.JPEG', type: 'image/jpeg' }, true],
    [{ name: 'a.svg', type: 'image/svg+xml' }, true],
    [{ name: 'a.webp', type: 'image/webp' }, true],
    [{ name: 'a.webp', type: '' }, true],
    [{ name: 'anim.gif', type: 'image/gif' }, false],
    [{ name: 'doc.pdf', type: 'application/pdf' }, false],
    [{ name: 'evil.png.exe', type: '' }, false],
    [{ name: 'noext', type: '' }, false],
    [{ name: 'shot.png', type: 'image/bmp' }, false],
  ])('%j -> %s', (file, accepted) => expect(isAcceptedImage(file)).toBe(accepted));
});

describe('the two rejection messages', () => {
  it.each([
    [['file-too-large'], uploadMessages.tooLarge],
    [['file-invalid-type', 'file-too-large'], uploadMessages.tooLarge],
    [['file-invalid-type'], uploadMessages.invalidFormat],
    [['too-many-files'], uploadMessages.invalidFormat],
    [[], uploadMessages.invalidFormat],
  ])('%j -> %s', (codes, message) => expect(rejectionMessage(codes)).toBe(message));

  it('checks a drop: one acceptable image within the limit, else the right sentence', () => {
    const png = { name: 'a.png', type: 'image/png', size: 10 };
    expect(checkDroppedImages([png], MAX_UPLOAD_BYTES)).toBeNull();
    expect(checkDroppedImages([{ ...png, size: MAX_UPLOAD_BYTES + 1 }], MAX_UPLOAD_BYTES)).toBe(uploadMessages.tooLarge);
    expect(checkDroppedImages([{ ...png, size: MAX_UPLOAD_BYTES }], MAX_UPLOAD_BYTES)).toBeNull();
    expect(checkDroppedImages([png, png], MAX_UPLOAD_BYTES)).toBe(uploadMessages.invalidFormat);
    expect(checkDroppedImages([], MAX_UPLOAD_BYTES)).toBe(uploadMessages.invalidFormat);
    expect(checkDroppedImages([{ name: 'a.gif', type: 'image/gif', size: 10 }], MAX_UPLOAD_BYTES)).toBe(uploadMessages.invalidFormat);
    expect(checkDroppedImages([{ ...png, size: 0 }], MAX_UPLOAD_BYTES)).toBe(uploadMessages.invalidFormat);
  });

  it('uses the config limit when it is usable, else 5 MB', () => {
    expect(uploadLimit(1000)).toBe(1000);
    expect(uploadLimit(undefined)).toBe(5_242_880);
    expect(uploadLimit(0)).toBe(5_242_880);
    expect(uploadLimit(Number.NaN)).toBe(5_242_880);
    expect(formatBytes(5_242_880)).toBe('5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});

describe('asset URLs', () => {
  it.each([
    ['http://127.0.0.1:4433/uploads/default/asset-1.png', 'asset-1.png', 'uploads/default/asset-1.png'],
    ['/uploads/default/asset-2.webp', 'asset-2.webp', 'uploads/default/asset-2.webp'],
    ['https://cdn.example.com/ws-1/abc%20def.png?X-Amz=1', 'abc def.png', 'ws-1/abc%20def.png'],
    ['https://cdn.example.com/', null, null],
  ])('%s -> id %s, path %s', (url, id, path) => {
    expect(assetIdFromUrl(url)).toBe(id);
    expect(assetPathFromUrl(url)).toBe(path);
  });

  it('never deletes stock pictures, built-in covers, nothing, or an unchanged image', () => {
    expect(isStockImage('https://images.unsplash.com/photo-1?w=1080')).toBe(true);
    expect(isStockImage('/fixtures/unsplash/3.svg')).toBe(true);
    expect(isStockImage('/uploads/default/asset-1.png')).toBe(false);
    expect(shouldDeleteReplaced('/uploads/default/a.png', '/uploads/default/b.png')).toBe(true);
    expect(shouldDeleteReplaced('/uploads/default/a.png', '/uploads/default/a.png')).toBe(false);
    expect(shouldDeleteReplaced(null, '/uploads/default/b.png')).toBe(false);
    expect(shouldDeleteReplaced('https://images.unsplash.com/photo-1', '/uploads/default/b.png')).toBe(false);
    expect(shouldDeleteReplaced('/covers/1.jpg', '/uploads/b.png', ['/covers/1.jpg'])).toBe(false);
    expect(shouldDeleteReplaced('/uploads/default/a.png', null)).toBe(true);
  });
});
