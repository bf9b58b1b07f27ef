import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NotFoundState } from '../../../islands/ui/NotFoundState';
import { routeMessages } from '../../../src/domain/messages';

const project = { id: 'p1', name: 'Web' };

describe('the state of a page that cannot show what its address names', () => {
  it.each([
    ['not there (404)', undefined, routeMessages.notFound.module, routeMessages.notFoundText.module('acme')],
    ['refused (403)', 'Not for guests.', routeMessages.notAllowed.module, `Not for guests. ${routeMessages.askForRole}`],
  ])('%s: its own title, the reason, and the way back to the project; nothing to retry', (_, refusal, title, text) => {
    render(<NotFoundState missing="module" workspaceSlug="acme" project={project} refusal={refusal} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: routeMessages.backToProject('Web') }).getAttribute('href')).toMatch(/\/acme\/projects\/p1\/$/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.title).toContain(title);
  });
});
