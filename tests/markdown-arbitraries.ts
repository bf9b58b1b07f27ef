/** Random markdown for the editor's property tests: documents built from every block and mark, and noise. */
import fc from 'fast-check';

const word = fc.oneof(
  fc.constantFrom('alpha', 'beta', 'gamma', 'x', '42', 'a_b', 'foo*bar', '#tag', '1.', '-', '>', '`', '~', '|', '\\', '&amp;', '<b>', '[x]', '(y)', '!'),
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', '*', '_', '~', '`', '#', '[', ']', '(', ')', '<', '>', '\\', '!', '-', '+', '.', '1', '|', '&', ':', '/'), maxLength: 8 }),
);

/** A line of up to `most` words. */
const wordsOf = (word: fc.Arbitrary<string>, most: number) => fc.array(word, { minLength: 1, maxLength: most }).map((ws) => ws.join(' '));

/** The text in bold, italic and strike (an empty text gets a letter, so the mark stays a mark). */
const emphasised = (text: fc.Arbitrary<string>) => [
  text.map((t) => `**${t.trim() || 'b'}**`),
  text.map((t) => `*${t.trim() || 'i'}*`),
  text.map((t) => `~~${t.trim() || 's'}~~`),
];

const text = wordsOf(word, 6);
const inline = fc.oneof(
  text,
  ...emphasised(text),
  text.map((t) => `<u>${t.trim() || 'u'}</u>`),
  text.map((t) => `\`${t.replace(/`/g, '').trim() || 'c'}\``),
  text.map((t) => `[${t.replace(/[[\]]/g, '').trim() || 'l'}](https://plane.so/${encodeURIComponent(t.slice(0, 5))})`),
  fc.tuple(text, fc.constantFrom('Title', 'a "quoted" title', "it's", '')).map(([t, title]) => `[${t.replace(/[[\]]/g, '').trim() || 'l'}](https://plane.so "${title}")`),
  fc.tuple(fc.constantFrom('', 'alt', 'a *b*'), fc.constantFrom('', ' "T"')).map(([alt, title]) => `![${alt}](https://plane.so/i.png${title})`),
  fc.constantFrom('<span class="x">', '</span>', '<!-- note -->', '<b>', '<u>', '<img src="/u/a.png" alt="A" width="120px">'),
  fc.constant('https://example.com/path'),
  fc.constant('line\\\nbreak'),
  fc.constantFrom('Ada', 'Alan').map((name) => `<mention-component id="m-${name}" label="${name}" target="users" self="false" redirect_uri="/acme/profile/${name}/" entity_identifier="${name}" entity_name="user_mention"></mention-component>`),
);
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
const block: fc.Arbitrary<string> = fc.oneof(
  line,
  fc.tuple(fc.integer({ min: 1, max: 6 }), line).map(([n, l]) => `${'#'.repeat(n)} ${l}`),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.map((l) => `- ${l}`).join('\n')),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.map((l, i) => `${i + 1}. ${l}`).join('\n')),
  fc.array(fc.tuple(fc.boolean(), line), { minLength: 1, maxLength: 3 }).map((ls) => ls.map(([c, l]) => `- [${c ? 'x' : ' '}] ${l}`).join('\n')),
  fc.tuple(line, line).map(([a, b]) => `- ${a}\n  - ${b}`),
  fc.tuple(line, line).map(([a, b]) => `- ${a}\n\n- ${b}`),
  fc.constantFrom('<div>\n*not* markdown\n</div>', '<!-- a comment -->', '<table><tr><td>x</td></tr></table>'),
  line.map((l) => `> ${l}`),
  fc.constant('---'),
  fc.tuple(fc.constantFrom('', 'ts', 'python', 'json'), fc.array(text, { maxLength: 3 })).map(([lang, ls]) => `\`\`\`${lang}\n${ls.join('\n').replace(/`/g, "'")}\n\`\`\``),
  fc.constantFrom('![](https://plane.so/a.png)', '<img src="/uploads/x.png" width="200px">', 'text ![](b.png) text'),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), line, fc.constantFrom('-', ':-', '-:', ':-:'), fc.boolean()).map(([cols, rows, cell, delimiter, extra]) => {
    const clean = cell.replace(/[|\n]/g, ' ').trim() || 'c';
    const row = (value: string, n = cols) => `| ${Array.from({ length: n }, () => value).join(' | ')} |`;
    // A body row may hold more cells than the header (GFM ignores them; the editor keeps them).
    return [row('h'), `| ${Array.from({ length: cols }, () => delimiter).join(' | ')} |`, ...Array.from({ length: rows }, (_, i) => row(clean, extra && i === 0 ? cols + 1 : cols))].join('\n');
  }),
);
export const structuredMarkdown = fc.array(block, { minLength: 0, maxLength: 8 }).map((bs) => bs.join('\n\n'));
export const noisyMarkdown = fc.string({
  unit: fc.constantFrom('a', ' ', '\n', '*', '_', '~', '`', '#', '-', '>', '[', ']', '(', ')', '<', '/', 'u', '!', '1', '.', '|', '\\', 'x', ':', 'h'),
  maxLength: 80,
});

// Mostly words a person types, with some noise: both paths get exercised.
const plainWord = fc.constantFrom('alpha', 'Beta', 'x', '42', 'release', 'Draft', 'the', 'on', 'of');
const everydayWord = fc.oneof(
  { weight: 6, arbitrary: plainWord },
  fc.constantFrom('alpha', 'Beta', 'x', '42', '2024', 'run()', 'a.b', 'www.x.io', 'mail@x.io', 'R&D', 'Q&A', 'http://x', 'e.g.', 'done!', 'don’t', 'naïve', '日本'),
  fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', '.', ',', ':', '!', '?', '(', ')', '-', '+', '=', '/', '&', '@', '>', "'", '"', '*', '_', '`', '~', '[', ']', '#', '|', '\\', '<'), maxLength: 6 }),
);
const plainUrl = fc.constantFrom('https://plane.so', 'https://plane.so/a/b?c=1#e', '/relative/path');
const everydayUrl = fc.oneof(
  fc.constantFrom('https://plane.so', 'https://www.plane.so/a/b?c=1&d=2#e', 'mailto:a@b.io', '/relative/path', 'https://x.io/a_(b)', 'https://x.io/a b'),
  fc.string({ unit: fc.constantFrom('a', '1', '/', '.', ':', '?', '#', '=', '&', '%', '-', '_', '~', '@', '+', ',', ';', '(', ')', '!', '*', "'"), minLength: 1, maxLength: 12 }).map((s) => `https://x.io/${s}`),
);

/**
 * Documents of every block kind from the given words and link addresses. `everyday` adds underline,
 * bare URLs, images, hard breaks anywhere and marks written against each other (`**a**~~b~~`).
 */
function documentsOf(word: fc.Arbitrary<string>, url: fc.Arbitrary<string>, everyday: boolean): fc.Arbitrary<string> {
  const text = wordsOf(word, 5);
  const inline = fc.oneof(
    text,
    ...emphasised(text),
    text.map((t) => `\`${t.replace(/`/g, '').trim() || 'c'}\``),
    fc.tuple(text, url).map(([t, u]) => `[${t.replace(/[[\]]/g, '').trim() || 'l'}](${u})`),
    ...(everyday
      ? [
          text.map((t) => `<u>${t.trim() || 'u'}</u>`),
          url,
          fc.constant('line\\\nbreak'),
          fc.tuple(text, url).map(([t, u]) => `[${t.replace(/[[\]]/g, '').trim() || 'l'}](${u} "Title")`),
          url.map((u) => `![Alt text](${u})`),
          fc.constantFrom('<kbd>', '</kbd>', '<span>x</span>'),
        ]
      : []),
  );
  const line = fc
    .tuple(fc.array(inline, { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([parts, spaced]) => parts.join(spaced || !everyday ? ' ' : ''));
  const block: fc.Arbitrary<string> = fc.oneof(
    line,
    fc.tuple(fc.integer({ min: 1, max: 6 }), line).map(([n, l]) => `${'#'.repeat(n)} ${l}`),
    fc.array(line, { minLength: 1, maxLength: 3 }).map((ls) => ls.map((l) => `- ${l}`).join('\n')),
    fc.tuple(fc.integer({ min: 0, max: 12 }), fc.array(line, { minLength: 1, maxLength: 3 })).map(([start, ls]) => ls.map((l, i) => `${start + i}. ${l}`).join('\n')),
    fc.array(fc.tuple(fc.boolean(), line), { minLength: 1, maxLength: 3 }).map((ls) => ls.map(([c, l]) => `- [${c ? 'x' : ' '}] ${l}`).join('\n')),
    fc.tuple(line, line, line).map(([a, b, c]) => `- ${a}\n  - ${b}\n\n  ${c}`),
    fc.tuple(line, line, line).map(([a, b, c]) => `1. ${a}\n   - ${b}\n2. ${c}`),
    fc.tuple(line, line).map(([a, b]) => `- ${a}\n\n- ${b}`),
    fc.tuple(line, line).map(([a, b]) => `${a}\n${b}`),
    fc.tuple(line, line).map(([a, b]) => `${a}\\\n${b}`),
    fc.tuple(line, line).map(([a, b]) => `> ${a}\n>\n> - ${b}`),
    fc.tuple(line, line).map(([a, b]) => `> ${a}\n>\n> > ${b}`),
    fc.constant('---'),
    fc.tuple(fc.constantFrom('', 'ts', 'c++', 'a b'), fc.array(text, { maxLength: 3 })).map(([lang, ls]) => `\`\`\`${lang}\n${ls.join('\n')}\n\`\`\``),
    ...(everyday ? [url.map((u) => `![](${u})`), url.map((u) => `![Alt](${u} "Title")`), fc.constant('<div>\nblock\n</div>')] : []),
    fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), line, fc.constantFrom('-', ':-', '-:', ':-:', '---')).map(([cols, rows, cell, delimiter]) => {
      const clean = cell.replace(/[|\n\\]/g, ' ').trim();
      const row = (value: string) => `| ${Array.from({ length: cols }, () => value).join(' | ')} |`;
      return [row('h'), `| ${Array.from({ length: cols }, () => delimiter).join(' | ')} |`, ...Array.from({ length: rows }, () => row(clean))].join('\n');
    }),
  );
  return fc.array(block, { minLength: 1, maxLength: 6 }).map((bs) => bs.join('\n\n'));
}

/** Documents of mostly plain words with some noise and HTML: the fast paths and remark both get exercised. */
export const everydayMarkdown = documentsOf(everydayWord, everydayUrl, true);
/** Documents of plain words only, in every block and mark: mostly inside the fast paths' subset. */
export const plainMarkdown = documentsOf(plainWord, plainUrl, false);
