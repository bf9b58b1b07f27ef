import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editorImageAlert, imageFilePath, imageTag, isSafeImageSrc, parseImageTag, reconcileImages, resizeImage } from './images';
import { editorMessages } from '../messages';

describe('editorImageAlert: the three alerts of SPEC section 5', () => {
  it.each([
    [null, editorMessages.noFile],
    [{ type: 'image/png', size: 10 }, null],
    [{ type: 'image/jpeg', size: 10 }, null],
    [{ type: 'image/jpg', size: 10 }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/svg+xml', size: 10 }, null],
    [{ type: 'IMAGE/PNG', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, editorMessages.invalidType],
    [{ type: 'application/pdf', size: 10 }, editorMessages.invalidType],
    [{ type: '', size: 10 }, editorMessages.invalidType],
    [{ type: 'image/png', size: 5_242_880 }, null],
    [{ type: 'image/png', size: 5_242_881 }, editorMessages.tooLarge],
    [{ type: 'image/png', size: 6 * 1024 * 1024 }, editorMessages.tooLarge],
  ])('%j -> %j', (file, expected) => expect(editorImageAlert(file)).toBe(expected));
  it('uses the configured limit', () => {
    expect(editorImageAlert({ type: 'image/png', size: 2000 }, 1000)).toBe(editorMessages.tooLarge);
  });
});

describe('resizeImage keeps the ratio and the 100 px minimum', () => {
  it.each([
    [{ width: 400, height: 200 }, 100, { width: 500, height: 250 }],
    [{ width: 400, height: 200 }, -300, { width: 200, height: 100 }],
    [{ width: 200, height: 400 }, -150, { width: 100, height: 200 }],
    [{ width: 300, height: 300 }, -1000, { width: 100, height: 100 }],
  ])('%j by %i -> %j', (start, dx, expected) => expect(resizeImage(start, dx)).toEqual(expected));
  it('never goes under the minimum on either side, whatever the drag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: -5000, max: 5000 }), (w, h, dx) => {
        const size = resizeImage({ width: w, height: h }, dx);
        expect(size.width).toBeGreaterThanOrEqual(100);
        expect(size.height).toBeGreaterThanOrEqual(99.5);
        expect(Math.abs(size.height / size.width - h / w)).toBeLessThan(0.05 + 1 / size.width);
      }),
    );
  });
});

describe('image sources', () => {
  it.each([
    ['https://a.io/x.png', true], ['/uploads/default/a.png', true], ['uploads/a.png', true], ['blob:http://x/1', true],
    ['data:image/png;base64,AAA', true], ['data:text/html,<script>', false], ['javascript:alert(1)', false], ['', false],
    ['//evil.io/x.png', false], ['/\\evil.io/x.png', false], ['\\\\evil.io/x.png', false], ['/\t/evil.io/x.png', false],
    ['/.//evil.io/x.png', false], ['https:evil.io/x.png', false], ['http:\\\\evil.io/x.png', false],
    ['/%2F%2Fevil.io/x.png', true], ['ftp://a.io/x.png', false],
  ])('%j safe: %s', (src, safe) => expect(isSafeImageSrc(src)).toBe(safe));
  it.each([
    ['http://127.0.0.1:4411/uploads/default/asset-1.png', 'uploads/default/asset-1.png'],
    ['/uploads/default/a.png', 'uploads/default/a.png'],
    ['data:image/png;base64,AA', null],
  ])('path of %j is %j', (src, path) => expect(imageFilePath(src)).toBe(path));
});

describe('reconcileImages: delete when gone, restore when back', () => {
  const counts = (entries: Array<[string, number]>) => new Map(entries);
  it('deletes a source that left and restores it when it returns', () => {
    const gone = reconcileImages(counts([['a', 1]]), counts([]), new Map([['a', false]]));
    expect(gone).toEqual({ deleted: new Map([['a', true]]), toDelete: ['a'], toRestore: [] });
    const back = reconcileImages(counts([]), counts([['a', 1]]), gone.deleted);
    expect(back).toEqual({ deleted: new Map([['a', false]]), toDelete: [], toRestore: ['a'] });
  });
  it('records a new source without a restore call, and ignores count changes above zero', () => {
    expect(reconcileImages(counts([]), counts([['b', 1]]), new Map())).toEqual({ deleted: new Map([['b', false]]), toDelete: [], toRestore: [] });
    expect(reconcileImages(counts([['b', 2]]), counts([['b', 1]]), new Map([['b', false]])).toDelete).toEqual([]);
  });
});

describe('image tags in markdown', () => {
  const none = { alt: '', title: null };
  it.each([
    ['<img src="/uploads/a.png" width="240px" height="120px">', { src: '/uploads/a.png', width: '240px', height: '120px', ...none }],
    ["<img src='https://a.io/b.png' width=50% />", { src: 'https://a.io/b.png', width: '50%', height: null, ...none }],
    ['<img src="x.png" width="300">', { src: 'x.png', width: '300px', height: null, ...none }],
    ['<img src="a.png">', { src: 'a.png', width: '35%', height: null, ...none }],
    ['<img src="a.png" alt="A &quot;cat&quot;" title="On a mat">', { src: 'a.png', width: '35%', height: null, alt: 'A "cat"', title: 'On a mat' }],
    ['<img src="a.png" title="">', { src: 'a.png', width: '35%', height: null, alt: '', title: '' }],
    ['<img src="javascript:alert(1)">', null],
    ['<img onerror=alert(1) src=x>', { src: 'x', width: '35%', height: null, ...none }],
    ['<image src="a.png">', null],
  ])('%s', (html, expected) => expect(parseImageTag(html)).toEqual(expected));
  it.each([
    [{ src: '/uploads/a "b".png', width: '240px', height: '120px', ...none }],
    [{ src: 'a.png', width: '50%', height: null, alt: 'x < y & "z"', title: "it's" }],
  ])('writes a tag that reads back: %o', (attrs) => {
    expect(parseImageTag(imageTag(attrs))).toEqual(attrs);
  });
  it('writes alt and title only when the image has them', () => {
    expect(imageTag({ src: 'a.png', width: '240px', height: null })).toBe('<img src="a.png" width="240px">');
    expect(imageTag({ src: 'a.png', width: '240px', height: null, alt: 'A', title: 'T' })).toBe('<img src="a.png" alt="A" title="T" width="240px">');
  });
});
