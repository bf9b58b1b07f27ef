import type { Story } from '@ladle/react';
import type { ReactElement } from 'react';
import type { AiResponse } from '../../src/domain/entities';
import { aiMessages } from '../../src/domain/messages';
import { AiAssistantPanel, type AiAssistantPanelProps } from './AiAssistantPanel';
import { ToastOnMount } from '../ui/ToastOnMount';

const noop = () => undefined;
const content = 'The login page redirects to a blank screen on Safari. Users lose the form they typed. It started after the 2.3 release.';

const summary: AiResponse = {
  response: 'The login page redirects to a blank screen on Safari. Users lose the form they typed.\n\nKey points:\n- It started after the 2.3 release',
  response_html:
    '<p>The login page redirects to a blank screen on Safari. Users lose the form they typed.</p><p><strong>Key points:</strong></p><ul><li><p>It started after the 2.3 release</p></li></ul>',
};

const base: AiAssistantPanelProps = {
  prompt: content,
  state: 'empty',
  response: null,
  task: '',
  copied: false,
  onTaskChange: noop,
  onSubmit: noop,
  onUse: noop,
  onCopy: noop,
  onClose: noop,
};

/** The popover's frame: 50rem wide, capped by the screen. */
const Frame = ({ children }: { children: React.ReactNode }) => (
  <div role="dialog" aria-label={aiMessages.panelLabel} className="w-full max-w-[50rem] rounded-xl border border-line bg-surface shadow-2xl">
    {children}
  </div>
);

/** A story of one state: the element in the popover's frame. */
const inFrame = (element: ReactElement): Story => () => <Frame>{element}</Frame>;

export const Empty: Story = inFrame(<AiAssistantPanel {...base} prompt="" />);

export const EmptyWithContent: Story = inFrame(<AiAssistantPanel {...base} />);

export const Generating: Story = inFrame(<AiAssistantPanel {...base} task="Summarise" state="generating" />);

export const ResponseShown: Story = inFrame(<AiAssistantPanel {...base} task="Summarise" state="response" response={summary} />);

export const Checklist: Story = inFrame(
  <AiAssistantPanel
    {...base}
    prompt="Update the docs, add a test and then ship the fix."
    task="Rewrite as a checklist"
    state="response"
    response={{
      response: '- [ ] Update the docs\n- [ ] Add a test\n- [ ] Ship the fix',
      response_html:
        '<ul data-type="taskList"><li data-item-type="task" data-checked="false"><p>Update the docs</p></li><li data-item-type="task" data-checked="false"><p>Add a test</p></li><li data-item-type="task" data-checked="false"><p>Ship the fix</p></li></ul>',
    }}
  />
);

export const Copied: Story = inFrame(<AiAssistantPanel {...base} task="Summarise" state="response" response={summary} copied />);

export const NoResponse: Story = inFrame(<AiAssistantPanel {...base} prompt="ok" task="Summarise" state="no-response" response={{ response: '', response_html: '' }} />);

/** A hostile answer: the script, the handler and the javascript: link are gone, the text stays. */
export const UnsafeResponseSanitised: Story = inFrame(
  <AiAssistantPanel
    {...base}
    task="Anything"
    state="response"
    response={{
      response: 'Click here',
      response_html:
        '<p>Safe text <img src=x onerror="document.body.dataset.pwned=1"><script>document.body.dataset.pwned=1</script><a href="javascript:alert(1)">Click here</a></p>',
    }}
  />
);

export const RateLimited: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: aiMessages.rateLimited }}>
    <Frame>
      <AiAssistantPanel {...base} task="Summarise" />
    </Frame>
  </ToastOnMount>
);

export const EmptyTaskRefused: Story = () => (
  <ToastOnMount toast={{ type: 'error', message: aiMessages.emptyTask }}>
    <Frame>
      <AiAssistantPanel {...base} />
    </Frame>
  </ToastOnMount>
);
