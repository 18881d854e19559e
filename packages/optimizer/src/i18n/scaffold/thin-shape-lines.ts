import type { ThinForm } from './thin-shapes';

/**
 * The one line each thin question form needs, in each language we write and its other register
 * (fr-tu, de-sie). Each says what the answer leads with, so the assistant answers the form that
 * was asked ("how long": a number first; "do I need": yes or no first) rather than an essay.
 */
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
    todo: 'List what I need to do as numbered steps, in order, with any deadline or cost that applies.',
    best: 'Give a short ranked shortlist (three at most) with why each fits, then the one you would pick.',
    should:
      'Give a clear verdict first, then the two or three factors that decide it and when the answer would flip.',
    need: 'Start with a plain yes or no, then say when I would need it and when I would not.',
    amount: 'Give a number or a range first, with its unit or currency, then what drives it up or down.',
    safe: 'Answer directly first, then name the real risks and who should be more careful.',
    'best-way': 'Recommend the one method that works best and give it as numbered steps.',
    'when-should': 'Give the time or the sign to act on first, then why.',
    meaning: 'Give a plain definition in a sentence or two, then one everyday example.',
    cheapest:
      'Compare the main options on their total cost, fees and hidden charges included, cheapest first, and say when another one works out cheaper.',
    difference:
      'Set out the differences that matter in practice, the most important first, then say which one suits which need.',
    'yes-no': 'Start with a plain yes or no, then the key reason and when the answer would be different.',
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
    todo: 'Enumera lo que tengo que hacer en pasos numerados, por orden, con los plazos o costes que haya.',
    best: 'Da una lista corta y ordenada (tres como máximo) con el porqué de cada una y después la que elegirías tú.',
    should:
      'Da primero un veredicto claro y después los dos o tres factores que lo deciden y cuándo cambiaría la respuesta.',
    need: 'Empieza con un sí o un no claro; después di cuándo lo necesitaría y cuándo no.',
    amount: 'Da primero una cifra o un rango, con su unidad o moneda, y después qué lo hace subir o bajar.',
    safe: 'Responde primero directamente y después nombra los riesgos reales y quién debe tener más cuidado.',
    'best-way': 'Recomienda el método que mejor funciona y explícalo en pasos numerados.',
    'when-should': 'Da primero el momento o la señal para actuar y después por qué.',
    meaning: 'Da una definición sencilla en una o dos frases y después un ejemplo cotidiano.',
    cheapest:
      'Compara las opciones principales por su coste total, comisiones y cargos ocultos incluidos, de la más barata a la más cara, y di cuándo otra sale más barata.',
    difference:
      'Explica las diferencias que importan en la práctica, la más importante primero, y después di cuál conviene para qué.',
    'yes-no':
      'Empieza con un sí o un no claro y después la razón principal y cuándo la respuesta sería otra.',
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
    todo: 'Listez ce que je dois faire en étapes numérotées, dans l’ordre, avec les délais ou frais éventuels.',
    best: 'Donnez une courte liste classée (trois au plus) en disant pourquoi chacun convient, puis celui que vous choisiriez.',
    should:
      'Donnez d’abord un verdict clair, puis les deux ou trois facteurs qui le décident et quand la réponse s’inverserait.',
    need: 'Commencez par un oui ou un non clair, puis dites quand j’en aurais besoin et quand non.',
    amount:
      'Donnez d’abord un chiffre ou une fourchette, avec l’unité ou la devise, puis ce qui le fait monter ou baisser.',
    safe: 'Répondez d’abord directement, puis nommez les vrais risques et qui doit être plus prudent.',
    'best-way': 'Recommandez la méthode qui marche le mieux, en étapes numérotées.',
    'when-should': 'Donnez d’abord le moment ou le signe qui doit me faire agir, puis pourquoi.',
    meaning: 'Donnez une définition simple en une ou deux phrases, puis un exemple de la vie courante.',
    cheapest:
      'Comparez les principales options sur leur coût total, frais et coûts cachés compris, de la moins chère à la plus chère, et dites quand une autre revient moins cher.',
    difference:
      'Présentez les différences qui comptent en pratique, la plus importante d’abord, puis dites laquelle convient à quel besoin.',
    'yes-no':
      'Commencez par un oui ou un non clair, puis la raison principale et quand la réponse serait différente.',
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
    todo: 'Liste ce que je dois faire en étapes numérotées, dans l’ordre, avec les délais ou frais éventuels.',
    best: 'Donne une courte liste classée (trois au plus) en disant pourquoi chacun convient, puis celui que tu choisirais.',
    should:
      'Donne d’abord un verdict clair, puis les deux ou trois facteurs qui le décident et quand la réponse s’inverserait.',
    need: 'Commence par un oui ou un non clair, puis dis quand j’en aurais besoin et quand non.',
    amount:
      'Donne d’abord un chiffre ou une fourchette, avec l’unité ou la devise, puis ce qui le fait monter ou baisser.',
    safe: 'Réponds d’abord directement, puis nomme les vrais risques et qui doit être plus prudent.',
    'best-way': 'Recommande la méthode qui marche le mieux, en étapes numérotées.',
    'when-should': 'Donne d’abord le moment ou le signe qui doit me faire agir, puis pourquoi.',
    meaning: 'Donne une définition simple en une ou deux phrases, puis un exemple de la vie courante.',
    cheapest:
      'Compare les principales options sur leur coût total, frais et coûts cachés compris, de la moins chère à la plus chère, et dis quand une autre revient moins cher.',
    difference:
      'Présente les différences qui comptent en pratique, la plus importante d’abord, puis dis laquelle convient à quel besoin.',
    'yes-no':
      'Commence par un oui ou un non clair, puis la raison principale et quand la réponse serait différente.',
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
    todo: 'Nenne, was ich tun muss, als nummerierte Schritte in der richtigen Reihenfolge, mit etwaigen Fristen oder Kosten.',
    best: 'Gib eine kurze, gereihte Auswahl (höchstens drei) mit dem Grund für jede und dann die, die du nehmen würdest.',
    should:
      'Gib zuerst ein klares Urteil, dann die zwei oder drei Faktoren, die es entscheiden, und wann die Antwort kippen würde.',
    need: 'Beginne mit einem klaren Ja oder Nein, dann sag, wann ich es brauche und wann nicht.',
    amount:
      'Nenne zuerst eine Zahl oder eine Spanne mit Einheit oder Währung, dann was sie nach oben oder unten treibt.',
    safe: 'Antworte zuerst direkt, dann nenne die echten Risiken und wer besonders vorsichtig sein sollte.',
    'best-way': 'Empfiehl die Methode, die am besten funktioniert, in nummerierten Schritten.',
    'when-should': 'Nenne zuerst den Zeitpunkt oder das Zeichen, auf das ich achten sollte, dann warum.',
    meaning: 'Gib eine einfache Definition in ein oder zwei Sätzen und dann ein Beispiel aus dem Alltag.',
    cheapest:
      'Vergleiche die wichtigsten Möglichkeiten nach ihren Gesamtkosten, Gebühren und versteckte Kosten eingerechnet, die günstigste zuerst, und sag, wann eine andere günstiger ist.',
    difference:
      'Stell die Unterschiede dar, die in der Praxis zählen, den wichtigsten zuerst, und sag dann, was wofür passt.',
    'yes-no':
      'Beginne mit einem klaren Ja oder Nein, dann den wichtigsten Grund und wann die Antwort anders ausfiele.',
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
    todo: 'Nennen Sie, was ich tun muss, als nummerierte Schritte in der richtigen Reihenfolge, mit etwaigen Fristen oder Kosten.',
    best: 'Geben Sie eine kurze, gereihte Auswahl (höchstens drei) mit dem Grund für jede und dann die, die Sie nehmen würden.',
    should:
      'Geben Sie zuerst ein klares Urteil, dann die zwei oder drei Faktoren, die es entscheiden, und wann die Antwort kippen würde.',
    need: 'Beginnen Sie mit einem klaren Ja oder Nein, dann sagen Sie, wann ich es brauche und wann nicht.',
    amount:
      'Nennen Sie zuerst eine Zahl oder eine Spanne mit Einheit oder Währung, dann was sie nach oben oder unten treibt.',
    safe: 'Antworten Sie zuerst direkt, dann nennen Sie die echten Risiken und wer besonders vorsichtig sein sollte.',
    'best-way': 'Empfehlen Sie die Methode, die am besten funktioniert, in nummerierten Schritten.',
    'when-should': 'Nennen Sie zuerst den Zeitpunkt oder das Zeichen, auf das ich achten sollte, dann warum.',
    meaning:
      'Geben Sie eine einfache Definition in ein oder zwei Sätzen und dann ein Beispiel aus dem Alltag.',
    cheapest:
      'Vergleichen Sie die wichtigsten Möglichkeiten nach ihren Gesamtkosten, Gebühren und versteckte Kosten eingerechnet, die günstigste zuerst, und sagen Sie, wann eine andere günstiger ist.',
    difference:
      'Stellen Sie die Unterschiede dar, die in der Praxis zählen, den wichtigsten zuerst, und sagen Sie dann, was wofür passt.',
    'yes-no':
      'Beginnen Sie mit einem klaren Ja oder Nein, dann den wichtigsten Grund und wann die Antwort anders ausfiele.',
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
    todo: 'Elenca cosa devo fare in passaggi numerati, nell’ordine giusto, con eventuali scadenze o costi.',
    best: 'Dai una breve lista in ordine (tre al massimo) con il perché di ciascuna, poi quella che sceglieresti tu.',
    should:
      'Dai prima un verdetto chiaro, poi i due o tre fattori che lo decidono e quando la risposta cambierebbe.',
    need: 'Inizia con un sì o un no chiaro, poi di’ quando mi servirebbe e quando no.',
    amount: 'Dai prima un numero o un intervallo, con l’unità o la valuta, poi cosa lo fa salire o scendere.',
    safe: 'Rispondi prima in modo diretto, poi indica i rischi reali e chi deve fare più attenzione.',
    'best-way': 'Consiglia il metodo che funziona meglio, in passaggi numerati.',
    'when-should': 'Indica prima il momento o il segnale per agire, poi il perché.',
    meaning: 'Dai una definizione semplice in una o due frasi, poi un esempio di tutti i giorni.',
    cheapest:
      'Confronta le opzioni principali sul costo totale, commissioni e costi nascosti inclusi, dalla più economica, e di’ quando un’altra conviene di più.',
    difference:
      'Spiega le differenze che contano in pratica, la più importante per prima, poi di’ quale conviene per cosa.',
    'yes-no':
      'Inizia con un sì o un no chiaro, poi la ragione principale e quando la risposta sarebbe diversa.',
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
    todo: 'Liste o que preciso fazer em passos numerados, na ordem certa, com os prazos ou custos que houver.',
    best: 'Dê uma lista curta e ordenada (três no máximo) com o porquê de cada uma e depois a que você escolheria.',
    should:
      'Dê primeiro um veredito claro e depois os dois ou três fatores que o decidem e quando a resposta mudaria.',
    need: 'Comece com um sim ou não claro; depois diga quando eu precisaria e quando não.',
    amount:
      'Dê primeiro um número ou uma faixa, com a unidade ou a moeda, e depois o que faz subir ou descer.',
    safe: 'Responda primeiro de forma direta e depois diga os riscos reais e quem deve ter mais cuidado.',
    'best-way': 'Recomende o método que funciona melhor, em passos numerados.',
    'when-should': 'Diga primeiro o momento ou o sinal para agir e depois por quê.',
    meaning: 'Dê uma definição simples em uma ou duas frases e depois um exemplo do dia a dia.',
    cheapest:
      'Compare as principais opções pelo custo total, taxas e custos escondidos incluídos, da mais barata para a mais cara, e diga quando outra sai mais barata.',
    difference:
      'Explique as diferenças que importam na prática, a mais importante primeiro, e depois diga qual serve para quê.',
    'yes-no': 'Comece com um sim ou não claro e depois a razão principal e quando a resposta seria outra.',
  },
};
