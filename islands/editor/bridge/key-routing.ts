export type KeyHandler = (event: KeyboardEvent) => boolean;
/** The suggestion lists whose keys are routed while their trigger is active. */
export type KeySlot = 'slash' | 'mention';

/** The keys a list acts on; typed before the menus are mounted, they wait for the list. */
const LIST_KEYS = new Set(['Enter', 'Tab', 'ArrowUp', 'ArrowDown']);

/**
 * Keys typed while a suggestion trigger is active go to its list's handler (arrows, Enter, Tab,
 * Escape), which the list registers for as long as the menus are mounted. The menus are a chunk of
 * their own: until they have mounted, a list's keys typed after its trigger (`/Image` then Enter)
 * wait here, and are replayed to the handler as it registers.
 */
export class KeyRouting {
  /** True once the menus are mounted. */
  menusReady = false;
  private readonly handlers: Record<KeySlot, KeyHandler | null> = { slash: null, mention: null };
  private readonly waiting: Record<KeySlot, KeyboardEvent[]> = { slash: [], mention: [] };

  /** The list's handler, replayed the keys that waited for it; returns the function that removes it. */
  register(slot: KeySlot, handler: KeyHandler): () => void {
    this.handlers[slot] = handler;
    for (const event of this.takeHeld(slot)) handler(event);
    return () => {
      if (this.handlers[slot] === handler) this.handlers[slot] = null;
    };
  }

  /** A key typed while the slot's trigger is active: true when the list took it (or it waits for the list). */
  route(slot: KeySlot, event: KeyboardEvent): boolean {
    const handler = this.handlers[slot];
    if (handler) return handler(event);
    if (this.menusReady || !LIST_KEYS.has(event.key)) return false;
    this.waiting[slot].push(event);
    return true;
  }

  /** The keys waiting for the slot's list, which wait no more. */
  takeHeld(slot: KeySlot): KeyboardEvent[] {
    return this.waiting[slot].splice(0);
  }
}
