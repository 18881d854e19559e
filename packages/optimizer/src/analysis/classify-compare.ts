/**
 * Comparisons: "X vs Y", "A or B for C", "which is better" only over options the user names; a
 * "compare" inside a question or a statement, or "the best way to", asks how, not which.
 */
import { verdict, type Ctx, type Hit, type Verdict } from './classify-context';

/** The verb "compare" itself, which a question or a statement may hold without asking for it. */
const COMPARE_VERB = /^(?:compar|contrast|vergleich|confront|paragon)/;
/** "Which is better", "quel est le meilleur": a judgement that needs options to judge between. */
const BETTER = /better|best|meilleur|mejor|besser|meglio|migliore|melhor|which (?:one )?should/;
const BETWEEN = /(?<![\p{L}])(?:between|entre|zwischen|tra|fra)(?![\p{L}])/u;

/**
 * A "compare" ask that really asks to compare: the request's own verb ("How do I compare two
 * quotes?" asks how), and "which is better" only over options named ("What's better for mould on
 * a ceiling?" and "quel est le meilleur moyen de…" ask how to do one thing).
 */
export function comparesOptions(ctx: Ctx, h: Hit): boolean {
  if (COMPARE_VERB.test(h.text)) return h.primary;
  if (!BETTER.test(h.text)) return true;
  const method = ctx.d.methods
    .all(ctx.f)
    .some((m) => m.index < h.end + 12 && m.index + m.text.length > h.start);
  if (method) return false;
  const f = withoutAgainst(ctx.f);
  return ctx.d.or.test(f) || BETWEEN.test(f);
}

/** "Was ist besser gegen Schimmel?": "gegen" after a remedy word is "against", not "versus". */
function withoutAgainst(f: string): string {
  return f.replace(
    /(?<![\p{L}])(besser|hilft|hilfe|mittel)(\s+)gegen(?![\p{L}])/gu,
    (_m, w: string, sp: string) => `${w}${sp}     `,
  );
}

/** "X vs Y", "should I use A or B for C", "which is better, A or B". */
export function comparison(ctx: Ctx): Verdict | null {
  const { d } = ctx;
  // "best man", "best friend": names, not a judgement between options.
  // "What's the best way to remove mould from tiles or grout?": a superlative of a method asks
  // how, not which.
  let f = ctx.f;
  for (const m of d.methods.all(f))
    f = f.slice(0, m.index) + ' '.repeat(m.text.length) + f.slice(m.index + m.text.length);
  f = f.replace(/\bbest (?:man|woman|friend|friends|wishes|regards|of luck)\b/g, ' ');
  // "rust or go for a cli tool": two options and a purpose, no verb.
  if (
    /^\s*\S+(?:\s\S+)?\s+or\s+\S+(?:\s\S+)?\s+(?:for|to|in|para|pour|für|per)\s/.test(f) &&
    f.split(/\s+/).length <= 10
  )
    return verdict('compare', 0.75);
  if (/(?<![\p{L}])(?:vs\.?|versus)(?![\p{L}])/u.test(f)) return verdict('compare', 0.85);
  const or = d.or.exec(withoutAgainst(f));
  if (!or) return null;
  if (d.advice.test(f) && d.choose.test(f)) return verdict('compare', 0.8);
  if (/better|best|mejor|meilleur|mieux|besser|migliore|meglio|melhor/.test(f))
    return verdict('compare', 0.75);
  return null;
}
