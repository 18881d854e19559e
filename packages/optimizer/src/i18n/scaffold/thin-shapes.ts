/**
 * Thin everyday questions ("can i dye my hair after a perm", "warum fressen hunde gras") told
 * apart by their FORM, never by their subject, with the one line each form's answer needs, in
 * each language we write (and its other register). A form is read from the opening or the tail
 * of the question, so "why do…" works for dogs, tax or tides alike.
 */

export type ThinForm =
  | 'normal'
  | 'can-after'
  | 'when'
  | 'when-should'
  | 'how-to'
  | 'say'
  | 'why'
  | 'fix'
  | 'best'
  | 'best-way'
  | 'should'
  | 'need'
  | 'amount'
  | 'safe'
  | 'meaning'
  | 'cheapest'
  | 'difference'
  | 'yes-no'
  | 'todo';

export { THIN_SHAPE_LINES } from './thin-shape-lines';
import { EARLY_FORMS, LATE_FORMS } from './thin-forms-extra';

/** Detectors per language, most specific first: "what do I say…" before any "what" question. */
const FORMS: Readonly<Record<string, ReadonlyArray<readonly [ThinForm, RegExp]>>> = {
  en: [
    [
      'say',
      /^(?:what (?:do|should|can|could) i (?:say|text|write|tell|send|reply)|what to (?:say|text|write|reply))\b/i,
    ],
    [
      'normal',
      /(?:^is (?:it|this|that) normal\b|\b(?:is|was) (?:that|this|it) (?:ok|okay|normal|fine|serious|bad)\s*$)/i,
    ],
    ['when-should', /^when (?:should|do|must|would) (?:i|we|you)\b/i],
    ['when', /^(?:when|how soon|how long after) (?:can|should|do|does|is|are)\b/i],
    [
      'can-after',
      /^(?:(?:can|may|should) (?:i|you|we|one)|is it (?:ok|okay|safe) to)\b.*\b(?:after|with|while|before|during|on)\b/i,
    ],
    [
      'safe',
      /^(?:is (?:it|this|that)|it is) (?:really )?(?:safe|ok|okay|alright|bad|dangerous|harmful|unhealthy|healthy|risky) (?:to|for|if)\b/i,
    ],
    [
      'need',
      /^(?:(?:do|does) (?:i|we|you|one|my \p{L}+|(?:a|an|the) \p{L}+(?: \p{L}+)?) (?:really |actually |still )?(?:need|have to)|is (?:it|an? \p{L}+) (?:necessary|required|mandatory))\b/iu,
    ],
    ['amount', /^how (?:long|much|many|often|far|big|heavy|hot|cold|early|late|old|fast)\b/i],
    [
      'should',
      /^(?:should (?:i|we)|shall (?:i|we)|would it be better to|is it (?:better|worth)|is \p{L}+ worth it)\b/iu,
    ],
    ['why', /^why (?:do|does|did|is|are|was|were|would|can't|won't|don't|doesn't|isn't|aren't)\b/i],
    [
      'best-way',
      /^(?:what(?:['’]s| is) )?(?:the )?(?:best|easiest|quickest|fastest|simplest|right|proper) (?:way|method) (?:to|of)\b/i,
    ],
    // "how to say thanks in Japanese", "how do I know if eggs are bad": words or signs, not steps.
    [
      'how-to',
      /^how (?:to|do i|do you|can i|should i)\b(?! (?:say|pronounce|spell|know|tell if|tell whether)\b)/i,
    ],
    ['best', /^(?:(?:what(?:'s| is| are) the )?(?:best|cheapest|easiest|safest) .+ (?:for|to)\b)/i],
    // "what is a roth ira", "what does gaslighting mean": a term, never "what is the capital of…".
    [
      'meaning',
      /^(?:what does .+ (?:mean|stand for)|meaning of .+|what(?:['’]s| is| are) (?:an? )?(?!(?:the|my|your|his|her|their|our|this|that|these|those|it|there|you|u|we|they|he|she|i|today|tomorrow|best|better|worse|wrong|up|going|happening|good|bad)\b)[\p{L}'’-]+(?: [\p{L}'’-]+)?)$/iu,
    ],
    [
      'fix',
      /\s(?:help|help me|please help|pls help|what do i do|what should i do|what can i do|what to do|any ideas)\s*$/i,
    ],
  ],
  es: [
    [
      'say',
      /^¿?qu[ée] (?:le |les )?(?:digo|escribo|respondo|mando|puedo decir|le puedo decir|debo decir)\b/i,
    ],
    ['normal', /(?:^¿?es normal\b|\b¿?es normal\s*\??\s*$)/i],
    ['when-should', /^¿?cu[áa]ndo (?:debo|deber[íi]a|hay que|conviene|tengo que)\b/i],
    [
      'when',
      /^¿?(?:cu[áa]ndo|a partir de cu[áa]ndo|desde cu[áa]ndo) (?:se puede|puedo|puede|debo|hay que)\b/i,
    ],
    [
      'can-after',
      /^¿?(?:puedo|se puede|es seguro|debo)\b.*\b(?:despu[ée]s de|con|mientras|antes de|durante)\b/i,
    ],
    ['safe', /^¿?(?:es (?:seguro|malo|peligroso|sano|perjudicial|grave)|est[áa] bien|hace da[ñn]o)\b/i],
    // A bare "necesito…" may be a statement ("necesito ideas para…"): only asked, it is a question.
    [
      'need',
      /^(?:¿(?:hace falta|es (?:necesario|obligatorio)|necesito|tengo que)\b|(?:hace falta|es (?:necesario|obligatorio)|necesito|tengo que)\b.*\?$)/i,
    ],
    ['amount', /^¿?(?:cu[áa]nt[oa]s?|cada cu[áa]nto)\b/i],
    // "debo escribir un correo" states a task: "debo…" asks only with "?", "¿" or an "o" between two choices.
    [
      'should',
      /^(?:¿?(?:me conviene|vale la pena|merece la pena|es mejor)\b|¿(?:debo|deber[íi]a)\b|(?:debo|deber[íi]a)\b(?=.*(?:\?$|\so\s)))/i,
    ],
    ['why', /^¿?por ?qu[ée]\s/i],
    ['best-way', /^¿?(?:cu[áa]l es )?la mejor (?:manera|forma) de\b/i],
    ['how-to', /^¿?c[óo]mo (?:puedo |hago para |se )?\p{L}+(?:ar|er|ir)\b/iu],
    ['best', /^¿?(?:cu[áa]l es )?(?:el |la |los |las )?mejor(?:es)? .+ para\b/i],
    [
      'meaning',
      /^¿?(?:qu[ée] (?:significa|quiere decir)\b|significado de\b|qu[ée] (?:es|son) (?:una? |el |la |los |las )?(?!(?:mejor|peor|m[áa]s|menos|lo|eso|esto)\b)[\p{L}'’-]+(?: [\p{L}'’-]+)?\s*\??$)/iu,
    ],
    ['fix', /\s(?:ayuda|qu[ée] hago|qu[ée] puedo hacer)\s*$/i],
  ],
  fr: [
    [
      'say',
      /^(?:que (?:dire|écrire|répondre)|qu['’]est-ce que je (?:dis|écris|réponds)|quoi (?:dire|écrire|répondre))\b/i,
    ],
    ['normal', /(?:^(?:est-ce normal|c['’]est normal)\b|\b(?:c['’]est|est-ce) normal\s*\??\s*$)/i],
    ['when-should', /^quand (?:dois-je|devrais-je|faut-il|est-ce qu['’](?:il faut|on doit|je dois))/i],
    ['when', /^(?:quand|à partir de quand|dès quand) (?:peut-on|puis-je|faut-il|est-ce qu)/i],
    [
      'can-after',
      /^(?:puis-je|peut-on|est-ce que je peux|je peux|on peut)\b.*\b(?:après|avec|pendant|avant)\b/i,
    ],
    [
      'safe',
      /^(?:est-(?:il|ce) (?:dangereux|grave|mauvais|risqué|sans danger|sûr)|c['’]est (?:dangereux|grave|mauvais|risqué) de)\b/i,
    ],
    [
      'need',
      /^(?:ai-je besoin|est-ce que j['’]ai besoin|faut-il (?:un|une|des|le|la|les)|est-il (?:nécessaire|obligatoire))\b/i,
    ],
    ['amount', /^(?:combien|tous les combien|à quelle fréquence)\b/i],
    ['should', /^(?:dois-je|devrais-je|est-ce que je (?:dois|devrais)|vaut-il mieux|ça vaut le coup)\b/i],
    ['why', /^pourquoi\s/i],
    ['best-way', /^(?:quelle est )?la meilleure (?:façon|manière|méthode) (?:de|d['’]|pour)/i],
    [
      'how-to',
      /^comment (?:faire pour |je peux |on )?(?!(?:dire|prononcer|savoir|écrire)\b)\p{L}+(?:er|ir|re)\b/iu,
    ],
    ['best', /^(?:quel(?:le)?s? (?:est|sont) )?(?:le |la |les )?meilleur(?:e|s|es)? .+ pour\b/i],
    [
      'meaning',
      /^(?:que (?:veut dire|signifie)|qu['’]est-ce que (?:ça )?(?:veut dire|signifie)|ça veut dire quoi|qu['’]est-ce qu['’](?:un|une) [\p{L}'’-]+(?: [\p{L}'’-]+)?\s*\??$)/iu,
    ],
    ['fix', /\s(?:aide|au secours|que faire|quoi faire)\s*\??\s*$/i],
  ],
  de: [
    [
      'say',
      /^was (?:schreibe|sage|antworte|schicke) ich\b|^was (?:kann|soll) ich\b.*\b(?:schreiben|sagen|antworten)\s*\??$/i,
    ],
    ['normal', /(?:^ist (?:das|es) normal\b|\b(?:ist )?(?:das|es) normal\s*\??\s*$)/i],
    ['when-should', /^wann (?:sollte|soll|muss) (?:ich|man)\b/i],
    ['when', /^(?:ab wann|wann|wie lange nach\b.*) (?:kann|darf|soll|sollte|muss)\b/i],
    ['can-after', /^(?:kann|darf) (?:ich|man)\b.*\b(?:nach|mit|während|vor)\b/i],
    [
      'safe',
      /^ist (?:es|das) (?:wirklich )?(?:sicher|gef(?:ä|a)hrlich|schlimm|schlecht|ungesund|sch(?:ä|a)dlich|ok|okay|in ordnung)\b/i,
    ],
    ['need', /^(?:brauche ich|braucht man|muss ich|muss man)\b/i],
    ['amount', /^(?:wie (?:lange|viel|viele|oft|weit|gro(?:ß|ss)|schwer|alt|schnell)|wieviele?)\b/i],
    ['should', /^(?:soll(?:te)? ich|sollen wir|lohnt (?:es )?sich)\b/i],
    ['why', /^(?:warum|wieso|weshalb)\s/i],
    ['best-way', /^(?:was ist (?:der|die) beste (?:weg|art|methode)|wie \p{L}+ (?:ich|man) am besten)\b/iu],
    ['how-to', /^wie (?:kann|soll) (?:ich|man)\b|^wie \p{L}+e (?:ich|man)\b/iu],
    ['best', /^(?:was ist (?:der|die|das) )?beste[rsn]? .+ für\b/i],
    [
      'meaning',
      /^(?:was (?:bedeutet|hei(?:ß|ss)t|versteht man unter)\b|was (?:ist|sind) (?:eine?n? )?(?!(?:der|die|das|mein|meine|dein|besser|los|heute)\b)[\p{L}'’-]+(?: [\p{L}'’-]+)?\s*\??$)/iu,
    ],
    ['fix', /\s(?:hilfe|was tun|was kann ich tun|was mache ich)\s*\??\s*$/i],
  ],
  it: [
    ['say', /^(?:(?:che )?cosa (?:dico|scrivo|rispondo|posso dire|gli dico|le dico)|cosa dire)\b/i],
    ['normal', /(?:^è normale\b|\bè normale\s*\??\s*$)/i],
    ['when-should', /^quando (?:devo|dovrei|bisogna|conviene)\b/i],
    ['when', /^(?:quando|da quando|a partire da quando) (?:si può|posso|devo|bisogna)\b/i],
    ['can-after', /^(?:posso|si può|è sicuro)\b.*\b(?:dopo|con|mentre|prima di|durante)\b/i],
    ['safe', /^(?:(?:è|e['’]) (?:sicuro|pericoloso|grave|dannoso|sano)|fa male)\b/i],
    // "serve un nome per la pizzeria" asks for a name: a bare "serve…" is a question only with "?".
    ['need', /^(?:(?:è|e['’]) (?:necessario|obbligatorio)\b|(?:serve|bisogna|ho bisogno|mi serve)\b.*\?$)/i],
    ['amount', /^(?:quant[oaie]|ogni quanto)\b/i],
    [
      'should',
      /^(?:(?:conviene|vale la pena|(?:è|e['’]) meglio)\b|(?:devo|dovrei)\b(?=.*(?:\?$|\s(?:o|oppure)\s)))/i,
    ],
    ['why', /^perch[ée]\s/i],
    [
      'best-way',
      /^(?:qual (?:è|e['’]) )?il (?:modo|metodo) migliore (?:per|di)\b|^qual (?:è|e['’]) il miglior modo\b/i,
    ],
    ['how-to', /^come (?:posso |si fa a |faccio a )?\p{L}+(?:are|ere|ire)\b/iu],
    ['best', /^(?:qual è )?(?:il |la |i |le )?miglior[ei]? .+ per\b/i],
    [
      'meaning',
      /^(?:(?:che )?cosa (?:significa|vuol dire)\b|che vuol dire\b|cos['’](?:è|e) (?:una? |un['’]|il |lo |la |l['’]|i |gli |le )?[\p{L}'’-]+(?: [\p{L}'’-]+)?\s*\??$)/iu,
    ],
    ['fix', /\s(?:aiuto|cosa faccio|che faccio|cosa posso fare)\s*\??\s*$/i],
  ],
  pt: [
    ['say', /^o que (?:eu )?(?:digo|escrevo|falo|respondo|mando|posso dizer)\b/i],
    ['normal', /(?:^é normal\b|\bé normal\s*\??\s*$)/i],
    ['when-should', /^quando (?:devo|deveria|tenho que|preciso)\b/i],
    ['when', /^(?:quando|a partir de quando) (?:posso|pode|devo|dá para)\b/i],
    [
      'can-after',
      /^(?:posso|pode|dá para|é seguro)\b.*\b(?:depois d[eoa]s?|com|enquanto|antes d[eoa]s?|durante)\b/i,
    ],
    ['safe', /^(?:(?:é|e) (?:seguro|perigoso|ruim|prejudicial|grave)|faz mal)\b/i],
    // A bare "preciso…" may be a statement ("preciso de ajuda com…"): only asked, it is a question.
    ['need', /^(?:é (?:preciso|necessário|obrigatório)|(?:preciso|tenho que)\b.*\?$)/i],
    ['amount', /^(?:quant[oa]s?|de quanto em quanto|com que frequência)\b/i],
    ['should', /^(?:(?:vale a pena|compensa|é melhor)\b|(?:devo|deveria)\b(?=.*(?:\?$|\s(?:ou)\s)))/i],
    ['why', /^por ?qu[eê]\s/i],
    ['best-way', /^(?:qual (?:é )?)?(?:a melhor (?:maneira|forma)|o melhor jeito) de\b/i],
    ['how-to', /^como (?:posso |faço para |eu )?\p{L}+(?:ar|er|ir)\b/iu],
    ['best', /^(?:qual (?:é )?)?(?:o |a |os |as )?melhor(?:es)? .+ para\b/i],
    [
      'meaning',
      /^(?:o que (?:significa|quer dizer)\b|o que (?:é|são) (?:uma? )?(?!(?:o|a|os|as|melhor|pior|isso|isto)\b)[\p{L}'’-]+(?: [\p{L}'’-]+)?\s*\??$)/iu,
    ],
    ['fix', /\s(?:ajuda|socorro|o que faço|o que fazer)\s*\??\s*$/i],
  ],
};

export function thinFormOf(request: string, language: string): ThinForm | null {
  const text = request.trim().replace(/[.!]+$/, '');
  const find = (forms: ReadonlyArray<readonly [ThinForm, RegExp]> | undefined) =>
    forms?.find(([, re]) => re.test(text))?.[0];
  return find(EARLY_FORMS[language]) ?? find(FORMS[language]) ?? find(LATE_FORMS[language]) ?? null;
}

/** The tail "help" or "what do I do" words, cut before the fault is asked about properly. */
export const HELP_TAIL: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(FORMS).map(([lang, forms]) => [lang, forms.find(([f]) => f === 'fix')![1]]),
);

/** The question a fault told without one ends on: "pepper seedlings tall and floppy: what can I do?". */
export const FIX_ASK: Readonly<Record<string, string>> = {
  en: 'what can I do?',
  es: '¿qué puedo hacer?',
  fr: 'que faire\u00a0?',
  de: 'was kann ich tun?',
  it: 'cosa posso fare?',
  pt: 'o que posso fazer?',
};

/**
 * "revert last git commit not pushed", "how do I undo the last git commit": one command asked
 * with the verb first. Read in the tool-first order the command subject knows ("git revert the
 * last commit not pushed"), so it gets the command, not steps; null for any other wording.
 */
const VERB_THEN_TOOL =
  /^(?:how (?:do i|to|can i|should i) )?(undo|revert|delete|remove|rename|reset|squash|amend|unstage|discard|list|kill|restart|prune|uninstall|update|upgrade|stash|rebase|clean)\s+(?:(?:the|my|a)\s+)?(?:(all|last|first|latest|previous|current)\s+)?(git|docker|npm|pip|brew|kubectl)\s+([a-z][^?:;\n]{1,60}?)[.!?]*$/i;

export function toolFirst(request: string): string | null {
  const m = VERB_THEN_TOOL.exec(request.trim());
  if (!m) return null;
  const [, verb, which, tool, rest] = m;
  return `${tool!.toLowerCase()} ${verb!.toLowerCase()} ${which ? `${which.toLowerCase()} ` : ''}${rest}`;
}
