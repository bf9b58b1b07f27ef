import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AiAssistantPanel, type AiAssistantPanelProps } from '../../../islands/ai-assistant/AiAssistantPanel';
import { aiMessages } from '../../../src/domain/messages';

function setup(overrides: Partial<AiAssistantPanelProps> = {}) {
  const props: AiAssistantPanelProps = {
    prompt: '',
    state: 'empty',
    response: null,
    task: '',
    copied: false,
    onTaskChange: vi.fn(),
    onSubmit: vi.fn(),
    onUse: vi.fn(),
    onCopy: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<AiAssistantPanel {...props} />);
  return { props, ...view };
}

describe('AI assistant panel', () => {
  it('renders a hostile response without script, handlers, unsafe links or images, keeping the text', () => {
    const { container } = setup({
      state: 'response',
      task: 'x',
      response: {
        response: 'Hi',
        response_html:
          '<p>Safe <b>bold</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'
          + '<a href="javascript:alert(1)">bad</a> <a href="https://plane.so" onclick="window.__pwned=1">good</a>'
          + '<svg><animate onbegin="window.__pwned=1"/></svg><form action="https://evil"><input></form></p>',
      },
    });
    const html = container.querySelector('[role="status"]')!.innerHTML;
    expect(html).toContain('<b>bold</b>');
    expect(html).not.toMatch(/<script|<img|onerror|onclick|onbegin|javascript:|<form|<input/i);
    expect(screen.getByText('bad').closest('a')?.getAttribute('href')).toBeNull();
    expect(screen.getByText('good').closest('a')?.getAttribute('href')).toBe('https://plane.so');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('Enter submits, Shift+Enter does not; the placeholder follows the content', () => {
    const { props } = setup({ prompt: 'Some content' });
    const input = screen.getByRole('textbox', { name: aiMessages.taskLabel });
    expect(input).toHaveAttribute('placeholder', aiMessages.taskPlaceholderWithPrompt);
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(props.onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the consent before an answer, and the answer actions after', () => {
    const { rerender, props } = setup();
    expect(screen.getByText(aiMessages.consent)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: aiMessages.taskLabel })).toHaveAttribute('placeholder', aiMessages.taskPlaceholder);
    rerender(<AiAssistantPanel {...props} state="response" response={{ response: 'A', response_html: '<p>A</p>' }} />);
    expect(screen.queryByText(aiMessages.consent)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: aiMessages.useResponse }));
    expect(props.onUse).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: aiMessages.generateAgain })).toBeInTheDocument();
    rerender(<AiAssistantPanel {...props} state="no-response" response={{ response: '', response_html: '' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(aiMessages.emptyResponse);
    expect(screen.queryByRole('button', { name: aiMessages.useResponse })).toBeNull();
  });
});
