import { describe, expect, it } from 'vitest';
import { aiMessages } from '../../../src/domain/messages';
import { fixGrammar, promptText, writeAnswer } from '../../../mocks/ai-writer';

const AI = '/api/workspaces/acme/projects/project-0001/ai-assistant/';
const ask = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(AI, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });

describe('the mock AI writer', () => {
  const prompt = '<p>The login page redirects to a blank screen on Safari. Users lose the form they typed. '
    + 'It started after the 2.3 release. Support has 14 tickets about it.</p>';

  it('summarises: the lead sentences, then key points', () => {
    const answer = writeAnswer(prompt, 'Summarise this');
    expect(answer.response).toBe(
      'The login page redirects to a blank screen on Safari. Users lose the form they typed.\n\nKey points:\n'
        + '- It started after the 2.3 release\n- Support has 14 tickets about it',
    );
    expect(answer.response_html).toContain('<strong>Key points:</strong>');
  });

  it('rewrites as a checklist of task items', () => {
    const answer = writeAnswer('Update the docs, add a test and then ship the fix.', 'Rewrite as a checklist');
    expect(answer.response).toBe('- [ ] Update the docs\n- [ ] Add a test\n- [ ] Ship the fix');
    expect(answer.response_html).toContain('<li data-item-type="task" data-checked="false"><p>Add a test</p></li>');
  });

  it('fixes grammar and common typos', () => {
    expect(fixGrammar('i dont think teh the bug is fixed ,it happens alot')).toBe("I don't think the bug is fixed, it happens a lot.");
    expect(writeAnswer('', 'Fix the grammar: we recieve to many emails').response).toBe('We receive to many emails.');
  });

  it('makes a title, bullet points, a shorter text and an issue description', () => {
    expect(writeAnswer(prompt, 'Suggest a title').response).toBe('The Login Page Redirects to a Blank Screen');
    expect(writeAnswer('One. Two three. Four five.', 'Make bullet points').response).toBe('- One\n- Two three\n- Four five');
    expect(writeAnswer(prompt, 'Make it shorter').response).toBe(
      'The login page redirects to a blank screen on Safari. Users lose the form they typed.',
    );
    expect(writeAnswer('Cover picker loses its tab', 'Generate a proper description for this issue.').response).toContain('## Acceptance criteria');
  });

  it('echoes an unrecognised task, escaping what it repeats', () => {
    const answer = writeAnswer('<p>a &lt;b&gt; c</p>', 'Translate to <Klingon>');
    expect(answer.response).toBe('You asked: "Translate to <Klingon>".\nHere is the content you shared, unchanged:\n\na <b> c');
    expect(answer.response_html).not.toContain('<Klingon>');
    expect(answer.response_html).toContain('&lt;Klingon&gt;');
  });

  it('has no answer for a recognised task with nothing to work on', () => {
    expect(writeAnswer('', 'Summarise')).toEqual({ response: '', response_html: '' });
    expect(writeAnswer('ok', 'Summarise')).toEqual({ response: '', response_html: '' });
  });

  it('is deterministic and reads editor HTML as text', () => {
    expect(writeAnswer(prompt, 'Summarise')).toEqual(writeAnswer(prompt, 'Summarise'));
    expect(promptText('<h1>Title</h1><ul><li>One&nbsp;item</li></ul>')).toBe('Title\nOne item');
  });
});

describe('the AI endpoint', () => {
  it('answers with response and response_html', async () => {
    const response = await ask({ prompt: 'Fix the bug. Then write the test.', task: 'checklist' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: '- [ ] Fix the bug\n- [ ] Write the test',
      response_html: expect.stringContaining('data-type="taskList"'),
    });
  });

  it('refuses an empty task, a bad prompt and an unknown project without counting them', async () => {
    expect((await ask({ prompt: 'x', task: '   ' })).status).toBe(400);
    expect(await (await ask({ prompt: 'x' })).json()).toEqual({ error: 'Task is required' });
    expect((await ask({ prompt: 42, task: 'x' })).status).toBe(400);
    expect((await fetch('/api/workspaces/acme/projects/nope/ai-assistant/', { method: 'POST', body: '{"task":"x"}' })).status).toBe(404);
    expect((await fetch(AI, { method: 'POST', body: 'not json' })).status).toBe(400);
    for (let i = 0; i < 50; i += 1) expect((await ask({ prompt: '', task: `hello ${i}` })).status).toBe(200);
  });

  it('counts 50 requests per user per month and answers the 51st with 429 and its text', async () => {
    for (let i = 0; i < 50; i += 1) expect((await ask({ prompt: '', task: `question ${i}` })).status).toBe(200);
    const limited = await ask({ prompt: '', task: 'one more' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: aiMessages.rateLimited });
  });

  it('plays the AI scenarios', async () => {
    expect(await (await ask({ prompt: 'a b c', task: 'summarise' }, { 'x-mock-scenario': 'ai-empty' })).json()).toEqual({ response: '', response_html: '' });
    expect((await ask({ task: 'x' }, { 'x-mock-scenario': 'ai-rate-limited' })).status).toBe(429);
    const failing = await ask({ task: 'x' }, { 'x-mock-scenario': 'ai-failing' });
    expect(failing.status).toBe(500);
    expect(await failing.text()).toBe('Internal Server Error');
  });
});
