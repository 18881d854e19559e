import { analyzePrompt, normalizeLine } from './analyze';
import { PROFILES } from './assistants';
import type { Intent } from './types';

/** Lines any profile would generate for this intent: our scaffolding, not the user's words. */
function generatedLines(intent: Intent): ReadonlySet<string> {
  const set = new Set<string>();
  for (const profile of Object.values(PROFILES)) {
    for (const line of profile.render(intent, '').prompt.split('\n')) set.add(normalizeLine(line));
  }
  return set;
}

/** Rough prompt -> Intent (deterministic heuristics, no I/O). */
export function analyze(rough: string): Intent {
  return analyzePrompt(rough, generatedLines);
}
