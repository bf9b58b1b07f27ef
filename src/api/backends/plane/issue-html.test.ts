import { describe, expect, it } from 'vitest';
import { descriptionFromPlane, descriptionToPlane } from './issue-html';

const id = '6a8c0e2f-7b9d-4a1c-9d3e-5f7a9b1c3d5e';
const url = `/api/assets/v2/workspaces/northwind/projects/p1/${id}/`;

describe('Plane’s image markup read as ours', () => {
  it.each<[string, string, string]>([
    ['an asset id becomes the image’s URL, with its width',
      `<p>a</p><image-component src="${id}" width="35%" height="auto" aspectratio="1.7777" alignment="left"></image-component>`, `<p>a</p><img src="${url}" width="35%">`],
    ['a fixed height is kept', `<image-component src="${id}" width="240px" height="120px"></image-component>`, `<img src="${url}" width="240px" height="120px">`],
    ['a self-closed tag', `<image-component src="${id}" />`, `<img src="${url}">`],
    ['a URL as src stays a URL', '<image-component src="https://cdn.example/a.png"></image-component>', '<img src="https://cdn.example/a.png">'],
    ['no src, no image', '<image-component width="35%"></image-component>', ''],
    ['other markup untouched', '<p class="editor-paragraph-block">x</p>', '<p class="editor-paragraph-block">x</p>'],
  ])('%s', (_what, html, expected) => {
    expect(descriptionFromPlane(html, 'northwind', 'p1')).toBe(expected);
  });
});

describe('our images written back in Plane’s markup', () => {
  it.each<[string, string, string]>([
    ['an editor image of this API', `<img src="${url}" alt="" width="35%" style="width: 35%; height: auto;">`,
      `<image-component src="${id}" width="35%" height="auto" alignment="left"></image-component>`],
    ['with its size', `<img src="http://127.0.0.1:8000${url}" width="240px" height="120px">`,
      `<image-component src="${id}" width="240px" height="120px" alignment="left"></image-component>`],
    ['another image stays an <img>', '<img src="https://images.unsplash.com/a.jpg" width="35%">', '<img src="https://images.unsplash.com/a.jpg" width="35%">'],
    ['a workspace logo is no editor image', '<img src="/api/assets/v2/static/abc/">', '<img src="/api/assets/v2/static/abc/">'],
  ])('%s', (_what, html, expected) => {
    expect(descriptionToPlane(html)).toBe(expected);
  });

  it('a description read and written back keeps its image', () => {
    const plane = `<p>x</p><image-component src="${id}" width="35%" height="auto" alignment="left"></image-component>`;
    expect(descriptionToPlane(descriptionFromPlane(plane, 'northwind', 'p1'))).toBe(plane);
  });
});
