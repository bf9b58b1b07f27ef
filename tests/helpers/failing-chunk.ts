/**
 * For vi.mock: a module whose first `failures` imports fail as a chunk fetch that did not arrive
 * would; later imports load it. Each call is one module's own count.
 */
export function failingChunk(failures = 1) {
  let left = failures;
  return async <T>(importOriginal: () => Promise<T>): Promise<T> => {
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  };
}
