import { LIMITS } from '@promptsmith/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptForm } from './prompt-form';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <PromptForm
      prompt={prompt}
      onPromptChange={setPrompt}
      error={error}
      onError={setError}
      emptyMessage="Please enter a prompt to optimize"
      onSubmit={onSubmit}
      busy={false}
      action="transform"
      submitLabel="Transform Prompt"
      busyLabel="Optimizing your prompt..."
      icon={null}
      rows={4}
      placeholder=""
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Your prompt' });
// A paste reaches the page as one `input` event with the whole text (React's onChange listens to it).
const paste = (text: string) => fireEvent.input(box(), { target: { value: text } });

describe('PromptForm keyboard hint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('offers Ctrl+Enter with a keyboard and not on a touch-only device', async () => {
    const { PromptForm: WithKeyboard } = await import('./prompt-form');
    const props = {
      prompt: '',
      onPromptChange: () => {},
      error: null,
      onError: () => {},
      emptyMessage: '',
      onSubmit: () => {},
      busy: false,
      action: 'transform',
      submitLabel: 'Transform Prompt',
      busyLabel: '',
      icon: null,
      rows: 4,
      placeholder: '',
    };
    const { unmount } = render(<WithKeyboard {...props} />);
    expect(screen.getByText('Press Ctrl+Enter to transform.')).toBeInTheDocument();
    unmount();

    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('pointer: coarse') }) as unknown as MediaQueryList,
    );
    vi.resetModules();
    const { PromptForm: OnTouch } = await import('./prompt-form');
    render(<OnTouch {...props} />);
    expect(screen.getByRole('textbox', { name: 'Your prompt' })).toBeInTheDocument();
    expect(screen.queryByText(/Enter to transform/)).not.toBeInTheDocument();
  });
});

describe('PromptForm length limit', () => {
  it('keeps a paste over the limit whole, says by how much, and will not submit it', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const text = 'a'.repeat(LIMITS.promptMaxChars + 250);
    paste(text);
    expect(box()).toHaveValue(text);
    expect(box()).not.toHaveAttribute('maxlength');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(
      /Your prompt is 20,250 characters, 250 over the 20,000-character limit\. Shorten it to transform\./,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your prompt is over the 20,000-character limit.');
    expect(screen.getByRole('button', { name: 'Transform Prompt' })).toBeDisabled();
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so at the limit, and still submits', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    paste('b'.repeat(LIMITS.promptMaxChars));
    expect(screen.getByRole('status')).toHaveTextContent('You have reached the 20,000-character limit.');
    expect(box()).toHaveAccessibleDescription(/You have reached the 20,000-character limit\./);
    expect(box()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Transform Prompt' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
