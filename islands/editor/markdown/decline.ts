/**
 * The fast paths' one way out: a fast reader or writer that meets something outside its subset
 * calls `declined()`, and `orRemark` turns that into null, so the caller hands the whole document
 * (reading) or block (writing) to remark, which knows all of CommonMark and GFM.
 */
class NeedsRemark extends Error {}

/** Leaves the current document or block to remark. */
export function declined(): never {
  throw new NeedsRemark();
}

/** What `fast` returns, or null when it declined; any other error is a bug and goes on up. */
export function orRemark<T>(fast: () => T): T | null {
  try {
    return fast();
  } catch (error) {
    if (error instanceof NeedsRemark) return null;
    throw error;
  }
}
