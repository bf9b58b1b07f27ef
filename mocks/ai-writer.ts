/**
 * The mock AI: a deterministic writer that does a handful of recognised tasks on the prompt
 * (summarise, checklist, fix grammar, shorten, bullet points, title, issue description) and
 * echoes anything else. Same input, same output, so tests and screenshots are stable.
 */

export interface AiAnswer {
  response: string;
  response_html: string;
}

const EMPTY: AiAnswer = { response: '', response_html: '' };

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The prompt may be editor HTML: read it as text, one line per block. */
export function promptText(prompt: string): string {
  return prompt
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div|tr)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^[-*•\d.)\s]+/, '').trim())
    .filter((s) => s.length > 0);
}

const stripEnd = (s: string) => s.replace(/[.!?;:,\s]+$/, '');
const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const words = (s: string) => s.split(/\s+/).filter(Boolean);

function truncateWords(s: string, max: number): string {
  const w = words(s);
  return w.length <= max ? s : `${w.slice(0, max).join(' ')}…`;
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
const list = (items: string[]) => `<ul>${items.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join('')}</ul>`;

function summarise(text: string): AiAnswer {
  const all = sentences(text);
  const lead = all.slice(0, 2).map((s) => truncateWords(s, 30));
  const points = all.slice(2, 5).map((s) => stripEnd(truncateWords(s, 14)));
  const summary = lead.join(' ');
  const response = points.length ? `${summary}\n\nKey points:\n${points.map((p) => `- ${p}`).join('\n')}` : summary;
  const html = `<p>${escapeHtml(summary)}</p>${points.length ? `<p><strong>Key points:</strong></p>${list(points)}` : ''}`;
  return { response, response_html: html };
}

function checklist(text: string): AiAnswer {
  const items = text
    .split(/\n+|(?<=[.!?;])\s+|,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+/i)
    .map((s) => capitalise(stripEnd(s.replace(/^[-*•\d.)\s]+|^(and|then)\s+/gi, '').trim())))
    .filter((s) => s.length > 1);
  const response = items.map((i) => `- [ ] ${i}`).join('\n');
  const html = `<ul data-type="taskList">${items
    .map((i) => `<li data-item-type="task" data-checked="false"><p>${escapeHtml(i)}</p></li>`)
    .join('')}</ul>`;
  return { response, response_html: html };
}

const TYPOS: Record<string, string> = {
  teh: 'the', recieve: 'receive', recieved: 'received', seperate: 'separate', definately: 'definitely',
  occured: 'occurred', untill: 'until', wich: 'which', becuase: 'because', alot: 'a lot', dont: "don't",
  doesnt: "doesn't", cant: "can't", wont: "won't", isnt: "isn't", didnt: "didn't", im: "I'm", i: 'I',
  thier: 'their', accomodate: 'accommodate', adress: 'address', enviroment: 'environment', succesful: 'successful',
  tommorow: 'tomorrow', wierd: 'weird', neccessary: 'necessary', goverment: 'government', begining: 'beginning',
};

export function fixGrammar(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let out = line.replace(/\s+/g, ' ').trim();
      out = out.replace(/[A-Za-z']+/g, (word) => {
        const fixed = TYPOS[word.toLowerCase()];
        if (!fixed) return word;
        return word[0] === word[0].toUpperCase() && word.toLowerCase() !== 'i' ? capitalise(fixed) : fixed;
      });
      out = out.replace(/\b(\w+)(\s+\1\b)+/gi, '$1');
      out = out.replace(/\s+([,.!?;:])/g, '$1').replace(/([,;:])(?=\S)/g, '$1 ').replace(/([.!?])(?=[A-Za-z])/g, '$1 ');
      out = out.replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
      if (out && !/[.!?:]$/.test(out)) out += '.';
      return out;
    })
    .filter(Boolean)
    .join('\n');
}

function shorten(text: string): AiAnswer {
  const all = sentences(text);
  const keep = Math.max(1, Math.ceil(all.length / 2));
  const short = all.slice(0, keep).map((s) => truncateWords(s, 18)).join(' ');
  return { response: short, response_html: paragraphs([short]) };
}

function bullets(text: string): AiAnswer {
  const items = sentences(text).map((s) => stripEnd(s));
  return { response: items.map((i) => `- ${i}`).join('\n'), response_html: list(items) };
}

function title(text: string): AiAnswer {
  const first = stripEnd(sentences(text)[0] ?? '');
  const t = words(first).slice(0, 8).map((w, i) => (i === 0 || w.length > 3 ? capitalise(w) : w)).join(' ');
  return { response: t, response_html: `<p>${escapeHtml(t)}</p>` };
}

function description(text: string): AiAnswer {
  const all = sentences(text).map(stripEnd);
  const [head, ...rest] = all;
  const criteria = (rest.length ? rest : [`${head} works as described`, 'It is covered by a test']).slice(0, 4);
  const response = `## Summary\n${head}.\n\n## Acceptance criteria\n${criteria.map((c) => `- ${c}`).join('\n')}`;
  const html = `<h2>Summary</h2><p>${escapeHtml(head)}.</p><h2>Acceptance criteria</h2>${list(criteria)}`;
  return { response, response_html: html };
}

function echo(task: string, content: string): AiAnswer {
  const lines = [`You asked: "${task}".`];
  if (content) lines.push('Here is the content you shared, unchanged:');
  const response = content ? `${lines.join('\n')}\n\n${content}` : lines[0];
  const html = `${paragraphs(lines)}${content ? `<blockquote>${paragraphs(content.split('\n'))}</blockquote>` : ''}`;
  return { response, response_html: html };
}

type Writer = (content: string) => AiAnswer;

/** Recognised tasks, first match wins; each needs content to work on. */
const TASKS: Array<[RegExp, Writer]> = [
  [/\b(description|describe)\b/i, description],
  [/\b(summari[sz]e|summary|tl;?dr)\b/i, summarise],
  [/\b(check ?list|to-?dos?|action items|steps|tasks)\b/i, checklist],
  [/\b(grammar|spelling|proofread|typos?|fix|correct)\b/i, (c) => {
    const fixed = fixGrammar(c);
    return { response: fixed, response_html: paragraphs(fixed.split('\n')) };
  }],
  [/\b(shorten|shorter|concise|brief|condense)\b/i, shorten],
  [/\b(bullets?|bullet points|list)\b/i, bullets],
  [/\b(title|headline|name)\b/i, title],
];

/**
 * The answer to a task on a prompt. Without a prompt, the text after the task's first colon is the
 * content ("Fix the grammar: teh bug"). A recognised task with fewer than two words to work on
 * gives an empty answer: the popover's "no response" state.
 */
export function writeAnswer(prompt: string, task: string): AiAnswer {
  const cleanTask = task.replace(/\s+/g, ' ').trim();
  const colon = cleanTask.indexOf(':');
  const instruction = colon >= 0 && !prompt.trim() ? cleanTask.slice(0, colon) : cleanTask;
  const content = promptText(prompt) || (colon >= 0 ? cleanTask.slice(colon + 1).trim() : '');
  const match = TASKS.find(([pattern]) => pattern.test(instruction));
  if (!match) return echo(cleanTask, promptText(prompt));
  if (words(content).length < 2) return EMPTY;
  const answer = match[1](content);
  return answer.response.trim() ? answer : EMPTY;
}
