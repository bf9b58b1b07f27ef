/** What a host supplies to the editor; the contracts live in the domain so models can build them. */
export type { FileHandler, MentionHandler, UploadOptions } from '../../src/domain/editor/handlers';
