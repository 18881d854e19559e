import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { scaffoldFor } from './i18n/scaffold';
import { optimize } from './index';
import { CASUAL_CORPUS } from './test-corpus/casual-corpus';
import { CORPUS } from './test-corpus/corpus';
import DEV_1 from '../corpus/dev-1.json';
import DEV_CASUAL from '../corpus/dev-casual.json';
import DEV_DOMAIN from '../corpus/dev-domain.json';
import DEV_MATERIAL from '../corpus/dev-material.json';
import PATTERNS from '../corpus/patterns.json';
import TEST_E from '../corpus/test-e.json';
import TEST_F from '../corpus/test-f.json';
import TEST_G from '../corpus/test-g.json';
import TEST_H from '../corpus/test-h.json';
import TEST_I from '../corpus/test-i.json';
import TEST_J from '../corpus/test-j.json';
import TEST_K from '../corpus/test-k.json';
import TEST_L from '../corpus/test-l.json';
import TEST_M from '../corpus/test-m.json';
import TEST_N from '../corpus/test-n.json';
import TEST_P from '../corpus/test-p.json';
import TEST_Q from '../corpus/test-q.json';
import TEST_R from '../corpus/test-r.json';
import TEST_S from '../corpus/test-s.json';
import TEST_T from '../corpus/test-t.json';
import TEST_U from '../corpus/test-u.json';
import TEST_V from '../corpus/test-v.json';
import TEST_W from '../corpus/test-w.json';
import TEST_X from '../corpus/test-x.json';
import TEST_Y from '../corpus/test-y.json';
import TEST_Z from '../corpus/test-z.json';
import TEST_AA from '../corpus/test-aa.json';
import TEST_AB from '../corpus/test-ab.json';

/**
 * Properties every output must have, over every corpus we keep: the regression corpora of
 * the first engine and the development corpora of issue 11.
 */

const ENTRIES = [
  ...CORPUS.map((e) => ({ id: `corpus/${e.id}`, prompt: e.prompt })),
  ...CASUAL_CORPUS.map((e) => ({ id: `casual/${e.id}`, prompt: e.prompt })),
  ...DEV_1.map((e) => ({ id: `dev-1/${e.id}`, prompt: e.prompt })),
  ...DEV_CASUAL.map((e) => ({ id: `dev-casual/${e.id}`, prompt: e.prompt })),
  ...DEV_DOMAIN.map((e) => ({ id: `dev-domain/${e.id}`, prompt: e.prompt })),
  ...DEV_MATERIAL.map((e) => ({ id: `dev-material/${e.id}`, prompt: e.prompt })),
  ...PATTERNS.map((e) => ({ id: `patterns/${e.id}`, prompt: e.prompt })),
  ...TEST_E.map((e) => ({ id: `test-e/${e.id}`, prompt: e.prompt })),
  ...TEST_F.map((e) => ({ id: `test-f/${e.id}`, prompt: e.prompt })),
  ...TEST_G.map((e) => ({ id: `test-g/${e.id}`, prompt: e.prompt })),
  ...TEST_H.map((e) => ({ id: `test-h/${e.id}`, prompt: e.prompt })),
  ...TEST_I.map((e) => ({ id: `test-i/${e.id}`, prompt: e.prompt })),
  ...TEST_J.map((e) => ({ id: `test-j/${e.id}`, prompt: e.prompt })),
  ...TEST_K.map((e) => ({ id: `test-k/${e.id}`, prompt: e.prompt })),
  ...TEST_L.map((e) => ({ id: `test-l/${e.id}`, prompt: e.prompt })),
  ...TEST_M.map((e) => ({ id: `test-m/${e.id}`, prompt: e.prompt })),
  ...TEST_N.map((e) => ({ id: `test-n/${e.id}`, prompt: e.prompt })),
  ...TEST_P.map((e) => ({ id: `test-p/${e.id}`, prompt: e.prompt })),
  ...TEST_Q.map((e) => ({ id: `test-q/${e.id}`, prompt: e.prompt })),
  ...TEST_R.map((e) => ({ id: `test-r/${e.id}`, prompt: e.prompt })),
  ...TEST_S.map((e) => ({ id: `test-s/${e.id}`, prompt: e.prompt })),
  ...TEST_T.map((e) => ({ id: `test-t/${e.id}`, prompt: e.prompt })),
  ...TEST_U.map((e) => ({ id: `test-u/${e.id}`, prompt: e.prompt })),
  ...TEST_V.map((e) => ({ id: `test-v/${e.id}`, prompt: e.prompt })),
  ...TEST_W.map((e) => ({ id: `test-w/${e.id}`, prompt: e.prompt })),
  ...TEST_X.map((e) => ({ id: `test-x/${e.id}`, prompt: e.prompt })),
  ...TEST_Y.map((e) => ({ id: `test-y/${e.id}`, prompt: e.prompt })),
  ...TEST_Z.map((e) => ({ id: `test-z/${e.id}`, prompt: e.prompt })),
  ...TEST_AA.map((e) => ({ id: `test-aa/${e.id}`, prompt: e.prompt })),
  ...TEST_AB.map((e) => ({ id: `test-ab/${e.id}`, prompt: e.prompt })),
];

/** Placeholders the user wrote themselves are theirs to keep. */
function ownPlaceholders(rough: string): Set<string> {
  return new Set([...rough.matchAll(/\[[^\]\n]{1,60}\]/g)].map((m) => m[0]));
}

const NOT_LONG =
  /\b(?:not too long|keep it short|brief|no demasiado larg[oa]|pas trop long(?:ue)?|nicht zu lang|non troppo lung[oa]|não muito long[oa])\b/i;

describe.each(ENTRIES)('$id', ({ prompt: rough }) => {
  it.each(ASSISTANT_KEYS.map((k) => [k]))('%s', (key) => {
    const result = optimize(rough, key);
    const { prompt, analysis } = result;
    const scaffold = scaffoldFor(analysis.language, analysis.request);
    // Pasted material verbatim, and once: a paste shown twice is counted twice.
    for (const m of analysis.material) expect(prompt, 'material lost').toContain(m.content);
    for (const m of analysis.material) {
      const once = m.content.trim().length >= 20 && rough.split(m.content).length === 2;
      if (once) expect(prompt.split(m.content).length - 1, 'material repeated').toBe(1);
    }
    // No placeholder except the user's own and one marked paste slot.
    const own = ownPlaceholders(rough);
    // The one marked block for text only the user has, in the scaffold's own wording.
    const [pre, post] = scaffold.lines.pasteHere('§').split('§') as [string, string];
    const isPasteSlot = (p: string) => p.startsWith(pre) && p.endsWith(post);
    const invented = [...prompt.matchAll(/\[[A-ZÀ-Ý0-9 _'-]{3,}\]/g)]
      .map((m) => m[0])
      .filter((p) => !own.has(p) && !isPasteSlot(p) && !rough.includes(p));
    expect(invented, 'invented placeholders').toEqual([]);
    // No unfilled template fragment.
    const fragments = [...prompt.matchAll(/undefined|\bnull\.|\[object Object\]|\$\{|\{\{/g)].map(
      (m) => m[0],
    );
    // The user's own "use null" ends a sentence once cleaned; only a null they never wrote is ours.
    const ours = (f: string) => !rough.includes(f) && !(f === 'null.' && /\bnull\b/i.test(rough));
    expect(fragments.filter(ours)).toEqual([]);
    expect(prompt.trim().length).toBeGreaterThan(0);
    // Length negation respected: nothing of ours asks for length.
    if (NOT_LONG.test(rough)) expect(prompt).not.toMatch(/long and detailed|in depth|comprehensive/i);
    // Engine lines never contradict a user constraint.
    const constraints = analysis.slots.constraints;
    if (constraints.some((c) => c.topic === 'only-output')) {
      for (const line of scaffold.explainAfter) expect(prompt).not.toContain(line);
    }
    if (constraints.some((c) => c.topic === 'recommendation' && c.negated)) {
      for (const line of scaffold.recommends) expect(prompt).not.toContain(line);
    }
    expect(result.questions.length).toBeLessThanOrEqual(4);
  });
});
