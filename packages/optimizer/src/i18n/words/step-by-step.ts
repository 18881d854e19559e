/**
 * "Think step by step" as users type it in the six languages (tu/du and vous/Sie forms alike):
 * DeepSeek R1 drops it [D1], and a line holding only it is an order to the assistant, never a
 * pasted item. One regex source, matched case-insensitively.
 */
export const THINK_STEP_BY_STEP = [
  // English: "let's think step by step", "reason it through step-by-step".
  String.raw`(?:let'?s |please |now )?(?:think|reason)(?: (?:it|this) through| carefully| about it)? step[- ]by[- ]step`,
  // French: "réfléchis étape par étape", "raisonnez pas à pas".
  String.raw`(?:réfléchi(?:s|ssez|ssons)|raisonne(?:z|ons)?|pense(?:z)?) (?:bien )?(?:étape par étape|pas à pas)`,
  // German: "denke Schritt für Schritt", "Denken Sie Schritt für Schritt nach".
  String.raw`(?:denke?|denken sie|überlege|überlegen sie)(?: bitte)? schritt für schritt(?: nach)?`,
  // Spanish: "piensa paso a paso", "razone paso a paso".
  String.raw`(?:piensa|piense|pensemos|razona|razone|razonemos) paso a paso`,
  // Italian: "ragiona passo dopo passo", "pensa passo passo".
  String.raw`(?:ragiona|ragioni|ragioniamo|pensa|pensi|pensiamo|rifletti|rifletta) (?:passo (?:dopo |per )?passo|un passo alla volta)`,
  // Portuguese: "pense passo a passo", "raciocine passo a passo".
  String.raw`(?:pense|pensa|pensemos|raciocine|raciocina|reflita) passo a passo`,
].join('|');

/** A line that is only the step-by-step order, bullet and full stop allowed. */
export const STEP_BY_STEP_LINE = new RegExp(
  String.raw`^\s*(?:[-*•]|\d{1,2}[.)])?\s*(?:${THINK_STEP_BY_STEP})\s*[.!]?\s*$`,
  'iu',
);
