/**
 * One document, three forms. Parsing reads markdown (markdown/), HTML (through an inert document,
 * so nothing in it loads or runs) or JSON. Writing caches every top-level block's markdown, HTML
 * and JSON by node identity: a keystroke re-serialises only the block it changed.
 */
import { schemaCtx } from '@milkdown/kit/core';
import type { Ctx } from '@milkdown/kit/ctx';
import { DOMParser as ProseDOMParser, DOMSerializer, Fragment, Node, type Schema } from '@milkdown/kit/prose/model';
import { createBlockCache } from '../../src/domain/editor/block-cache';
import { isBlankContent, isJsonNode, type ContentFormat, type ContentValue, type JsonNode } from '../../src/domain/editor/content';
import { sanitizeDocumentJson } from '../../src/domain/editor/safe-content';
import { createMarkdownCodec } from './markdown';
import { readDocumentJson, type ReadJson } from './json-recovery';

export interface DocumentCodec {
  schema: Schema;
  parse(value: ContentValue | null | undefined, format: ContentFormat): Node;
  /** JSON content, read whole when the schema accepts it, else rebuilt keeping every text (json-recovery.ts). */
  parseJson(value: ContentValue): ReadJson;
  toMarkdown(doc: Node): string;
  toHTML(doc: Node): string;
  toJSON(doc: Node): JsonNode;
  /** Blocks serialised so far (tests use it to prove the cache works). */
  readonly markdownRenders: number;
}

export interface EditorForms {
  markdown: string;
  html: string;
  json: JsonNode;
}

/** Pasted or loaded HTML never touches the live document: an inert one parses it. */
export function inertHtmlBody(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return doc.body;
}

/**
 * ProseMirror collapses whitespace in a block it reads from HTML and drops it at the block's start
 * and end (and after a line break), but not always in a paragraph it opened itself around loose
 * inline content, or next to a <pre>. Normalising those the same way makes the HTML that is written
 * read back to the same document (the round trip is stable).
 */
// eslint-disable-next-line no-control-regex -- form feed is HTML whitespace
const WS_RUN = /[ \t\r\n\u000c]+/g;

function normaliseBlockSpace(node: Node): Node {
  if (node.isTextblock) {
    if (node.type.spec.code) return node;
    const children: Node[] = [];
    node.forEach((child, _offset, index) => {
      if (!child.isText) {
        children.push(child);
        return;
      }
      const previous = children[children.length - 1];
      let text = (child.text ?? '').replace(WS_RUN, ' ');
      if (!previous || previous.type.name === 'hardBreak' || (previous.isText && / $/.test(previous.text ?? ''))) text = text.replace(/^ /, '');
      if (index === node.childCount - 1) text = text.replace(/ $/, '');
      if (text) children.push(text === child.text ? child : node.type.schema.text(text, child.marks));
    });
    let changed = children.length !== node.childCount;
    children.forEach((child, i) => (changed ||= child !== node.child(i)));
    return changed ? node.copy(Fragment.fromArray(children)) : node;
  }
  if (node.isLeaf) return node;
  const children: Node[] = [];
  let changed = false;
  node.forEach((child) => {
    const next = normaliseBlockSpace(child);
    changed ||= next !== child;
    children.push(next);
  });
  return changed ? node.copy(Fragment.fromArray(children)) : node;
}

/** Nodes that are content without text (isBlankContent's content elements, as nodes). */
const CONTENT_NODES = new Set(['image', 'inlineImage', 'horizontalRule', 'table', 'mention', 'codeBlock', 'listItem', 'taskItem', 'htmlBlock', 'htmlInline']);

/**
 * The blank-content rule applied to a parsed document: HTML whose text was only whitespace or
 * line breaks once unknown tags were dropped (e.g. `<br><style>…</style>`) opens as one empty
 * paragraph, as its written form (`<p><br></p>`) would.
 */
function isBlankDocument(doc: Node): boolean {
  let blank = doc.textContent.trim() === '';
  if (blank) {
    doc.descendants((node) => {
      if (CONTENT_NODES.has(node.type.name)) blank = false;
      return blank;
    });
  }
  return blank;
}

export function emptyDoc(schema: Schema): Node {
  return schema.topNodeType.create(null, schema.nodes.paragraph.create());
}

export function createCodec(ctx: Ctx): DocumentCodec {
  const markdown = createMarkdownCodec(ctx);
  const schema = ctx.get(schemaCtx);
  const domSerializer = DOMSerializer.fromSchema(schema);
  const htmlCache = createBlockCache<Node, string>((block) => {
    const holder = document.createElement('div');
    holder.append(domSerializer.serializeNode(block));
    return holder.innerHTML;
  });
  const jsonCache = createBlockCache<Node, JsonNode>((block) => block.toJSON() as JsonNode);

  function parseJson(value: ContentValue): ReadJson {
    const json = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    if (!isJsonNode(json)) throw new TypeError('The JSON content is not a document node.');
    // JSON went through no parse rule: the same URL, colour and size rules are applied here.
    return readDocumentJson(schema, sanitizeDocumentJson(json));
  }

  return {
    schema,
    parse(value, format) {
      if (value === null || value === undefined || isBlankContent(value, format)) return emptyDoc(schema);
      if (format === 'json') return parseJson(value).doc;
      if (typeof value !== 'string') throw new TypeError(`The ${format} content must be a string.`);
      if (format === 'html') {
        const doc = normaliseBlockSpace(ProseDOMParser.fromSchema(schema).parse(inertHtmlBody(value)));
        return isBlankDocument(doc) ? emptyDoc(schema) : doc;
      }
      const doc = markdown.read(value);
      return doc.content.size ? doc : emptyDoc(schema);
    },
    parseJson,
    toMarkdown: (doc) => markdown.write(doc),
    toHTML(doc) {
      const parts: string[] = [];
      doc.forEach((block) => parts.push(htmlCache.get(block)));
      return parts.join('');
    },
    toJSON(doc) {
      const content: JsonNode[] = [];
      doc.forEach((block) => content.push(jsonCache.get(block)));
      return { type: 'doc', content };
    },
    get markdownRenders() {
      return markdown.renders;
    },
  };
}
