import { aiUsageKey } from '../../src/domain/ai';
import { AI_REQUESTS_PER_MONTH } from '../../src/domain/constants';
import { aiMessages } from '../../src/domain/messages';
import { writeAnswer } from '../ai-writer';
import { badRequest, json, notFound, readJson, route } from '../runtime';

/**
 * The AI assistant: a deterministic writer (mocks/ai-writer.ts) behind a real per-user monthly
 * counter. Request 51 of a calendar month answers 429 with the server's sentence. Invalid
 * requests are refused before they count.
 */
export const aiRoutes = [
  route('aiAssistant', async ({ db, params, request, empty }) => {
    if (!db.workspace.all().some((w) => w.slug === params.slug)) return notFound('Workspace not found.');
    if (!db.projects.get(params.projectId)) return notFound('Project not found.');
    const body = await readJson(request);
    if (!body) return badRequest('The request body must be a JSON object.');
    const { prompt = '', task } = body;
    if (typeof prompt !== 'string') return badRequest({ prompt: ['Not a valid string.'] });
    if (typeof task !== 'string' || !task.trim()) return badRequest('Task is required');
    if (task.length > 4000 || prompt.length > 100_000) return badRequest('The prompt or task is too long.');

    const key = aiUsageKey(db.currentUserId, new Date());
    const used = db.aiUsage.get(key) ?? 0;
    if (used >= AI_REQUESTS_PER_MONTH) return json({ error: aiMessages.rateLimited }, 429);
    db.aiUsage.set(key, used + 1);
    db.scheduleSave();

    return json(empty ? { response: '', response_html: '' } : writeAnswer(prompt, task));
  }, 'ai'),
];
