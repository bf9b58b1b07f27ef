import { buildPath, routePath } from '../../src/domain/api-routes';
import { PLANE_ROUTES } from '../../src/domain/plane-api-routes';
import { isPlane } from './fixtures';
import type { SitePaths } from './paths';

/**
 * An uploaded file as this run's backend names it. The spec mock serves the file itself
 * (`/uploads/default/asset-….png`); Plane answers an asset's path on its API, which redirects to
 * storage (`/api/assets/v2/static/{uuid}/`, app/urls/asset.py at 4ca6d6c7). A test checks that
 * the image displays either way; these say where it comes from and how it is deleted.
 */
export function uploadedImageSrc(): RegExp {
  return isPlane() ? /\/api\/assets\/v2\/static\/[0-9a-f-]{36}\/$/ : /\/uploads\/default\/asset-[a-z0-9-]+\.png$/;
}

/** The asset id in an uploaded file's address (its last segment). */
const assetIdOf = (src: string): string => src.replace(/\/$/, '').split('/').pop()!;

/** The DELETE path that removes an uploaded avatar (`user`) or a workspace's file (logo, cover). */
export function assetDeletePath(owner: 'user' | 'workspace', src: string, paths: SitePaths): string {
  const assetId = assetIdOf(src);
  if (isPlane()) {
    return owner === 'user'
      ? buildPath(PLANE_ROUTES.deleteUserAsset.path, { assetId })
      : buildPath(PLANE_ROUTES.deleteWorkspaceAsset.path, { slug: paths.slug, assetId });
  }
  return owner === 'user'
    ? routePath('deleteUserAsset', { assetId })
    : routePath('deleteWorkspaceAsset', { workspaceId: paths.id('ws-acme'), assetId });
}

/** An issue description's uploaded image, as the editor shows it (Plane: the project's asset path). */
export function editorImageSrc(): RegExp {
  return isPlane() ? /\/api\/assets\/v2\/workspaces\/[^/]+\/projects\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/$/ : /\/uploads\/.+\.png$/;
}

/** The call (`METHOD path`) that uploads an image into a project's issue description. */
export function editorImageUpload(paths: SitePaths, projectId: string): string {
  return isPlane()
    ? `POST ${buildPath(PLANE_ROUTES.createProjectAsset.path, { slug: paths.slug, projectId: paths.id(projectId) })}`
    : `POST ${paths.api('file-assets/')}`;
}
