import type { Node } from '@milkdown/kit/prose/model';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $view } from '@milkdown/kit/utils';
import { isSafeImageSrc, MIN_IMAGE_SIZE, resizeImage } from '../../../../src/domain/editor/images';
import { editorMessages } from '../../../../src/domain/messages';
import { bridgeCtx } from '../../bridge/context';
import { RenderedNodeView } from '../../nodes/rendered-view';
import type { EditorBridge } from '../../bridge';
import { imageAttrsOf, imageNode, inlineImageNode } from './node';
import { imageRestore } from './lifecycle';

/**
 * An image with a south-east resize handle (editable only, shown while selected). Dragging keeps
 * the ratio with a 100 px minimum and writes the final pixel size on release. The same view shows
 * an image block and an inline image (a span in the line).
 */
class ImageView extends RenderedNodeView {
  dom: HTMLElement;
  private frame: HTMLSpanElement;
  private img: HTMLImageElement;
  private handle: HTMLButtonElement;
  private resizing: { startX: number; width: number; height: number; max: number } | null = null;
  /** The source that was loaded again after its restore, so a second failure is one. */
  private reloaded: string | null = null;

  constructor(node: Node, private view: EditorView, private getPos: () => number | undefined, private bridge: EditorBridge) {
    super(node);
    this.dom = document.createElement(node.isInline ? 'span' : 'div');
    this.dom.className = node.isInline ? 'image-inline' : 'image-block';
    this.dom.contentEditable = 'false';
    // The frame carries the width, so the handle sits on the image's corner.
    this.frame = document.createElement('span');
    this.frame.className = 'image-frame';
    this.img = document.createElement('img');
    this.img.alt = '';
    this.img.draggable = false;
    this.img.addEventListener('error', () => void this.loadFailed());
    this.handle = document.createElement('button');
    this.handle.type = 'button';
    this.handle.className = 'image-resize-handle';
    this.handle.setAttribute('aria-label', editorMessages.resizeImage);
    this.handle.tabIndex = -1;
    this.handle.addEventListener('pointerdown', this.startResize);
    this.frame.append(this.img, this.handle);
    this.dom.append(this.frame);
    this.render();
  }

  /**
   * An image that comes back (an undo, or one in the content when the editor opens) is restored on
   * the server while its file loads: until the restore has gone through, a server that keeps deleted
   * files out of sight (Plane) answers 404. Once it has, the file is loaded once more, as Plane's own
   * editor does (packages/editor/src/core/extensions/custom-image/components/block.tsx:255-290 at
   * 4ca6d6c7); only a load that still fails is an error (SPEC section 8: logged).
   */
  private async loadFailed() {
    const src = this.img.getAttribute('src') ?? '';
    const restore = src && this.reloaded !== src ? imageRestore(this.view, String(this.node.attrs.src)) : undefined;
    if (restore) {
      this.reloaded = src;
      await restore;
      if (this.img.getAttribute('src') === src) {
        this.img.src = src;
        return;
      }
    }
    console.error('The image could not be loaded:', this.node.attrs.src);
  }

  protected render() {
    const { src, width, height, alt, title } = imageAttrsOf(this.node);
    const safe = isSafeImageSrc(src) ? src : '';
    if (this.img.getAttribute('src') !== safe) this.img.src = safe;
    this.img.alt = alt;
    if (title === null) this.img.removeAttribute('title');
    else this.img.title = title;
    this.frame.style.width = width;
    this.img.style.height = height ?? 'auto';
    this.handle.hidden = !this.bridge.host.editable;
  }

  private startResize = (event: PointerEvent) => {
    if (!this.bridge.host.editable) return;
    event.preventDefault();
    event.stopPropagation();
    const rect = this.img.getBoundingClientRect();
    this.resizing = { startX: event.clientX, width: rect.width, height: rect.height, max: Math.max(MIN_IMAGE_SIZE, this.view.dom.clientWidth) };
    this.handle.setPointerCapture?.(event.pointerId);
    this.handle.addEventListener('pointermove', this.moveResize);
    this.handle.addEventListener('pointerup', this.endResize);
    this.handle.addEventListener('pointercancel', this.endResize);
  };

  private currentSize(event: PointerEvent) {
    const r = this.resizing!;
    return resizeImage({ width: r.width, height: r.height }, event.clientX - r.startX, MIN_IMAGE_SIZE, r.max);
  }

  private moveResize = (event: PointerEvent) => {
    if (!this.resizing) return;
    const size = this.currentSize(event);
    this.frame.style.width = `${size.width}px`;
    this.img.style.height = `${size.height}px`;
  };

  private endResize = (event: PointerEvent) => {
    if (!this.resizing) return;
    const size = this.currentSize(event);
    this.resizing = null;
    this.handle.removeEventListener('pointermove', this.moveResize);
    this.handle.removeEventListener('pointerup', this.endResize);
    this.handle.removeEventListener('pointercancel', this.endResize);
    const pos = this.getPos();
    if (pos === undefined) return;
    this.view.dispatch(this.view.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, width: `${size.width}px`, height: `${size.height}px` }));
  };

  selectNode() {
    this.dom.classList.add('is-selected');
  }

  deselectNode() {
    this.dom.classList.remove('is-selected');
  }

  stopEvent(event: Event) {
    return this.resizing !== null || this.handle.contains(event.target as globalThis.Node);
  }

  ignoreMutation() {
    return true;
  }
}

export const imageView = $view(imageNode, (ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return (node, view, getPos) => new ImageView(node, view, getPos, bridge);
});

export const inlineImageView = $view(inlineImageNode, (ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  return (node, view, getPos) => new ImageView(node, view, getPos, bridge);
});
