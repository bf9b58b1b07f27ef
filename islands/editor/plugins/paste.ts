import { Fragment, Slice, type Mark, type Node, type Schema } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $pasteRule, $prose } from '@milkdown/kit/utils';
import { findUrls, isValidEditorLink } from '../../../src/domain/editor/links';
import { markdownReaderOf } from '../markdown';

export const pasteKey = new PluginKey('planePaste');

/** Pasted HTML loses its images (SPEC section 5); everything else goes to the schema's parse rules. */
export function stripImages(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, '').replace(/<picture\b[\s\S]*?<\/picture>/gi, '');
}

/** Links every http(s) URL in the slice's plain text (not in code, not already linked). */
export function autolinkFragment(fragment: Fragment, schema: Schema): Fragment {
  const linkType = schema.marks.link;
  const codeType = schema.marks.code;
  const nodes: Node[] = [];
  fragment.forEach((node) => {
    if (node.isText) {
      if (codeType.isInSet(node.marks) || linkType.isInSet(node.marks)) {
        nodes.push(node);
        return;
      }
      const text = node.text ?? '';
      let last = 0;
      for (const match of findUrls(text)) {
        if (match.start > last) nodes.push(schema.text(text.slice(last, match.start), node.marks));
        const mark: Mark = linkType.create({ href: match.url });
        nodes.push(schema.text(match.url, mark.addToSet(node.marks)));
        last = match.end;
      }
      if (last < text.length) nodes.push(last === 0 ? node : schema.text(text.slice(last), node.marks));
      return;
    }
    if (node.type.spec.code) {
      nodes.push(node);
      return;
    }
    nodes.push(node.copy(autolinkFragment(node.content, schema)));
  });
  return Fragment.fromArray(nodes);
}

/** Links URLs in anything pasted (SPEC section 5: links are auto-detected on paste). */
export const autolinkPasteRule = $pasteRule(() => ({
  run: (slice, view) => {
    try {
      return new Slice(autolinkFragment(slice.content, view.state.schema), slice.openStart, slice.openEnd);
    } catch (error) {
      console.error('Paste: links could not be detected.', error);
      return slice;
    }
  },
}));

/**
 * Paste handling: HTML without images; plain text read as markdown (outside code), so pasted
 * markdown becomes structure; a bare URL pasted over a selection links it. Failures are logged and
 * the browser's default paste goes ahead.
 */
export const pastePlugin = $prose((ctx) => {
  return new Plugin({
    key: pasteKey,
    props: {
      transformPastedHTML: (html) => {
        try {
          return stripImages(html);
        } catch (error) {
          console.error('Paste: the HTML could not be cleaned.', error);
          return '';
        }
      },
      clipboardTextParser: (text, $context, plain) => {
        if (plain || $context.parent.type.spec.code) return null as unknown as Slice;
        try {
          const doc = markdownReaderOf(ctx)(text);
          return Slice.maxOpen(doc.content);
        } catch (error) {
          console.error('Paste: the text could not be read as markdown.', error);
          return null as unknown as Slice;
        }
      },
      handlePaste: (view, event) => {
        try {
          const { selection, schema } = view.state;
          const text = event.clipboardData?.getData('text/plain')?.trim() ?? '';
          if (selection.empty || !isValidEditorLink(text) || /\s/.test(text)) return false;
          if (selection.$from.parent.type.spec.code || !selection.$from.sameParent(selection.$to)) return false;
          view.dispatch(view.state.tr.addMark(selection.from, selection.to, schema.marks.link.create({ href: text })));
          return true;
        } catch (error) {
          console.error('Paste failed.', error);
          return false;
        }
      },
    },
  });
});
