/**
 * Thin everyday questions ("can i dye my hair after a perm", "warum fressen hunde gras") told
 * apart by their FORM, never by their subject, with the one line each form's answer needs, in
 * each language we write (and its other register). A form is read from the opening or the tail
 * of the question, so "why do…" works for dogs, tax or tides alike.
 */

export type ThinForm = 'normal' | 'can-after' | 'when' | 'how-to' | 'say' | 'why' | 'fix' | 'best';

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
    ['when', /^(?:when|how soon|how long after) (?:can|should|do|does|is|are)\b/i],
    [
      'can-after',
      /^(?:(?:can|may|should) (?:i|you|we|one)|is it (?:ok|okay|safe) to)\b.*\b(?:after|with|while|before|during|on)\b/i,
    ],
    ['why', /^why (?:do|does|did|is|are|was|were|would|can't|won't|don't|doesn't|isn't|aren't)\b/i],
    // "how to say thanks in Japanese", "how do I know if eggs are bad": words or signs, not steps.
    [
      'how-to',
      /^how (?:to|do i|do you|can i|should i)\b(?! (?:say|pronounce|spell|know|tell if|tell whether)\b)/i,
    ],
    ['best', /^(?:(?:what(?:'s| is| are) the )?(?:best|cheapest|easiest|safest) .+ (?:for|to)\b)/i],
    [
      'fix',
      /\s(?:help|help me|please help|pls help|what do i do|what should i do|what to do|any ideas)\s*$/i,
    ],
  ],
  es: [
    [
      'say',
      /^¿?qu[ée] (?:le |les )?(?:digo|escribo|respondo|mando|puedo decir|le puedo decir|debo decir)\b/i,
    ],
    ['normal', /(?:^¿?es normal\b|\b¿?es normal\s*\??\s*$)/i],
    [
      'when',
      /^¿?(?:cu[áa]ndo|a partir de cu[áa]ndo|desde cu[áa]ndo) (?:se puede|puedo|puede|debo|hay que)\b/i,
    ],
    [
      'can-after',
      /^¿?(?:puedo|se puede|es seguro|debo)\b.*\b(?:despu[ée]s de|con|mientras|antes de|durante)\b/i,
    ],
    ['why', /^¿?por ?qu[ée]\s/i],
    ['how-to', /^¿?c[óo]mo (?:puedo |hago para |se )?\p{L}+(?:ar|er|ir)\b/iu],
    ['best', /^¿?(?:cu[áa]l es )?(?:el |la |los |las )?mejor(?:es)? .+ para\b/i],
    ['fix', /\s(?:ayuda|qu[ée] hago|qu[ée] puedo hacer)\s*$/i],
  ],
  fr: [
    [
      'say',
      /^(?:que (?:dire|écrire|répondre)|qu['’]est-ce que je (?:dis|écris|réponds)|quoi (?:dire|écrire|répondre))\b/i,
    ],
    ['normal', /(?:^(?:est-ce normal|c['’]est normal)\b|\b(?:c['’]est|est-ce) normal\s*\??\s*$)/i],
    ['when', /^(?:quand|à partir de quand|dès quand) (?:peut-on|puis-je|faut-il|est-ce qu)/i],
    [
      'can-after',
      /^(?:puis-je|peut-on|est-ce que je peux|je peux|on peut)\b.*\b(?:après|avec|pendant|avant)\b/i,
    ],
    ['why', /^pourquoi\s/i],
    [
      'how-to',
      /^comment (?:faire pour |je peux |on )?(?!(?:dire|prononcer|savoir|écrire)\b)\p{L}+(?:er|ir|re)\b/iu,
    ],
    ['best', /^(?:quel(?:le)?s? (?:est|sont) )?(?:le |la |les )?meilleur(?:e|s|es)? .+ pour\b/i],
    ['fix', /\s(?:aide|au secours|que faire|quoi faire)\s*\??\s*$/i],
  ],
  de: [
    [
      'say',
      /^was (?:schreibe|sage|antworte|schicke) ich\b|^was (?:kann|soll) ich\b.*\b(?:schreiben|sagen|antworten)\s*\??$/i,
    ],
    ['normal', /(?:^ist (?:das|es) normal\b|\b(?:ist )?(?:das|es) normal\s*\??\s*$)/i],
    ['when', /^(?:ab wann|wann|wie lange nach\b.*) (?:kann|darf|soll|sollte|muss)\b/i],
    ['can-after', /^(?:kann|darf) (?:ich|man)\b.*\b(?:nach|mit|während|vor)\b/i],
    ['why', /^(?:warum|wieso|weshalb)\s/i],
    ['how-to', /^wie (?:kann|soll) (?:ich|man)\b|^wie \p{L}+e (?:ich|man)\b/iu],
    ['best', /^(?:was ist (?:der|die|das) )?beste[rsn]? .+ für\b/i],
    ['fix', /\s(?:hilfe|was tun|was kann ich tun|was mache ich)\s*\??\s*$/i],
  ],
  it: [
    ['say', /^(?:(?:che )?cosa (?:dico|scrivo|rispondo|posso dire|gli dico|le dico)|cosa dire)\b/i],
    ['normal', /(?:^è normale\b|\bè normale\s*\??\s*$)/i],
    ['when', /^(?:quando|da quando|a partire da quando) (?:si può|posso|devo|bisogna)\b/i],
    ['can-after', /^(?:posso|si può|è sicuro)\b.*\b(?:dopo|con|mentre|prima di|durante)\b/i],
    ['why', /^perch[ée]\s/i],
    ['how-to', /^come (?:posso |si fa a |faccio a )?\p{L}+(?:are|ere|ire)\b/iu],
    ['best', /^(?:qual è )?(?:il |la |i |le )?miglior[ei]? .+ per\b/i],
    ['fix', /\s(?:aiuto|cosa faccio|che faccio|cosa posso fare)\s*\??\s*$/i],
  ],
  pt: [
    ['say', /^o que (?:eu )?(?:digo|escrevo|falo|respondo|mando|posso dizer)\b/i],
    ['normal', /(?:^é normal\b|\bé normal\s*\??\s*$)/i],
    ['when', /^(?:quando|a partir de quando) (?:posso|pode|devo|dá para)\b/i],
    [
      'can-after',
      /^(?:posso|pode|dá para|é seguro)\b.*\b(?:depois d[eoa]s?|com|enquanto|antes d[eoa]s?|durante)\b/i,
    ],
    ['why', /^por ?qu[eê]\s/i],
    ['how-to', /^como (?:posso |faço para |eu )?\p{L}+(?:ar|er|ir)\b/iu],
    ['best', /^(?:qual (?:é )?)?(?:o |a |os |as )?melhor(?:es)? .+ para\b/i],
    ['fix', /\s(?:ajuda|socorro|o que faço|o que fazer)\s*\??\s*$/i],
  ],
};

export function thinFormOf(request: string, language: string): ThinForm | null {
  const text = request.trim().replace(/[.!]+$/, '');
  return FORMS[language]?.find(([, re]) => re.test(text))?.[0] ?? null;
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

type Lines = Readonly<Record<ThinForm, string>>;

export const THIN_SHAPE_LINES: Readonly<Record<string, Lines>> = {
  en: {
    normal:
      'Say what is typical at this stage, which warning signs need a professional, and what helps meanwhile.',
    'can-after': 'Start with a direct yes or no, then say how long to wait or what to do instead, and why.',
    when: 'Give the usual time or age first, then what can change it and why.',
    'how-to': 'Give numbered practical steps, then the common mistakes to avoid.',
    say: 'Give two or three short options in different tones that I could say or send as they are, in my own voice.',
    why: 'Give the main reasons in plain language, the most likely first.',
    fix: 'Name the most likely cause first, then the fix.',
    best: 'Recommend one option and name the two or three criteria that decide it.',
  },
  es: {
    normal:
      'Di qué es habitual en esta fase, qué señales de alarma requieren a un profesional y qué ayuda mientras tanto.',
    'can-after':
      'Empieza con un sí o un no directo; después di cuánto esperar o qué hacer en su lugar, y por qué.',
    when: 'Da primero el momento o la edad habitual y después qué puede cambiarlo y por qué.',
    'how-to': 'Da pasos prácticos numerados y luego los errores más comunes que evitar.',
    say: 'Dame dos o tres opciones breves, en tonos distintos, que pueda decir o enviar tal cual, con mis propias palabras.',
    why: 'Da las razones principales en lenguaje sencillo, la más probable primero.',
    fix: 'Indica primero la causa más probable y después la solución.',
    best: 'Recomienda una opción y nombra los dos o tres criterios que la deciden.',
  },
  fr: {
    normal:
      'Dites ce qui est habituel à ce stade, quels signes d’alerte demandent un professionnel et ce qui aide en attendant.',
    'can-after':
      'Commencez par un oui ou un non clair, puis dites combien de temps attendre ou quoi faire à la place, et pourquoi.',
    when: 'Donnez d’abord le moment ou l’âge habituel, puis ce qui peut le changer et pourquoi.',
    'how-to': 'Donnez des étapes pratiques numérotées, puis les erreurs courantes à éviter.',
    say: 'Proposez deux ou trois formulations courtes, de tons différents, que je puisse dire ou envoyer telles quelles, avec mes mots.',
    why: 'Donnez les principales raisons en termes simples, la plus probable d’abord.',
    fix: 'Indiquez d’abord la cause la plus probable, puis la solution.',
    best: 'Recommandez une option et nommez les deux ou trois critères qui la justifient.',
  },
  'fr-tu': {
    normal:
      'Dis ce qui est habituel à ce stade, quels signes d’alerte demandent un professionnel et ce qui aide en attendant.',
    'can-after':
      'Commence par un oui ou un non clair, puis dis combien de temps attendre ou quoi faire à la place, et pourquoi.',
    when: 'Donne d’abord le moment ou l’âge habituel, puis ce qui peut le changer et pourquoi.',
    'how-to': 'Donne des étapes pratiques numérotées, puis les erreurs courantes à éviter.',
    say: 'Propose deux ou trois formulations courtes, de tons différents, que je puisse dire ou envoyer telles quelles, avec mes mots.',
    why: 'Donne les principales raisons en termes simples, la plus probable d’abord.',
    fix: 'Indique d’abord la cause la plus probable, puis la solution.',
    best: 'Recommande une option et nomme les deux ou trois critères qui la justifient.',
  },
  de: {
    normal:
      'Sag, was in diesem Stadium üblich ist, bei welchen Warnzeichen ich zu einer Fachperson sollte und was bis dahin hilft.',
    'can-after':
      'Beginne mit einem klaren Ja oder Nein, dann sag, wie lange ich warten sollte oder was ich stattdessen tun kann, und warum.',
    when: 'Nenne zuerst den üblichen Zeitpunkt oder das übliche Alter, dann was ihn verändern kann und warum.',
    'how-to':
      'Gib nummerierte, praktische Schritte und danach die häufigsten Fehler, die ich vermeiden sollte.',
    say: 'Gib mir zwei oder drei kurze Formulierungen in verschiedenen Tonlagen, die ich so sagen oder schicken kann, in meinen eigenen Worten.',
    why: 'Nenne die wichtigsten Gründe in einfachen Worten, den wahrscheinlichsten zuerst.',
    fix: 'Nenne zuerst die wahrscheinlichste Ursache, dann die Lösung.',
    best: 'Empfiehl eine Option und nenne die zwei oder drei Kriterien, die den Ausschlag geben.',
  },
  'de-sie': {
    normal:
      'Sagen Sie, was in diesem Stadium üblich ist, bei welchen Warnzeichen ich zu einer Fachperson sollte und was bis dahin hilft.',
    'can-after':
      'Beginnen Sie mit einem klaren Ja oder Nein, dann sagen Sie, wie lange ich warten sollte oder was ich stattdessen tun kann, und warum.',
    when: 'Nennen Sie zuerst den üblichen Zeitpunkt oder das übliche Alter, dann was ihn verändern kann und warum.',
    'how-to':
      'Geben Sie nummerierte, praktische Schritte und danach die häufigsten Fehler, die ich vermeiden sollte.',
    say: 'Geben Sie mir zwei oder drei kurze Formulierungen in verschiedenen Tonlagen, die ich so sagen oder schicken kann, in meinen eigenen Worten.',
    why: 'Nennen Sie die wichtigsten Gründe in einfachen Worten, den wahrscheinlichsten zuerst.',
    fix: 'Nennen Sie zuerst die wahrscheinlichste Ursache, dann die Lösung.',
    best: 'Empfehlen Sie eine Option und nennen Sie die zwei oder drei Kriterien, die den Ausschlag geben.',
  },
  it: {
    normal:
      'Di’ cosa è normale in questa fase, quali segnali d’allarme richiedono un professionista e cosa aiuta nel frattempo.',
    'can-after': 'Inizia con un sì o un no diretto, poi di’ quanto aspettare o cosa fare invece, e perché.',
    when: 'Indica prima il momento o l’età abituale, poi cosa può cambiarlo e perché.',
    'how-to': 'Dai passaggi pratici numerati, poi gli errori più comuni da evitare.',
    say: 'Dammi due o tre frasi brevi, con toni diversi, che possa dire o inviare così come sono, con parole mie.',
    why: 'Dai le ragioni principali in parole semplici, la più probabile per prima.',
    fix: 'Indica prima la causa più probabile, poi la soluzione.',
    best: 'Consiglia un’opzione e indica i due o tre criteri che la decidono.',
  },
  pt: {
    normal:
      'Diga o que é normal nesta fase, que sinais de alerta pedem um profissional e o que ajuda enquanto isso.',
    'can-after':
      'Comece com um sim ou não direto; depois diga quanto tempo esperar ou o que fazer em vez disso, e por quê.',
    when: 'Diga primeiro o momento ou a idade habitual e depois o que pode mudar isso e por quê.',
    'how-to': 'Dê passos práticos numerados e depois os erros mais comuns a evitar.',
    say: 'Dê duas ou três opções curtas, em tons diferentes, que eu possa dizer ou enviar como estão, com as minhas palavras.',
    why: 'Dê as principais razões em linguagem simples, a mais provável primeiro.',
    fix: 'Indique primeiro a causa mais provável e depois a solução.',
    best: 'Recomende uma opção e diga os dois ou três critérios que a decidem.',
  },
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
