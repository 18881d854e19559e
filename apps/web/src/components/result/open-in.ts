import type { AssistantKey } from '@promptsmith/contract';

/**
 * Where each assistant's chat lives, and whether it takes a prompt in its URL. Checked in
 * November 2026 (see README, "Open in…"):
 * - ChatGPT fills its message box from `https://chatgpt.com/?q=…` (the user presses send).
 * - Claude documents nothing; `https://claude.ai/new?q=…` filled the box for a while and was
 *   reported to be ignored since late 2025, so the prompt is also copied.
 * - Gemini, DeepSeek, Le Chat and Meta AI take no prompt in the URL: copy, then open the chat.
 */
export interface ChatApp {
  assistant: AssistantKey;
  /** What the link says after "Open in". */
  name: string;
  home: string;
  /** The address with the prompt in it, for vendors that read one. */
  prefill?: (prompt: string) => string;
  /** Also copy when the URL is used: the vendor's prefill is not dependable. */
  alsoCopy?: boolean;
}

export const CHAT_APPS: Readonly<Record<AssistantKey, ChatApp>> = {
  gpt: {
    assistant: 'gpt',
    name: 'ChatGPT',
    home: 'https://chatgpt.com/',
    prefill: (prompt) => `https://chatgpt.com/?${new URLSearchParams({ q: prompt })}`,
  },
  claude: {
    assistant: 'claude',
    name: 'Claude',
    home: 'https://claude.ai/new',
    prefill: (prompt) => `https://claude.ai/new?${new URLSearchParams({ q: prompt })}`,
    alsoCopy: true,
  },
  gemini: { assistant: 'gemini', name: 'Gemini', home: 'https://gemini.google.com/app' },
  deepseek: { assistant: 'deepseek', name: 'DeepSeek', home: 'https://chat.deepseek.com/' },
  mistral: { assistant: 'mistral', name: 'Le Chat', home: 'https://chat.mistral.ai/chat' },
  metaLlama: { assistant: 'metaLlama', name: 'Meta AI', home: 'https://www.meta.ai/' },
};

/** Long URLs are cut or refused by servers and proxies along the way; past this we copy instead. */
export const MAX_PREFILL_URL = 8000;

export interface OpenPlan {
  href: string;
  /** Copy the prompt to the clipboard as the link opens. */
  copy: boolean;
}

/** Where the link goes and whether the prompt must travel by clipboard. */
export function openPlan(app: ChatApp, prompt: string): OpenPlan {
  const url = prompt && app.prefill ? app.prefill(prompt) : null;
  if (url && url.length <= MAX_PREFILL_URL) return { href: url, copy: app.alsoCopy === true };
  return { href: app.home, copy: prompt.length > 0 };
}

/** ChatGPT, Claude and Gemini, led by the result's own assistant's chat (a fourth when it is another). */
export function chatAppsFor(assistant: AssistantKey): ChatApp[] {
  const main: AssistantKey[] = ['gpt', 'claude', 'gemini'];
  return [assistant, ...main.filter((key) => key !== assistant)].map((key) => CHAT_APPS[key]);
}
