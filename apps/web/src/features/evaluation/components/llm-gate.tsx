import {
  ASSISTANTS,
  type AssistantKey,
  LLM_PROVIDERS_DOC_URL,
  type LlmStatusResponse,
} from '@promptsmith/contract';
import { Link } from 'react-router';

/** Why an LLM action cannot run for this assistant, or null when it can. */
export function llmBlocker(
  status: LlmStatusResponse | undefined,
  model: AssistantKey | 'judge',
): 'checking' | 'no-provider' | 'sign-in' | 'confirm-email' | null {
  if (!status) return 'checking';
  const configured = model === 'judge' ? status.judge !== null : status.models[model] !== undefined;
  if (!configured) return 'no-provider';
  if (status.access === 'sign-in-required') return 'sign-in';
  if (status.access === 'confirmation-required') return 'confirm-email';
  return null;
}

/**
 * The explanation beside a button that cannot act: which model is missing and where the README
 * says how to add one, or that sign-in (with a confirmed email) comes first. Nothing is faked.
 */
export function LlmGateNote({
  id,
  blocker,
  model,
  action,
}: {
  id: string;
  blocker: NonNullable<ReturnType<typeof llmBlocker>>;
  model: AssistantKey | 'judge';
  action: string;
}) {
  const who = model === 'judge' ? 'judging answers' : ASSISTANTS[model].name;
  return (
    <p id={id} className="text-xs text-slate-600 dark:text-slate-300">
      {blocker === 'checking' && 'Checking which models are configured…'}
      {blocker === 'no-provider' && (
        <>
          No model is configured for {who} on this server, so it cannot {action}.{' '}
          <a
            className="font-medium text-brand-700 underline dark:text-brand-100"
            href={LLM_PROVIDERS_DOC_URL}
            target="_blank"
            rel="noreferrer"
          >
            How to add a provider (API key or a local Ollama)
          </a>
        </>
      )}
      {blocker === 'sign-in' && (
        <>
          <Link className="font-medium text-brand-700 underline dark:text-brand-100" to="/login">
            Sign in
          </Link>{' '}
          with a confirmed email address to {action} on an AI model.
        </>
      )}
      {blocker === 'confirm-email' &&
        `Confirm your email address (see your inbox) to ${action} on an AI model.`}
    </p>
  );
}

/** The short reason a disabled button shows in its own label. */
export function blockedLabel(blocker: NonNullable<ReturnType<typeof llmBlocker>>): string {
  switch (blocker) {
    case 'checking':
      return 'checking…';
    case 'no-provider':
      return 'no model configured';
    case 'sign-in':
      return 'sign in first';
    case 'confirm-email':
      return 'confirm your email first';
  }
}
