import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * "Also no wine in the house" under a recipe that calls for wine: a fact and the reason to ask
 * for a substitute, never the instruction bullet "No wine in the house." (judged 1 on corpus T).
 */

const TARGETS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

const PANCAKES = `Fluffy pancakes
200g flour
2 tsp baking powder
300ml buttermilk
1 egg
2 tbsp melted butter

1. Whisk the dry ingredients.
2. Beat in buttermilk and egg, then butter.
3. Cook ladlefuls 2 min a side.`;

const QUICHE = `Quiche lorraine
1 pâte brisée
200 g de lardons
3 œufs
20 cl de crème fraîche
100 g de gruyère

1. Faire revenir les lardons.
2. Battre les œufs avec la crème.
3. Cuire 35 min à 180 °C.`;

const SOSSE = `Rahmsoße
200 ml Sahne
1 EL Butter
1 TL Mehl
100 ml Brühe

1. Butter schmelzen, Mehl anschwitzen.
2. Brühe und Sahne einrühren, 5 Minuten köcheln.`;

const RISOTTO = `Risotto ai funghi
320 g di riso
300 g di funghi
1 litro di brodo
100 ml di vino bianco
50 g di burro

1. Tostare il riso.
2. Sfumare con il vino.
3. Aggiungere il brodo poco alla volta.`;

const BOLO = `Bolo de cenoura
3 cenouras
3 ovos
2 xícaras de farinha
1 xícara de óleo
2 xícaras de açúcar

1. Bater cenoura, ovos e óleo.
2. Misturar a farinha e o açúcar.
3. Assar 40 minutos.`;

/** Where the part a line sits in starts: after the last heading, tag or blank line above it. */
function sectionOf(out: string, at: number): number {
  const before = out.slice(0, at).split('\n');
  for (let k = before.length - 2; k >= 0; k--) if (/^(?:#|<|\s*$)/u.test(before[k]!)) return k;
  return -1;
}

describe('a missing ingredient is a fact and asks for a substitute', () => {
  const cases: Array<[string, string, RegExp, RegExp]> = [
    [PANCAKES, 'can i make these tonight? no buttermilk in the house', /substitute/u, /buttermilk in/u],
    [QUICHE, 'je peux la faire ce soir ? je n’ai pas de crème fraîche', /substitut/u, /pas de crème/u],
    [SOSSE, 'Geht das auch ohne Mehl? Ich habe keine Sahne.', /Ersatz/u, /keine Sahne/u],
    [RISOTTO, 'posso farlo per 6? niente vino bianco in casa', /sostituto/u, /vino bianco in/u],
    [BOLO, 'dá para fazer na airfryer? não tenho óleo.', /substituto/u, /tenho óleo/u],
    [PANCAKES, "how many does this serve? also we're out of eggs", /substitute/u, /out of eggs/u],
  ];
  it.each(cases)('%#', (recipe, ask, line, lack) => {
    for (const target of TARGETS) {
      const out = optimize(`${recipe}\n\n${ask}`, target).prompt;
      expect(out).toContain(recipe);
      const sub = out.search(line);
      const fact = out.search(lack);
      expect(sub, out).toBeGreaterThan(-1);
      expect(fact, out).toBeGreaterThan(-1);
      // The lack is told as a fact, in another section than the instruction that answers it.
      expect(sectionOf(out, fact), out).not.toBe(sectionOf(out, sub));
    }
  });
});

describe('look-alikes keep their rules and get no substitute line', () => {
  it('keeps "no jargon" as a rule', () => {
    const out = optimize('Explain how a heat pump works. No jargon, no maths.', 'gpt').prompt;
    expect(out).toMatch(/no jargon/iu);
    expect(out).not.toMatch(/substitute/u);
  });
  it('keeps "no emojis here" and "no sugar in this version" as rules', () => {
    for (const rough of [
      'Write a tweet about our bake sale. No emojis here please.',
      `${PANCAKES}\n\nmake it healthier. no sugar in this version`,
    ]) {
      const out = optimize(rough, 'gpt').prompt;
      expect(out, out).toMatch(/^- No (?:emojis|sugar)/mu);
      expect(out).not.toMatch(/substitute/u);
    }
  });
  it('adds no substitute line when the missing thing is not in the pasted text', () => {
    const out = optimize(`${PANCAKES}\n\ncan i halve this? no scales at home`, 'gpt').prompt;
    expect(out).not.toMatch(/substitute/u);
  });
  it('adds no substitute line without any pasted text', () => {
    const out = optimize('what can i cook tonight? no meat in the house', 'gpt').prompt;
    expect(out).not.toMatch(/substitute/u);
  });
});
