/**
 * One document, three forms. Parsing reads markdown (markdown/), HTML (through an inert document,
 * so nothing in it loads or runs) or JSON. Writing caches every top-level block's markdown, HTML
 * and JSON by node identity: a keystroke re-serialises only the block it changed.
 */
import { schemaCtx } from '@milkdown/kit/core';
import type { Ctx } from '@milkdown/kit/ctx';
import { DOMParser as ProseDOMParser, DOMSerializer, Fragment, Node, type ParseRule, type Schema, type TagParseRule } from '@milkdown/kit/prose/model';
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
  /** HTML content, saying whether it held another editor's nodes that were left out (their text kept). */
  parseHtml(value: string): ReadHtml;
  toMarkdown(doc: Node): string;
  toHTML(doc: Node): string;
  toJSON(doc: Node): JsonNode;
  /** Blocks serialised so far (tests use it to prove the cache works). */
  readonly markdownRenders: number;
}

export interface ReadHtml {
  doc: Node;
  /** Nodes of another editor were in the HTML: the schema has none like them, so they were left out and their text kept. */
  repaired: boolean;
}

export interface EditorForms {
  markdown: string;
  html: string;
  json: JsonNode;
}

let inertDocument: Document | null = null;
let inertInUse = false;

/**
 * Pasted or loaded HTML never touches the live document: it is read in an inert one (no browsing
 * context, so no script runs and no picture loads), handed to `read`, and emptied afterwards. The
 * one inert document is reused: a new one per call costs an allocation each time, and under jsdom
 * (the unit tests) selector matching slows with every document made, which had the 10,000-case
 * HTML property run for 43 minutes.
 */
export function readInertHtml<T>(html: string, read: (body: HTMLElement) => T): T {
  // A read nested in another (none today) gets a document of its own rather than the one in use.
  const nested = inertInUse;
  const { body } = nested ? document.implementation.createHTMLDocument('') : (inertDocument ??= document.implementation.createHTMLDocument(''));
  if (!nested) inertInUse = true;
  body.innerHTML = html;
  try {
    return read(body);
  } finally {
    body.textContent = '';
    if (!nested) inertInUse = false;
  }
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

/** What another editor writes for a node of its own: a custom element, or an element naming its node in `data-type` or `data-block-type`. */
const isEditorNode = (el: Element) => el.localName.includes('-') || el.hasAttribute('data-type') || el.hasAttribute('data-block-type');

/**
 * Whether the HTML holds a node of another editor that no parse rule of the schema reads, as Plane's
 * editor writes its callout (`<div data-block-type="callout-component">`) and its work-item embed
 * (`<issue-embed-component>`) into a description (packages/editor/src/core/extensions/callout/
 * extension-config.ts:72-84, work-item-embed/extension-config.ts:38-50 at 4ca6d6c7). ProseMirror's
 * parser keeps such an element's text and leaves the element out without a word, so saving would
 * drop it unseen. A plain wrapper (a div, a span) is no node of its own and is not counted.
 */
function holdsUnknownNodes(body: HTMLElement, rules: readonly ParseRule[]): boolean {
  const tagRules = rules.filter((rule): rule is TagParseRule & { tag: string } => 'tag' in rule && typeof rule.tag === 'string');
  const reads = (el: HTMLElement) => tagRules.some((rule) => {
    try {
      return el.matches(rule.tag) && (!rule.getAttrs || rule.getAttrs(el) !== false);
    } catch {
      return false;
    }
  });
  for (const el of body.querySelectorAll<HTMLElement>('*')) if (isEditorNode(el) && !reads(el)) return true;
  return false;
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
  const domParser = ProseDOMParser.fromSchema(schema);

  function parseHtml(value: string): ReadHtml {
    if (isBlankContent(value, 'html')) return { doc: emptyDoc(schema), repaired: false };
    return readInertHtml(value, (body) => {
      const repaired = holdsUnknownNodes(body, domParser.rules);
      const doc = normaliseBlockSpace(domParser.parse(body));
      return { doc: isBlankDocument(doc) ? emptyDoc(schema) : doc, repaired };
    });
  }

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
      if (format === 'html') return parseHtml(value).doc;
      const doc = markdown.read(value);
      return doc.content.size ? doc : emptyDoc(schema);
    },
    parseJson,
    parseHtml,
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
