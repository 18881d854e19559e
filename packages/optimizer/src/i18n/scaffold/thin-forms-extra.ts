import type { ThinForm } from './thin-shapes';

/**
 * Question forms read before or after the main list in thin-shapes.ts (kept apart for length).
 * EARLY forms must win over a wider main form: "cheapest way to…" is no "best X for Y" (one
 * pick), it asks for the options compared on cost. LATE forms only catch what the main list
 * left: "which laptop is best for…", "is a masters degree worth it", "difference between…",
 * and a plain yes/no question ("does vinegar kill mold").
 */
type Detectors = Readonly<Record<string, ReadonlyArray<readonly [ThinForm, RegExp]>>>;

/**
 * "Wohnung kündigen, was muss ich machen?", "gdpr for my shop what do i need to do", "what do I do
 * if my flight is cancelled": the user asks for the steps to take, anywhere in the sentence. Read
 * before the tail "what do I do" of a fault (fix) and before "do I need" (a yes or no): the user
 * wants a list of things to do, not reasons and not a verdict.
 */
export const TODO: Readonly<Record<string, RegExp>> = {
  en: /^what (?:do|should|shall|must|can) i do (?:if|when|after|about|with|once)\b|\bwhat (?:do |would |will )?(?:i|we) (?:need|have) to do\b|\bwhat (?:must|should) (?:i|we) do (?:first|next|now)\b|\bwhat (?:are the )?steps (?:do|should|must) i\b|\bwhat are the steps\b/i,
  es: /\bqu[ée] (?:tengo|debo|hay|tenemos) que hacer\b|\bqu[ée] (?:necesito|debo|debemos) hacer\b|\bqu[ée] pasos\b|^¿?qu[ée] hago (?:si|cuando|con)\b/i,
  fr: /\bqu['’]est-ce que (?:je dois|l['’]on doit|on doit|il faut) faire\b|\bque (?:dois-je|faut-il|doit-on) faire\b|\bje dois faire quoi\b|\bquelles (?:sont les )?(?:démarches|étapes)\b|^que faire (?:si|quand|en cas)\b/i,
  de: /\bwas (?:muss|müssen|sollte|soll) (?:ich|man|wir)(?: \p{L}+){0,3}? (?:machen|tun|beachten|erledigen)\b|\bwas ist zu tun\b|\bwelche schritte\b|^was tun,? (?:wenn|bei)\b/iu,
  it: /\b(?:cosa|che cosa|che) (?:devo|bisogna|si deve|dobbiamo) fare\b|\bquali (?:sono i )?passaggi\b|^cosa fare (?:se|quando|in caso)\b/i,
  pt: /\bo que (?:eu )?(?:preciso|tenho que|tenho de|devo|precisamos) fazer\b|\bquais (?:são os )?passos\b|^o que fazer (?:se|quando|em caso)\b/i,
};

export const EARLY_FORMS: Detectors = {
  en: [
    ['todo', TODO.en!],
    [
      'cheapest',
      /^(?:what(?:['’]s| is| are) )?(?:the )?(?:cheapest|least expensive|lowest[- ]cost|most affordable|most cost[- ]effective)(?: and \p{L}+)? (?:way|ways|option|options|method|route|place|places|thing)\b/iu,
    ],
  ],
  es: [
    ['todo', TODO.es!],
    [
      'cheapest',
      /^¿?(?:cu[áa]l es )?(?:la |el )?(?:forma|manera|opci[óo]n|modo) m[áa]s (?:barat[ao]|econ[óo]mic[ao]) de\b/i,
    ],
  ],
  fr: [
    ['todo', TODO.fr!],
    [
      'cheapest',
      /^(?:quel(?:le)? est )?(?:le |la )?(?:moyen|façon|manière|solution|option|méthode) (?:la |le )?moins ch[èe]re? (?:de|d['’]|pour)/i,
    ],
  ],
  de: [
    ['todo', TODO.de!],
    [
      'cheapest',
      /^(?:(?:was|welche[rs]?) ist )?(?:der |die |das )?(?:günstigste|billigste)[nr]? (?:weg|art|möglichkeit|option|methode|variante)\b|^wie \p{L}+ (?:ich|man) am (?:günstigsten|billigsten)\b/iu,
    ],
  ],
  it: [
    ['todo', TODO.it!],
    [
      'cheapest',
      /^(?:qual (?:è|e['’]) )?(?:il |la )?(?:modo|metodo|maniera|opzione|soluzione) più economic[oa] (?:per|di)\b/i,
    ],
  ],
  pt: [
    ['todo', TODO.pt!],
    [
      'cheapest',
      /^(?:qual (?:é )?)?(?:a |o )?(?:forma|maneira|jeito|opção|modo) mais (?:barat[ao]|econômic[ao]|económic[ao]) de\b/i,
    ],
  ],
};

/**
 * English yes/no openings, never "can you…" or "can I get…" (a request), "is there…"/"are
 * there…" (a search), "do a…"/"have a look…" (an order).
 */
const YES_NO_EN =
  /^(?:is|are|does|do|did|can|could|will|would|has|have|was|were)\s+(?!(?:you|u|ya|anyone|anybody|somebody|someone|there)\b|it possible to\b|(?<=^(?:do|have)\s+)(?:a|an|the|my|this|that|it|some|me|us)\b|(?<=^(?:can|could|may)\s+)(?:i|we) (?:get|have|see|ask|borrow|grab|order)\b)\p{L}/iu;

/** "which X should I buy", in each language: a shortlist and one pick, like "best X for Y". */
const WHICH = {
  es: /^¿?qu[ée] \p{L}+(?: \p{L}+){0,3} (?:me recomiendas|me recomienda|compro|elijo|debo comprar)\b/iu,
  fr: /^quel(?:le)?s? \p{L}+(?: \p{L}+){0,3} (?:choisir|acheter|me conseilles|me conseillez)\b/iu,
  de: /^welche[rsn]? \p{L}+(?: \p{L}+){0,3} (?:ist|sind) (?:am besten|der beste|die beste|das beste)\b|^welche[rsn]? \p{L}+(?: \p{L}+){0,3} soll(?:te)? ich (?:kaufen|nehmen|wählen)\b/iu,
  it: /^quale \p{L}+(?: \p{L}+){0,3} (?:mi consigli|mi consiglia|compro|scelgo|devo comprare)\b/iu,
  pt: /^qual \p{L}+(?: \p{L}+){0,3} (?:você recomenda|me recomenda|compro|escolho|devo comprar)\b/iu,
};

export const LATE_FORMS: Detectors = {
  en: [
    [
      'difference',
      /^(?!.*\b(?:which|better|should (?:i|we))\b)(?:what(?:['’]s| is| are) )?(?:the )?(?:main |key |real )?differences? between\b/i,
    ],
    [
      'best',
      /^(?:which \p{L}+(?: \p{L}+){0,3} (?:is|are) (?:the )?(?:best|better|good)\b|which \p{L}+(?: \p{L}+){0,3} should (?:i|we) (?:buy|get|choose|pick|use|go for)\b|what(?:['’]s| is| are) (?:a |some )?good \p{L}+(?: \p{L}+){0,3} for\b)/iu,
    ],
    [
      'should',
      /^(?:is (?:an? |the |my |it )?\p{L}+(?:[ -]\p{L}+){0,5} (?:really )?worth (?:it|the (?:money|cost|price|effort|hype))\b|is it (?:really )?worth\b|would you recommend\b)/iu,
    ],
    ['yes-no', YES_NO_EN],
  ],
  es: [
    [
      'difference',
      /^¿?(?:cu[áa]l es |cu[áa]les son )?(?:la |las )?diferencias? (?:entre|de)\b(?!.*\b(?:cu[áa]l|mejor|conviene)\b)/i,
    ],
    ['best', WHICH.es],
    ['should', /\b(?:vale|merece) la pena\s*\??$/i],
  ],
  fr: [
    [
      'difference',
      /^(?:quelle est |quelles sont )?(?:la |les )?différences? entre\b(?!.*\b(?:lequel|laquelle|mieux|choisir)\b)/i,
    ],
    ['best', WHICH.fr],
    [
      'should',
      /\b(?:ça|cela) vaut(?:-il)? (?:le coup|la peine)\s*\??$|^(?:est-ce que )?(?:ça|cela) vaut le coup\b/i,
    ],
    [
      'yes-no',
      /^(?:est-ce qu(?:e|['’])(?! ?(?:tu|vous) (?:peux|pouvez|pourrais|pourriez)\b| ?il (?:existe|y a)\b)|\p{L}+-t-(?:il|elle|on)\s|(?:peut|doit|faut)-(?:il|on)\s)/iu,
    ],
  ],
  de: [
    [
      'difference',
      /^(?:was ist der |was sind die )?unterschiede? zwischen\b(?!.*\b(?:welche[rs]?|besser|nehmen)\b)/i,
    ],
    ['best', WHICH.de],
    ['should', /\blohnt (?:sich|es sich)\b.*\??$/i],
    // "kann ich bitte ein Rezept haben" asks for a thing, not for a yes or no.
    [
      'yes-no',
      /^(?!.*\b(?:bitte|haben|bekommen)\b)(?:ist|sind|kann|darf|hilft|hat|haben|wird|macht|geht|stimmt es)\s+(?!(?:du|ihr|Sie) (?:mir|uns)\b)\p{L}/iu,
    ],
  ],
  it: [
    [
      'difference',
      /^(?:qual (?:è|e['’]) |quali sono )?(?:la |le )?differenz[ae] (?:tra|fra)\b(?!.*\b(?:quale|meglio|conviene)\b)/i,
    ],
    ['best', WHICH.it],
    ['should', /\b(?:ne )?vale la pena\s*\??$/i],
  ],
  pt: [
    [
      'difference',
      /^(?:qual (?:é )?|quais são )?(?:a |as )?diferenças? entre\b(?!.*\b(?:qual|melhor|compensa)\b)/i,
    ],
    ['best', WHICH.pt],
    ['should', /\b(?:vale a pena|compensa)\s*\??$/i],
  ],
};
