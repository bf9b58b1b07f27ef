export type KeyHandler = (event: KeyboardEvent) => boolean;
/** The suggestion lists whose keys are routed while their trigger is active. */
export type KeySlot = 'slash' | 'mention';
/**
 * Chooses for a list that has not mounted yet, given the arrows typed since its trigger: true
 * when it ran the item they reach, false when the query finds none (Enter is then a plain Enter,
 * as it is when a mounted list shows nothing).
 */
export type EarlyChooser = (arrows: readonly KeyboardEvent[]) => boolean;

/** The keys a list acts on; typed before the menus are mounted, they wait for the list. */
const LIST_KEYS = new Set(['Enter', 'Tab', 'ArrowUp', 'ArrowDown']);
const CHOOSE_KEYS = new Set(['Enter', 'Tab']);

/**
 * Keys typed while a suggestion trigger is active go to its list's handler (arrows, Enter, Tab,
 * Escape), which the list registers for as long as the menus are mounted. The menus are a chunk of
 * their own: until they have mounted, a list's keys typed after its trigger wait here, and are
 * replayed to the handler as it registers.
 *
 * A slot with an early chooser does not make Enter wait: `/Image` then Enter must open the file
 * picker in the key's own event, since the browser opens one only while the person's gesture is
 * recent (about five seconds in Chromium), and on a slow connection the menus come later than that.
 */
export class KeyRouting {
  /** True once the menus are mounted. */
  menusReady = false;
  private readonly handlers: Record<KeySlot, KeyHandler | null> = { slash: null, mention: null };
  private readonly early: Record<KeySlot, EarlyChooser | null> = { slash: null, mention: null };
  private readonly waiting: Record<KeySlot, KeyboardEvent[]> = { slash: [], mention: [] };

  /** The list's handler, replayed the keys that waited for it; returns the function that removes it. */
  register(slot: KeySlot, handler: KeyHandler): () => void {
    this.handlers[slot] = handler;
    for (const event of this.takeHeld(slot)) handler(event);
    return () => {
      if (this.handlers[slot] === handler) this.handlers[slot] = null;
    };
  }

  /** What chooses for the slot until its list mounts; returns the function that removes it. */
  chooseEarly(slot: KeySlot, chooser: EarlyChooser): () => void {
    this.early[slot] = chooser;
    return () => {
      if (this.early[slot] === chooser) this.early[slot] = null;
    };
  }

  /** A key typed while the slot's trigger is active: true when the list took it (or it waits for the list). */
  route(slot: KeySlot, event: KeyboardEvent): boolean {
    const handler = this.handlers[slot];
    if (handler) return handler(event);
    if (this.menusReady || !LIST_KEYS.has(event.key)) return false;
    const early = this.early[slot];
    if (early && CHOOSE_KEYS.has(event.key)) return early(this.takeHeld(slot));
    this.waiting[slot].push(event);
    return true;
  }

  /** The keys waiting for the slot's list, which wait no more. */
  takeHeld(slot: KeySlot): KeyboardEvent[] {
    return this.waiting[slot].splice(0);
  }
}
