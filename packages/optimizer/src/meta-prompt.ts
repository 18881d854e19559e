import type { AssistantKey } from '@promptsmith/contract';
import { ASSISTANTS } from '@promptsmith/contract';
import { analyze } from './analyze-public';
import { PROFILES } from './assistants';
import { LANGUAGE_NAMES } from './i18n';

/**
 * Instructions for an LLM that rewrites the rough prompt. It gets the target's rules, what
 * the analyzer found, and the rules-engine draft as a reference, so an LLM rewrite is at
 * least as faithful as the built-in one.
 */
export function buildMetaPrompt(rough: string, target: AssistantKey): { system: string; user: string } {
  const profile = PROFILES[target];
  const info = ASSISTANTS[target];
  const intent = analyze(rough);
  const draft = profile.render(intent, rough).prompt;
  const language = LANGUAGE_NAMES[intent.language] ?? intent.language;
  const system = [
    `You are an expert prompt engineer. You rewrite a user's rough prompt into an optimized prompt for ${info.name} (${info.modelLabel}, by ${info.vendor}).`,
    '',
    `# Prompting rules for ${info.modelLabel}`,
    ...profile.rules.map((r) => `- ${r.text} (${r.source})`),
    '',
    '# Rewrite rules',
    '- Keep every requirement the user wrote: words, numbers, names, quoted phrases and constraints.',
    '- Copy pasted code, data or text byte for byte inside a delimited block; never edit it.',
    '- Invent no facts. Where a needed detail is unknown, insert a bracketed placeholder in capitals such as [TARGET AUDIENCE] for the user to fill in.',
    '- Keep existing [PLACEHOLDERS] exactly as written.',
    `- Write the prompt in ${language}, the language of the rough prompt.`,
    '- Follow the layout of the reference draft unless a rule above says otherwise; improve its wording, do not drop its content.',
    '- Do not answer or carry out the prompt yourself.',
    '- Return only the optimized prompt: no preamble, no explanation, no surrounding code fence.',
  ].join('\n');
  const findings = [
    `task kind: ${intent.taskKind}`,
    `subject: ${intent.subject || '(unknown)'}`,
    `audience: ${intent.audience ?? '(not stated)'}`,
    `tone: ${intent.tone ?? '(not stated)'}`,
    `length: ${intent.length ?? '(not stated)'}`,
    `output format: ${intent.outputFormat ?? '(not stated)'}`,
    `language: ${intent.language}`,
    `constraints to keep verbatim: ${intent.constraints.length > 0 ? intent.constraints.map((c) => `"${c}"`).join('; ') : '(none)'}`,
    `placeholders to add for missing inputs: ${intent.missingInputs.join(', ') || '(none)'}`,
    `placeholders already present (keep as-is): ${intent.placeholders.join(', ') || '(none)'}`,
    `contains code: ${intent.hasCode}; contains data: ${intent.hasData}; refers to an image: ${intent.hasImage}; maths: ${intent.isMath}; needs reasoning: ${intent.needsReasoning}`,
  ];
  const user = [
    '<rough_prompt>',
    rough,
    '</rough_prompt>',
    '',
    '<analysis>',
    ...findings.map((f) => `- ${f}`),
    '</analysis>',
    '',
    '<reference_draft>',
    draft,
    '</reference_draft>',
    '',
    `Rewrite the rough prompt into the optimized prompt for ${info.modelLabel}. Return only the prompt.`,
  ].join('\n');
  return { system, user };
}
