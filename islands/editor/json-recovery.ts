/**
 * Reading stored JSON the schema does not wholly accept. ProseMirror's `Node.fromJSON` refuses a
 * whole document for one node type it does not know (a `callout` another editor wrote), one
 * attribute it does not have, or one child in a place its parent cannot hold; opening an empty
 * document instead and saving it would erase the stored one. Here the document is rebuilt node by
 * node: what the schema knows and can place is kept as it is, and each node it does not know or
 * cannot place is replaced by its text (paragraphs among blocks, plain text among inline content).
 */
import { Fragment, Node, type Mark, type NodeType, type Schema } from '@milkdown/kit/prose/model';

export interface ReadJson {
  doc: Node;
  /** Something was left out or rebuilt: the document is not the stored one exactly. */
  repaired: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node's children, whatever shape `content` came in: a single object counts as one child. */
function childrenOf(value: Json): unknown[] {
  const { content } = value;
  if (Array.isArray(content)) return content;
  return content === undefined || content === null ? [] : [content];
}

/** Every string of text a JSON value holds, in document order, one entry per text node. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (!isObject(value)) return [];
  const own = typeof value.text === 'string' && value.text.trim() ? [value.text] : [];
  return [...own, ...childrenOf(value).flatMap(textsOf)];
}

/** Text left over from a node that could not be kept; the parent decides how it is held. */
interface Loose {
  texts: string[];
}

type Piece = Node | Loose;

const isLoose = (piece: Piece): piece is Loose => !(piece instanceof Node);

/** The attributes the type has (an unknown one makes ProseMirror refuse the node); the rest take their defaults. */
function knownAttrs(type: NodeType | Mark['type'], attrs: unknown): Json | null {
  if (!isObject(attrs)) return null;
  const known = Object.fromEntries(Object.entries(attrs).filter(([name]) => Object.hasOwn(type.spec.attrs ?? {}, name)));
  return Object.keys(known).length ? known : null;
}

function marksOf(schema: Schema, parent: NodeType, marks: unknown): Mark[] {
  if (!Array.isArray(marks)) return [];
  const kept: Mark[] = [];
  for (const json of marks) {
    if (!isObject(json) || typeof json.type !== 'string') continue;
    const type = schema.marks[json.type];
    if (!type || !parent.allowsMarkType(type)) continue;
    try {
      const mark = type.create(knownAttrs(type, json.attrs));
      if (!mark.isInSet(kept)) kept.push(mark);
    } catch {
      // A mark whose attributes it cannot take is left off; its text stays.
    }
  }
  return kept;
}

/**
 * The children of `parent` with the loose text in the form it holds: text among inline content,
 * paragraphs among blocks. Returns null when they cannot all be placed.
 */
function place(schema: Schema, parent: NodeType, pieces: Piece[]): Fragment | null {
  const nodes: Node[] = [];
  for (const piece of pieces) {
    if (!isLoose(piece)) {
      nodes.push(piece);
    } else if (parent.inlineContent) {
      if (piece.texts.length) nodes.push(schema.text(piece.texts.join(' ')));
    } else {
      for (const text of piece.texts) nodes.push(schema.nodes.paragraph.create(null, schema.text(text)));
    }
  }
  const content = Fragment.from(nodes);
  return parent.validContent(content) ? content : null;
}

function build(schema: Schema, value: unknown, parent: NodeType): Piece[] {
  if (typeof value === 'string') return value ? [{ texts: [value] }] : [];
  if (!isObject(value)) return [];
  const type = typeof value.type === 'string' ? schema.nodes[value.type] : undefined;
  const loose: Loose = { texts: textsOf(value) };
  if (!type || type === schema.topNodeType) return [loose];
  if (type.isText) {
    if (typeof value.text !== 'string' || !value.text) return [];
    return [schema.text(value.text, marksOf(schema, parent, value.marks))];
  }
  const pieces = childrenOf(value).flatMap((child) => build(schema, child, type));
  let content = place(schema, type, pieces);
  // A child it cannot hold (a row outside a table, a block in a heading) keeps only its text.
  content ??= place(schema, type, pieces.map((piece) => (isLoose(piece) || type.contentMatch.matchType(piece.type) ? piece : { texts: textsOf(piece.toJSON()) })));
  if (!content) return [loose];
  try {
    const node = type.createAndFill(knownAttrs(type, value.attrs), content, marksOf(schema, parent, value.marks));
    if (!node) return [loose];
    node.check();
    return [node];
  } catch {
    return [loose];
  }
}

/** The document rebuilt from what the schema can hold; every text the JSON holds is in it. */
export function salvageDocument(schema: Schema, json: unknown): Node {
  const top = schema.topNodeType;
  const children = isObject(json) ? childrenOf(json) : [];
  const pieces = children.flatMap((child) => build(schema, child, top));
  const content = place(schema, top, pieces) ?? place(schema, top, pieces.map((piece) => (isLoose(piece) ? piece : { texts: textsOf(piece.toJSON()) })));
  const doc = content && content.childCount ? top.create(null, content) : null;
  return doc ?? top.create(null, schema.nodes.paragraph.create());
}

/** The stored JSON as it is when the schema accepts it, otherwise rebuilt by `salvageDocument`. */
export function readDocumentJson(schema: Schema, json: unknown): ReadJson {
  try {
    const doc = Node.fromJSON(schema, json as Json);
    doc.check();
    return { doc, repaired: false };
  } catch {
    return { doc: salvageDocument(schema, json), repaired: true };
  }
}
