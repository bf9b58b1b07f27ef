import { editorStateTimerCtx, editorViewTimerCtx, EditorStateReady, SchemaReady } from '@milkdown/kit/core';
import { createTimer, type MilkdownPlugin } from '@milkdown/kit/ctx';
import { yieldToBrowser } from '../../ui/yield-to-browser';

const ReadyToRead = createTimer('ReadyToRead');
const ReadyToDraw = createTimer('ReadyToDraw');

/**
 * Making an editor is three tasks rather than one: Milkdown's set-up, reading the document, then
 * drawing it (ProseMirror's view). As one, the editor page's was a 70 ms task (about 280 ms under
 * Lighthouse's mobile throttling), reading and drawing about equal parts; between the three the page
 * can paint and answer input. Each step waits for the one before, as it did.
 */
export const creationYields: MilkdownPlugin = (ctx) => {
  ctx.record(ReadyToRead).record(ReadyToDraw);
  ctx.update(editorStateTimerCtx, (timers) => [...timers, ReadyToRead]);
  ctx.update(editorViewTimerCtx, (timers) => [...timers, ReadyToDraw]);
  return async () => {
    await ctx.wait(SchemaReady);
    await yieldToBrowser();
    ctx.done(ReadyToRead);
    await ctx.wait(EditorStateReady);
    await yieldToBrowser();
    ctx.done(ReadyToDraw);
    return () => {
      ctx.clearTimer(ReadyToRead).clearTimer(ReadyToDraw);
    };
  };
};
