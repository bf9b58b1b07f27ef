import type { EventCallable, Store } from 'effector';

/**
 * What `useUnit(shape)` hands a view for a shape of units: a store's value, an event as a callback.
 * A model's `view` object and the props of the component it feeds are one type through this.
 */
export type ViewProps<Shape> = {
  [Key in keyof Shape]: Shape[Key] extends Store<infer Value>
    ? Value
    : Shape[Key] extends EventCallable<infer Payload>
      ? [Payload] extends [void]
        ? () => void
        : (payload: Payload) => void
      : never;
};
