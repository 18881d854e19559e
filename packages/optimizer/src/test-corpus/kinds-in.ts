import type { ASSISTANT_KEYS } from '@promptsmith/contract';
import { scaffoldFor } from '../i18n/scaffold';
import { optimize } from '../index';

/** The kinds whose role, stock lines or format appear in one assistant's prompt. */
export function kindsIn(rough: string, target: (typeof ASSISTANT_KEYS)[number]): Set<string> {
  const r = optimize(rough, target);
  const s = scaffoldFor(r.analysis.language, r.analysis.request);
  const found = new Set<string>();
  for (const [kind, role] of Object.entries(s.roles)) if (role && r.prompt.includes(role)) found.add(kind);
  for (const [kind, lines] of Object.entries(s.guidance))
    if ((lines ?? []).some((l) => r.prompt.includes(l))) found.add(kind);
  for (const [kind, format] of Object.entries(s.formats))
    if (format && r.prompt.includes(format)) found.add(kind);
  // DeepSeek's maths plan is its boxed-answer line.
  if (r.prompt.includes('\\boxed{}')) found.add('math');
  return found;
}
