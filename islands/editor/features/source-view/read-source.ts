import type { Node } from '@milkdown/kit/prose/model';
import type { DocumentCodec } from '../../codec';

/**
 * The document a markdown source reads as. Markdown the schema has no node for is already kept by
 * the codec (raw HTML as inert source, the rest as text); should reading fail outright, the source
 * stays as text, a paragraph per line: nothing typed in the source view is ever dropped.
 */
export function readSource(codec: DocumentCodec, text: string): Node {
  try {
    return codec.parse(text, 'markdown');
  } catch (error) {
    console.error('The markdown source could not be read; it is kept as text.', error);
    const { schema } = codec;
    return schema.node('doc', null, text.split('\n').map((line) => schema.node('paragraph', null, line ? schema.text(line) : undefined)));
  }
}
