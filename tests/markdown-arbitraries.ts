/** Random markdown for the editor's property tests: documents built from every block and mark, and noise. */
import fc from 'fast-check';

const word = fc.oneof(
  fc.constantFrom('alpha', 'beta', 'gamma', 'x', '42', 'a_b', 'foo*bar', '#tag', '1.', '-', '>', '`', '~', '|', '\\', '&amp;', '<b>', '[x]', '(y)', '!'),
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', '*', '_', '~', '`', '#', '[', ']', '(', ')', '<', '>', '\\', '!', '-', '+', '.', '1', '|', '&', ':', '/'), maxLength: 8 }),
);
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' '));
const inline = fc.oneof(
  text,
  text.map((t) => `**${t.trim() || 'b'}**`),
  text.map((t) => `*${t.trim() || 'i'}*`),
  text.map((t) => `~~${t.trim() || 's'}~~`),
  text.map((t) => `<u>${t.trim() || 'u'}</u>`),
  text.map((t) => `\`${t.replace(/`/g, '').trim() || 'c'}\``),
  text.map((t) => `[${t.replace(/[[\]]/g, '').trim() || 'l'}](https://plane.so/${encodeURIComponent(t.slice(0, 5))})`),
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
  line.map((l) => `> ${l}`),
  fc.constant('---'),
  fc.tuple(fc.constantFrom('', 'ts', 'python', 'json'), fc.array(text, { maxLength: 3 })).map(([lang, ls]) => `\`\`\`${lang}\n${ls.join('\n').replace(/`/g, "'")}\n\`\`\``),
  fc.constantFrom('![](https://plane.so/a.png)', '<img src="/uploads/x.png" width="200px">', 'text ![](b.png) text'),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), line).map(([cols, rows, cell]) => {
    const clean = cell.replace(/[|\n]/g, ' ').trim() || 'c';
    const row = (value: string) => `| ${Array.from({ length: cols }, () => value).join(' | ')} |`;
    return [row('h'), `| ${Array.from({ length: cols }, () => '-').join(' | ')} |`, ...Array.from({ length: rows }, () => row(clean))].join('\n');
  }),
);
export const structuredMarkdown = fc.array(block, { minLength: 0, maxLength: 8 }).map((bs) => bs.join('\n\n'));
export const noisyMarkdown = fc.string({
  unit: fc.constantFrom('a', ' ', '\n', '*', '_', '~', '`', '#', '-', '>', '[', ']', '(', ')', '<', '/', 'u', '!', '1', '.', '|', '\\', 'x', ':', 'h'),
  maxLength: 80,
});

