/** What a host supplies to the editor (SPEC section 7, "Editor-supplied functions"). */
import type { MentionSuggestion } from './mentions';

export interface UploadOptions {
  signal: AbortSignal;
  /** 0..1 while the file is sent. */
  onProgress?: (fraction: number) => void;
}

export interface FileHandler {
  /** Uploads a file; a URL is shown once loaded, any other result shows the local preview. */
  upload(file: File, options: UploadOptions): Promise<string | object>;
  /** Takes the path part of the image URL without its leading slash. */
  delete(path: string): Promise<void>;
  restore(path: string): Promise<void>;
  /** Called when the user cancels an upload (the signal is aborted too). */
  cancel(): void;
  /** The largest file accepted, in bytes (the config's file_size_limit; 5 MB by default). */
  maxFileSize?: number;
}

export interface MentionHandler {
  /** Suggestions for the text after "@"; the editor filters by title prefix. */
  suggestions(query: string): Promise<MentionSuggestion[]>;
  /** Entity identifiers to highlight (for example the current user). */
  highlights?(): Promise<string[]>;
  /** Where a click on a mention goes in the editable editor (default: the browser navigates). */
  navigate?(redirectUri: string): void;
}
