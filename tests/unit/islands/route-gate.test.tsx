import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { matchSiteRoute } from '../../../src/domain/site-routes';
import { RouteGate } from '../../../islands/app-shell/RouteGate';

const pageCode = vi.hoisted(() => ({ evaluated: 0 }));

// Stands in for the issue page's chunk: counts when its code is fetched and evaluated.
vi.mock('../../../islands/app-shell/route-pages/IssueRoute', () => {
  pageCode.evaluated += 1;
  return { default: () => <p>the issue page</p> };
});

describe('RouteGate', () => {
  it('fetches the page\'s code while the route is checked, not after the check answers', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.get(/\/api\/workspaces\/acme\/$/, async () => {
      await held;
      return undefined;
    }));
    const route = matchSiteRoute('/acme/projects/project-0001/issues/issue-web-0001/');
    render(<RouteGate route={route!} />);

    await waitFor(() => expect(pageCode.evaluated).toBe(1));
    expect(screen.queryByText('the issue page')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('the issue page')).toBeInTheDocument();
  });
});
