/**
 * One document, three forms. Parsing reads markdown (through remark), HTML (through an inert
 * document, so nothing in it loads or runs) or JSON. Writing caches every top-level block's
 * markdown, HTML and JSON by node identity: a keystroke re-serialises only the block it changed.
 */
import { parserCtx, remarkCtx, schemaCtx } from '@milkdown/kit/core';
import type { Ctx } from '@milkdown/kit/ctx';
import { DOMParser as ProseDOMParser, DOMSerializer, Node, type Schema } from '@milkdown/kit/prose/model';
import { createBlockCache, joinMarkdownBlocks, listMarkerVariants } from '../../src/domain/editor/block-cache';
import { isBlankContent, isJsonNode, type ContentFormat, type ContentValue, type JsonNode } from '../../src/domain/editor/content';
import { sanitizeDocumentJson } from '../../src/domain/editor/safe-content';
import { LIST_MARKERS } from './plugins/markdown-handlers';
import { MarkdownWriter } from './markdown-writer';

export interface DocumentCodec {
  schema: Schema;
  parse(value: ContentValue | null | undefined, format: ContentFormat): Node;
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

const LIST_FAMILY: Record<string, string> = { bulletList: 'unordered', taskList: 'unordered', orderedList: 'ordered' };

/** Pasted or loaded HTML never touches the live document: an inert one parses it. */
export function inertHtmlBody(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return doc.body;
}

export function emptyDoc(schema: Schema): Node {
  return schema.topNodeType.create(null, schema.nodes.paragraph.create());
}

export function createCodec(ctx: Ctx): DocumentCodec {
  const schema = ctx.get(schemaCtx);
  const parseMarkdown = ctx.get(parserCtx);
  const remark = ctx.get(remarkCtx);
  const writers = LIST_MARKERS.map((markers) => new MarkdownWriter(schema, remark().data('settings', markers)));
  const domSerializer = DOMSerializer.fromSchema(schema);

  const markdownCache = createBlockCache<Node, string>((block, variant) => writers[variant].write(schema.topNodeType.create(null, block)));
  const htmlCache = createBlockCache<Node, string>((block) => {
    const holder = document.createElement('div');
    holder.append(domSerializer.serializeNode(block));
    return holder.innerHTML;
  });
  const jsonCache = createBlockCache<Node, JsonNode>((block) => block.toJSON() as JsonNode);

  const isEmptyParagraph = (node: Node) => node.type.name === 'paragraph' && node.content.size === 0;

  return {
    schema,
    parse(value, format) {
      if (isBlankContent(value, format)) return emptyDoc(schema);
      if (format === 'json') {
        const json = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
        if (!isJsonNode(json)) throw new TypeError('The JSON content is not a document node.');
        // JSON went through no parse rule: the same URL, colour and size rules are applied here.
        const doc = Node.fromJSON(schema, sanitizeDocumentJson(json));
        doc.check();
        return doc;
      }
      if (typeof value !== 'string') throw new TypeError(`The ${format} content must be a string.`);
      if (format === 'html') return ProseDOMParser.fromSchema(schema).parse(inertHtmlBody(value));
      const doc = parseMarkdown(value);
      return doc.content.size ? doc : emptyDoc(schema);
    },
    toMarkdown(doc) {
      const blocks: Node[] = [];
      doc.forEach((block) => {
        if (!isEmptyParagraph(block)) blocks.push(block);
      });
      const variants = listMarkerVariants(blocks.map((b) => LIST_FAMILY[b.type.name] ?? null));
      return joinMarkdownBlocks(blocks.map((block, i) => markdownCache.get(block, variants[i])));
    },
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
      return markdownCache.renders;
    },
  };
}
