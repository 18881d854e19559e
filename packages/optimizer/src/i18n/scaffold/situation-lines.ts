/**
 * Lines for situations the plan recognises across kinds (a mock interview, a reply to a pasted
 * message, code for a beginner, a problem with the user's own answer), with their detectors, in
 * each language we write.
 */

import { unicodeWords } from '../../grammar/unicode-words';

/** A mock interview needs the interviewer, played well. */
export const MOCK_INTERVIEW = unicodeWords(
  /\b(?:mock (?:job )?interview|practice (?:job )?interview|interview me|entretien blanc|passer un entretien|entrevista simulada|simulacro de entrevista|probe-?vorstellungsgespräch|übungsgespräch|colloquio simulato|simulação de entrevista|simulacao de entrevista)\b/i,
);

export const INTERVIEWER: Readonly<Record<string, string>> = {
  en: 'You are an experienced hiring manager running a realistic mock interview.',
  es: 'Eres un responsable de selección con experiencia que hace una entrevista simulada realista.',
  fr: 'Vous êtes un recruteur expérimenté qui mène un entretien blanc réaliste.',
  'fr-tu': 'Tu es un recruteur expérimenté qui mène un entretien blanc réaliste.',
  de: 'Du bist eine erfahrene Personalverantwortliche und führst ein realistisches Probe-Vorstellungsgespräch.',
  'de-sie':
    'Sie sind eine erfahrene Personalverantwortliche und führen ein realistisches Probe-Vorstellungsgespräch.',
  it: 'Sei un selezionatore esperto che conduce un colloquio simulato realistico.',
  pt: 'Você é um recrutador experiente que conduz uma entrevista simulada realista.',
};

export const REPLY = unicodeWords(
  /\b(?:reply|respond|response|answer (?:this|her|him|them)|write back|responder|respuesta|contestar|répondre|réponse|antwort\w*|antworten|rispondere|risposta|responder|resposta)\b/i,
);

export const NO_NEW_COMMITMENTS: Readonly<Record<string, string>> = {
  en: 'Do not add prices, dates or promises that are not in the message or in my notes.',
  es: 'No añadas precios, fechas ni compromisos que no estén en el mensaje o en mis notas.',
  fr: "N'ajoutez pas de prix, de dates ni d'engagements qui ne figurent ni dans le message ni dans mes notes.",
  'fr-tu':
    "N'ajoute pas de prix, de dates ni d'engagements qui ne figurent ni dans le message ni dans mes notes.",
  de: 'Füge keine Preise, Termine oder Zusagen hinzu, die nicht in der Nachricht oder meinen Notizen stehen.',
  'de-sie':
    'Fügen Sie keine Preise, Termine oder Zusagen hinzu, die nicht in der Nachricht oder meinen Notizen stehen.',
  it: 'Non aggiungere prezzi, date o impegni che non sono nel messaggio o nelle mie note.',
  pt: 'Não acrescente preços, datas ou compromissos que não estejam na mensagem ou nas minhas notas.',
};

export const NEW_TO_CODE = unicodeWords(
  /\b(?:never (?:really )?(?:used|coded|programmed|written code|run a script)|not a (?:programmer|developer|coder)|i'?m (?:a )?(?:total |complete )?(?:beginner|newbie|noob)|no (?:coding|programming) experience|nunca he (?:usado|programado)|no sé programar|jamais (?:utilisé|codé|programmé)|je ne sais pas coder|noch nie (?:programmiert|benutzt)|kann nicht programmieren|mai (?:usato|programmato)|non so programmare|nunca (?:usei|programei)|não sei programar)\b/i,
);

export const BEGINNER_SETUP: Readonly<Record<string, string>> = {
  en: 'After the code, give step-by-step set-up for a beginner: what to install, where to save the file and the exact command to run it.',
  es: 'Después del código, explica paso a paso para principiantes qué instalar, dónde guardar el archivo y el comando exacto para ejecutarlo.',
  fr: "Après le code, expliquez pas à pas pour un débutant ce qu'il faut installer, où enregistrer le fichier et la commande exacte pour le lancer.",
  'fr-tu':
    "Après le code, explique pas à pas pour un débutant ce qu'il faut installer, où enregistrer le fichier et la commande exacte pour le lancer.",
  de: 'Erkläre nach dem Code Schritt für Schritt für Einsteiger, was zu installieren ist, wo die Datei hin muss und mit welchem Befehl man sie startet.',
  'de-sie':
    'Erklären Sie nach dem Code Schritt für Schritt für Einsteiger, was zu installieren ist, wo die Datei hin muss und mit welchem Befehl man sie startet.',
  it: 'Dopo il codice, spiega passo passo per un principiante cosa installare, dove salvare il file e il comando esatto per eseguirlo.',
  pt: 'Depois do código, explique passo a passo para iniciantes o que instalar, onde salvar o arquivo e o comando exato para executá-lo.',
};

/** "i got 5 hours", "me da x = 3": a verb of getting only counts with a number or an equation right
 * behind it, so "if i get a small cat", "would i get back 300" or "deu certo" is no answer to check. */
export const OWN_ANSWER = unicodeWords(
  // "i got 42", "and got 9196.42", "i worked out 95": a verb of getting right before the number.
  /\b(?:(?:my answer (?:is|was)|answer key says)\b|(?:(?:i|and|but|then|which) (?:got|get|keep getting|came up with|ended up with|calculated|worked (?:it )?out)|me da|me sale|me dio|j'ai trouvé|je trouve|ich komme auf|mi viene|mi risulta|eu achei|me deu|deu)\b(?= (?:[a-z] ?= ?|(?:about|around|like|roughly|an answer of|the answer as|it as|que|che|dass|como) )?[-−]?\d)|ich habe [^.?!\n]{0,20}\d[^.?!\n]{0,12}raus)/i,
);

/** A proof is its own working: no final answer to box or to state apart. */
export const PROOF = unicodeWords(
  /\b(?:prove|proof|show that|derive|demonstrate that|demuestra|demostrar|demostración|prouve[rz]?|démontre[rz]?|démonstration|beweise|beweisen|zeige?,? dass|dimostra(?:re|zione)?|prova che|demonstre|demonstrar|demonstração|prove que)\b/i,
);

export const CHECK_MY_ANSWER: Readonly<Record<string, string>> = {
  en: 'Say first whether the answer given is right; then show the full working, and if it is wrong, point to the exact step where it goes wrong.',
  es: 'Di primero si el resultado dado es correcto; luego muestra todo el desarrollo y, si está mal, señala el paso exacto donde falla.',
  fr: 'Dites d’abord si le résultat donné est juste\u00a0; montrez ensuite tout le calcul et, s’il est faux, indiquez l’étape exacte où il se trompe.',
  'fr-tu':
    'Dis d’abord si le résultat donné est juste\u00a0; montre ensuite tout le calcul et, s’il est faux, indique l’étape exacte où il se trompe.',
  de: 'Sag zuerst, ob das genannte Ergebnis stimmt; zeig dann den ganzen Rechenweg und, falls es falsch ist, genau den Schritt, an dem der Fehler liegt.',
  'de-sie':
    'Sagen Sie zuerst, ob das genannte Ergebnis stimmt; zeigen Sie dann den ganzen Rechenweg und, falls es falsch ist, genau den Schritt, an dem der Fehler liegt.',
  it: 'Di’ prima se il risultato indicato è giusto; poi mostra tutto il procedimento e, se è sbagliato, indica il passaggio esatto in cui si sbaglia.',
  pt: 'Diga primeiro se o resultado indicado está certo; depois mostre todo o cálculo e, se estiver errado, aponte o passo exato onde está o erro.',
};

/** "a function that…": example calls say more than "handle edge cases sensibly" (a script has none). */
export const FUNCTION_REQUEST = unicodeWords(
  /\b(?:functions?|methods?|funci[óo]n|funciones|fonctions?|funktion(?:en)?|funzione|funzioni|função|funcao|funções)\b/i,
);

export const FUNCTION_EXAMPLES: Readonly<Record<string, string>> = {
  en: 'Show a few example calls with their expected results, including edge cases (for example empty or invalid input).',
  es: 'Muestra algunas llamadas de ejemplo con su resultado esperado, incluidos casos límite (por ejemplo, una entrada vacía o no válida).',
  fr: 'Montrez quelques exemples d’appel avec le résultat attendu, y compris des cas limites (par exemple une entrée vide ou invalide).',
  'fr-tu':
    'Montre quelques exemples d’appel avec le résultat attendu, y compris des cas limites (par exemple une entrée vide ou invalide).',
  de: 'Zeig ein paar Beispielaufrufe mit dem erwarteten Ergebnis, auch für Randfälle (zum Beispiel leere oder ungültige Eingaben).',
  'de-sie':
    'Zeigen Sie ein paar Beispielaufrufe mit dem erwarteten Ergebnis, auch für Randfälle (zum Beispiel leere oder ungültige Eingaben).',
  it: 'Mostra alcune chiamate di esempio con il risultato atteso, compresi casi limite (per esempio un input vuoto o non valido).',
  pt: 'Mostre algumas chamadas de exemplo com o resultado esperado, incluindo casos extremos (por exemplo, uma entrada vazia ou inválida).',
};

/**
 * Something the user wants put right ("the heating has been broken for 2 weeks", "refund"): the
 * email stands on dates, the ask and the deadline, not on tone advice.
 */
export const COMPLAINT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[
    "broken|not working|(?:doesn|isn|hasn|haven|wasn)[’']?t (?:work|working|arrived|been (?:fixed|repaired|refunded))|still (?:not|no)|complain\\w*|refund\\w*|overcharged|damaged|faulty|defective|never arrived|(?:fixed|repaired|resolved|sorted) by|mou?ld|leak(?:s|ing)?",
    'roto|rota|no funciona|sigue sin|queja|reclamaci[óo]n|reembolso|defectuos[oa]|dañad[oa]|no ha llegado|humedad|gotera',
    'cassée?|en panne|ne fonctionne (?:plus|pas)|toujours pas|plainte|réclamation|rembourse\\w*|défectueu\\w*|endommagée?|jamais arrivée?|moisissure|fuite',
    'kaputt|defekt|funktioniert nicht|immer noch nicht|beschwerde|reklamation|(?:rück)?erstattung|beschädigt|nie angekommen|schimmel|undicht',
    'rott[oa]|guast[oa]|non funziona|ancora non|reclamo|rimborso|difettos[oa]|danneggiat[oa]|mai arrivat[oa]|muffa|perdita',
    'quebrad[oa]|estragad[oa]|não funciona|ainda não|reclama\\w*|reembolso|defeituos[oa]|danificad[oa]|nunca chegou|mofo|vazamento',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

export const COMPLAINT_FACTS: Readonly<Record<string, string>> = {
  en: 'State the facts plainly (what is wrong and since when) and exactly what I am asking for, with any deadline I gave; keep it firm and polite.',
  es: 'Expón los hechos con claridad (qué falla y desde cuándo) y exactamente lo que pido, con el plazo si lo he indicado; firme y cortés.',
  fr: 'Exposez les faits simplement (ce qui ne va pas et depuis quand) et précisément ce que je demande, avec le délai si j’en ai donné un. Restez ferme et poli.',
  'fr-tu':
    'Expose les faits simplement (ce qui ne va pas et depuis quand) et précisément ce que je demande, avec le délai si j’en ai donné un. Reste ferme et poli.',
  de: 'Nenne die Fakten klar (was nicht stimmt und seit wann) und genau, worum ich bitte, mit der Frist, falls ich eine genannt habe; bleib bestimmt und höflich.',
  'de-sie':
    'Nennen Sie die Fakten klar (was nicht stimmt und seit wann) und genau, worum ich bitte, mit der Frist, falls ich eine genannt habe; bleiben Sie bestimmt und höflich.',
  it: 'Esponi i fatti con chiarezza (cosa non va e da quando) ed esattamente cosa chiedo, con la scadenza se l’ho indicata; resta fermo e cortese.',
  pt: 'Apresente os fatos com clareza (o que está errado e desde quando) e exatamente o que estou pedindo, com o prazo se eu tiver indicado um; mantenha um tom firme e educado.',
};

/** "politely declining", "absagen": a no that must be clear, without an excuse made up for me. */
export const DECLINE =
  /(?<![\p{L}])(?:declin\w*|turn(?:ing)? (?:it |this |them |her |him )?down|say(?:ing)? no|rechaz\w*|decir que no|refuser|refusant|décliner|déclinant|absag\w*|ablehn\w*|rifiut\w*|declinare|declinando|recusar|recusando|dizer não)(?![\p{L}])/iu;

export const DECLINE_CLEARLY: Readonly<Record<string, string>> = {
  en: 'Say no clearly within the first two sentences, thank them for asking, and give no reason I did not give.',
  es: 'Di que no con claridad en las dos primeras frases, agradece que hayan pensado en mí y no des razones que yo no haya dado.',
  fr: 'Dites non clairement dès les deux premières phrases, remerciez d’avoir pensé à moi et ne donnez aucune raison que je n’ai pas donnée.',
  'fr-tu':
    'Dis non clairement dès les deux premières phrases, remercie d’avoir pensé à moi et ne donne aucune raison que je n’ai pas donnée.',
  de: 'Sag in den ersten zwei Sätzen klar ab, bedanke dich, dass man an mich gedacht hat, und nenne keinen Grund, den ich nicht genannt habe.',
  'de-sie':
    'Sagen Sie in den ersten zwei Sätzen klar ab, bedanken Sie sich, dass man an mich gedacht hat, und nennen Sie keinen Grund, den ich nicht genannt habe.',
  it: 'Di’ di no chiaramente nelle prime due frasi, ringrazia per aver pensato a me e non dare motivi che non ho dato io.',
  pt: 'Diga não com clareza nas duas primeiras frases, agradeça por terem pensado em mim e não dê motivos que eu não tenha dado.',
};

/** "the difference between affect and effect": what tells them apart, not a choice between them. */
export const DIFFERENCE =
  /(?<![\p{L}])(?:differences? between|diferencias? entre|différences? entre|unterschied(?:e)? zwischen|differenz[ae] tra|differenze? (?:tra|fra)|diferenças? entre)(?![\p{L}])/iu;
/** "which is better", "should I": a real choice, where criteria and a verdict do fit. */
export const CHOOSING =
  /(?<![\p{L}])(?:better|best|should (?:i|we)|choose|pick|which (?:one|should)|recommend\w*|mejor|elegir|deber[íi]a|meilleure?|choisir|devrais|besser|wählen|sollte|migliore|scegliere|dovrei|melhor|escolher|deveria)(?![\p{L}])/iu;

export const DIFFERENCE_EXAMPLES: Readonly<Record<string, string>> = {
  en: 'Start with the one difference that matters most, then set out the others side by side, with an example of each.',
  es: 'Empieza por la diferencia que más importa y luego expón las demás una junto a otra, con un ejemplo de cada caso.',
  fr: 'Commencez par la différence qui compte le plus, puis présentez les autres côte à côte, avec un exemple pour chaque cas.',
  'fr-tu':
    'Commence par la différence qui compte le plus, puis présente les autres côte à côte, avec un exemple pour chaque cas.',
  de: 'Beginne mit dem Unterschied, der am meisten zählt, und stell dann die übrigen nebeneinander, mit je einem Beispiel.',
  'de-sie':
    'Beginnen Sie mit dem Unterschied, der am meisten zählt, und stellen Sie dann die übrigen nebeneinander, mit je einem Beispiel.',
  it: 'Parti dalla differenza che conta di più, poi metti a confronto le altre, con un esempio per ciascun caso.',
  pt: 'Comece pela diferença que mais importa e depois apresente as outras lado a lado, com um exemplo de cada caso.',
};

/** A thank-you note: what makes one land is naming the favour, not a bigger adjective. */
export const THANKS =
  /(?<![\p{L}])(?:thank[- ]?you (?:notes?|cards?|messages?|e-?mails?|letters?|texts?)|thanks (?:notes?|cards?|messages?)|notes? (?:of thanks|to thank)|(?:mensaje|nota|carta|tarjeta|correo) de agradecimiento|(?:mot|message|carte|lettre|courriel) de remerciements?|dankes(?:karte|nachricht|brief|mail|worte)|danksagung|(?:biglietto|messaggio|lettera|mail) di ringraziamento|(?:nota|mensagem|cartão|carta|e-mail) de agradecimento)(?![\p{L}])/iu;

export const THANKS_SPECIFIC: Readonly<Record<string, string>> = {
  en: 'Mention exactly what they did and what it meant to me; keep it warm and brief, not effusive.',
  es: 'Menciona lo que hizo en concreto y lo que significó para mí; cálido y breve, sin exagerar.',
  fr: 'Citez précisément ce que la personne a fait et ce que cela a représenté pour moi. Restez chaleureux et bref, sans en faire trop.',
  'fr-tu':
    'Cite précisément ce que la personne a fait et ce que cela a représenté pour moi. Reste chaleureux et bref, sans en faire trop.',
  de: 'Nenne genau, was die Person getan hat und was es mir bedeutet hat; herzlich und kurz, nicht überschwänglich.',
  'de-sie':
    'Nennen Sie genau, was die Person getan hat und was es mir bedeutet hat; herzlich und kurz, nicht überschwänglich.',
  it: 'Cita con precisione ciò che ha fatto e cosa ha significato per me; caldo e breve, senza esagerare.',
  pt: 'Mencione exatamente o que a pessoa fez e o que isso significou para mim; caloroso e breve, sem exageros.',
};

/**
 * "Not just 'it depends'", "what would you do?": the user wants a view, so the line asks for a
 * recommendation instead of "which option fits under which conditions".
 */
export const WANTS_VIEW = unicodeWords(
  /\bnot just ["'“‘]?it depends\b|\b(?:clear|straight|honest|direct|firm) (?:answer|recommendation|opinion|view|verdict)\b|\bwhat would you do\b|\byour (?:honest )?(?:opinion|view|take|pick|recommendation)\b|\btell me (?:what|which) (?:to do|to pick|to choose|you'?d pick)\b|\bno (?:solo|sólo) ["'“‘]?depende\b|\b(?:respuesta|recomendación) clara\b|\bqué har[ií]as\b|\bpas (?:juste|seulement) ["'“‘]?(?:ça|cela) dépend\b|\b(?:réponse|recommandation) claire\b|\bque ferais-tu\b|\bque feriez-vous\b|\bnicht nur ["'“‘„]?es kommt darauf an\b|\bklare (?:antwort|empfehlung)\b|\bwas würdest du (?:tun|machen)\b|\bnon solo ["'“‘]?dipende\b|\b(?:risposta|raccomandazione) chiara\b|\bcosa faresti\b|\bn[aã]o (?:s[oó]|apenas) ["'“‘]?depende\b|\b(?:resposta|recomenda[cç][aã]o) clara\b|\bo que (?:voc[eê] )?faria\b/i,
);

export const CLEAR_RECOMMENDATION: Readonly<Record<string, string>> = {
  en: 'Give a clear recommendation for my situation, and say what would change it.',
  es: 'Da una recomendación clara para mi situación y di qué la haría cambiar.',
  fr: 'Donnez une recommandation claire pour ma situation, et dites ce qui la ferait changer.',
  'fr-tu': 'Donne une recommandation claire pour ma situation, et dis ce qui la ferait changer.',
  de: 'Gib eine klare Empfehlung für meine Situation und sag, was sie ändern würde.',
  'de-sie': 'Geben Sie eine klare Empfehlung für meine Situation und sagen Sie, was sie ändern würde.',
  it: 'Dai una raccomandazione chiara per la mia situazione e di’ cosa la farebbe cambiare.',
  pt: 'Dê uma recomendação clara para a minha situação e diga o que a faria mudar.',
};

/** The user lacks something the pasted text needs ("no wine in the house" under a recipe). */
export const SUBSTITUTE_LACKING: Readonly<Record<string, string>> = {
  en: 'For what I said I do not have, suggest a substitute and say what it changes.',
  es: 'Para lo que dije que no tengo, propón un sustituto y di qué cambia.',
  fr: "Pour ce que j'ai dit ne pas avoir, proposez un substitut et dites ce que cela change.",
  'fr-tu': "Pour ce que j'ai dit ne pas avoir, propose un substitut et dis ce que cela change.",
  de: 'Schlage für das, was ich nicht habe, einen Ersatz vor und sag, was er ändert.',
  'de-sie': 'Schlagen Sie für das, was ich nicht habe, einen Ersatz vor und sagen Sie, was er ändert.',
  it: 'Per ciò che ho detto di non avere, proponi un sostituto e di’ cosa cambia.',
  pt: 'Para o que eu disse que não tenho, sugira um substituto e diga o que muda.',
};
