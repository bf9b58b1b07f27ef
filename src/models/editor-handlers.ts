/**
 * The demo's editor handlers, over the mock API: images go to the workspace file-asset calls
 * (SPEC section 7), mentions come from the workspace members, highlights are the current user.
 */
import { assetsApi } from '../api/assets';
import { coreApi } from '../api/core';
import { errorText } from '../api/result';
import type { FileHandler, MentionHandler } from '../domain/editor/handlers';
import type { MentionSuggestion } from '../domain/editor/mentions';
import { genericError } from '../domain/messages';
import { isUploadedAssetPath, type AssetPurpose } from '../domain/upload';
import { displayName } from '../domain/users';

/**
 * `purpose`: what the images belong to, where the page knows (an issue's description); a backend
 * that files uploads under an entity needs it (Plane).
 */
export function createEditorFileHandler(workspaceSlug: string, purpose?: AssetPurpose): FileHandler {
  const inFlight = new Set<AbortController>();
  const handler: FileHandler = {
    async upload(file, { signal, onProgress }) {
      const controller = new AbortController();
      signal.addEventListener('abort', () => controller.abort(), { once: true });
      inFlight.add(controller);
      try {
        const result = await assetsApi.upload({ kind: 'workspace', workspaceSlug, purpose }, file, { signal: controller.signal, onProgress, attributes: { entity_type: 'EDITOR_IMAGE' } });
        if (!result.ok) throw new Error(errorText(result.error, genericError));
        return result.data.asset;
      } finally {
        inFlight.delete(controller);
      }
    },
    async delete(path) {
      if (!isUploadedAssetPath(path)) return;
      const result = await assetsApi.deleteByPath(path);
      if (!result.ok) throw new Error(errorText(result.error, genericError));
    },
    async restore(path) {
      if (!isUploadedAssetPath(path)) return;
      const result = await assetsApi.restoreByPath(path);
      if (!result.ok) throw new Error(errorText(result.error, genericError));
    },
    cancel() {
      inFlight.forEach((controller) => controller.abort());
    },
  };
  return handler;
}

/**
 * Reads the server's file size limit into a file handler (5 MB until it answers). Not done when the
 * handler is made: islands make it while rendering, and React may render and throw the result away
 * (a hydration interrupted by a click renders again), so a read there could be sent twice, and the
 * second would miss the answer a pre-rendered page carries for it. An island calls this from an effect.
 */
export function readFileSizeLimit(handler: FileHandler): void {
  void coreApi.config().then((config) => {
    if (config.ok) handler.maxFileSize = config.data.file_size_limit;
  });
}

export function createMentionHandler(workspaceSlug: string): MentionHandler {
  let members: Promise<MentionSuggestion[]> | null = null;
  const load = () => {
    members ??= coreApi.members(workspaceSlug).then((result) => {
      if (!result.ok) {
        members = null;
        throw new Error(result.error.message);
      }
      return result.data.map(({ member }) => ({
        id: member.id,
        title: displayName(member),
        avatar: member.avatar,
        entity_identifier: member.id,
        entity_name: 'user_mention',
        redirect_uri: `/${workspaceSlug}/profile/${member.id}/`,
      }));
    });
    return members;
  };
  return {
    suggestions: () => load(),
    highlights: async () => {
      const me = await coreApi.me();
      return me.ok ? [me.data.id] : [];
    },
  };
}
