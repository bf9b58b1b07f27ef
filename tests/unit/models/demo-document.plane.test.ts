import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  vi.stubEnv('PUBLIC_API_BACKEND', 'plane');
});

import { allSettled, fork } from 'effector';
import { server } from '../../../mocks/node';
import { createDemoDocumentModel } from '../../../src/models/demo-document';
import { backendMessages } from '../../../src/domain/messages';
import { EDITOR_DEMO_ID, sampleDocument, type SamplePerson } from '../../../src/domain/sample-document';

/** On a server with nowhere to keep the demo's document (Plane), the demos open the sample and never call for it. */
describe('demo document model on the plane backend', () => {
  it('opens the sample naming the workspace\'s people, says why it is not saved, and sends nothing on save', async () => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', listener);
    const people: SamplePerson[] = [{ label: 'mia', id: 'u-2', profilePath: '/northwind/profile/u-2/' }, { label: 'me', id: 'u-1', profilePath: '/northwind/profile/u-1/' }];
    const asked: string[] = [];
    try {
      const model = createDemoDocumentModel('northwind', EDITOR_DEMO_ID, { findPeople: async (slug) => (asked.push(slug), people) });
      const scope = fork();
      await allSettled(model.loadRequested, { scope });
      expect(model.unavailable).toBe(backendMessages.unavailable.demoDocument);
      expect(asked).toEqual(['northwind']);
      expect(scope.getState(model.$document)).toMatchObject({ id: EDITOR_DEMO_ID, content_markdown: sampleDocument(people) });
      expect(scope.getState(model.$loaded)).toBe(true);

      await allSettled(model.saveRequested, { scope, params: { content_json: { type: 'doc', content: [] }, content_html: '<p></p>' } });
      expect(requests).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
});
