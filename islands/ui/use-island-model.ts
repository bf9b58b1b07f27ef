import { useEffect, useRef, type DependencyList } from 'react';
import { createInRegion, type RegionalModel } from '../../src/models/kit';

interface Held<M> {
  deps: DependencyList;
  made: RegionalModel<M>;
  releasing?: ReturnType<typeof setTimeout>;
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * The island's own model: made once (again when `deps` change), in a region of its own that is
 * released when the island leaves the page or makes another, so its units and its links to
 * shared ones go with it. The release waits a task: React's StrictMode unmounts and mounts again
 * at once, and that second mount keeps the model.
 */
export function useIslandModel<M>(create: () => M, deps: DependencyList): M {
  const held = useRef<Held<M> | null>(null);
  if (!held.current || !sameDeps(held.current.deps, deps)) held.current = { deps, made: createInRegion(create) };
  const current = held.current;
  useEffect(() => {
    clearTimeout(current.releasing);
    return () => {
      current.releasing = setTimeout(current.made.release, 0);
    };
  }, [current]);
  return current.made.model;
}
