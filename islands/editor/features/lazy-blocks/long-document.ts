/**
 * What only a long document needs, in a chunk of its own that the editor fetches once it has one
 * (plugin.ts), so that the editor's first chunk stays within its budget: the runs' boxes and their
 * sizes' estimates, the watcher, and the keys to the document's ends.
 */
export { withRuns } from './decorate';
export { edgeKeys } from './keys';
export { LazyBlocksWatcher } from './watch';
