import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentCodec } from '../../codec';
import { mountEditor } from '../../test-utils';
import { docText } from './doc-text';

let codec: DocumentCodec;
beforeAll(async () => {
  codec = (await mountEditor()).codec;
});

describe("a document's text and its positions", () => {
  it('joins textblocks with a line break; images and breaks take no text', () => {
    const doc = codec.parse('# Title\n\nsome **bold** text ![](https://plane.so/a.png) end\n\n- one\n- two', 'markdown');
    expect(docText(doc).text).toBe('Title\nsome bold text  end\none\ntwo');
  });

  it('every offset leads to the position of the same character, and back', () => {
    const doc = codec.parse('# Title\n\nsome **bold** text ![](https://plane.so/a.png) end\n\n> quoted *words*', 'markdown');
    const { text, posAt, offsetAt } = docText(doc);
    for (let offset = 0; offset < text.length; offset += 1) {
      if (text[offset] === '\n') continue;
      const pos = posAt(offset);
      expect(doc.textBetween(pos, pos + 1)).toBe(text[offset]);
      expect(offsetAt(pos)).toBe(offset);
    }
  });

  it('an empty document is offset 0', () => {
    const { text, posAt, offsetAt } = docText(codec.parse('', 'markdown'));
    expect([text, posAt(0), offsetAt(0)]).toEqual(['', 1, 0]);
  });
});
