import { apiUrl } from '../../transport';

/**
 * Plane's editor keeps an image in a description as `<image-component src="{asset id}" width
 * height aspectratio alignment>`, the asset's id and not a URL (docs/plane-api.md, Uploads 7); ours
 * keeps `<img src="{url}" width height>`. Reading turns one into the other, saving turns it back,
 * so an image stays an image in both editors. Only Plane's own markup is rewritten: both forms
 * survive Plane's sanitiser and ours, and an attribute is copied only from between quotes.
 */

const ATTRIBUTE = /([a-zA-Z-]+)\s*=\s*"([^"]*)"/g;
const ASSET_ID = /^[A-Za-z0-9-]+$/;

function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) attrs[name.toLowerCase()] = value;
  return attrs;
}

/** Where Plane serves an editor image: behind the session, under the issue's project. */
export const editorImagePath = (slug: string, projectId: string, assetId: string) =>
  `/api/assets/v2/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(assetId)}/`;

const EDITOR_IMAGE_PATH = /\/api\/assets\/v2\/workspaces\/[^/"]+\/projects\/[^/"]+\/([A-Za-z0-9-]+)\/?$/;

export function descriptionFromPlane(html: string, slug: string, projectId: string): string {
  return html.replace(/<image-component\b([^>]*?)\/?>(?:\s*<\/image-component>)?/gi, (whole, rawAttrs: string) => {
    const { src = '', width, height } = attributesOf(rawAttrs);
    const url = ASSET_ID.test(src) ? apiUrl(editorImagePath(slug, projectId, src)) : src;
    if (!url) return '';
    const size = `${width ? ` width="${width}"` : ''}${height && height !== 'auto' ? ` height="${height}"` : ''}`;
    return `<img src="${url}"${size}>`;
  });
}

export function descriptionToPlane(html: string): string {
  return html.replace(/<img\b([^>]*)>/gi, (whole, rawAttrs: string) => {
    const { src = '', width, height } = attributesOf(rawAttrs);
    const match = EDITOR_IMAGE_PATH.exec(src.split(/[?#]/)[0]);
    if (!match) return whole;
    return `<image-component src="${match[1]}" width="${width ?? '35%'}" height="${height ?? 'auto'}" alignment="left"></image-component>`;
  });
}
