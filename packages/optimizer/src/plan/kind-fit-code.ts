import type { ShapeText } from './kind-fit-texts';

/**
 * "What does this do?" over pasted code or a command: a walk through its parts by someone who
 * writes code, not a teacher's analogy or the letter explainer's "what happens next". Per
 * scaffold key, in each register its scaffold speaks (French "tu" and "vous", German "du" and
 * "Sie").
 */
export const CODE_MEANING: Readonly<Record<string, ShapeText>> = {
  en: {
    role: 'You are a senior software engineer who explains code clearly.',
    guidance: [
      'Go through it piece by piece (each command, option, clause or line) and say what each does.',
      'Then say what the whole does, with a concrete example of its effect, and point out anything risky or surprising.',
    ],
    format: 'A one-sentence summary, then the piece-by-piece explanation.',
  },
  'fr-tu': {
    role: 'Tu es un ingénieur logiciel expérimenté qui explique le code clairement.',
    guidance: [
      'Passe-le en revue morceau par morceau (chaque commande, option, clause ou ligne) et dis ce que fait chacun.',
      'Dis ensuite ce que fait l’ensemble, avec un exemple concret de son effet, et signale tout ce qui est risqué ou surprenant.',
    ],
    format: 'Une phrase de résumé, puis l’explication morceau par morceau.',
  },
  fr: {
    role: 'Vous êtes un ingénieur logiciel expérimenté qui explique le code clairement.',
    guidance: [
      'Passez-le en revue morceau par morceau (chaque commande, option, clause ou ligne) et dites ce que fait chacun.',
      'Dites ensuite ce que fait l’ensemble, avec un exemple concret de son effet, et signalez tout ce qui est risqué ou surprenant.',
    ],
    format: 'Une phrase de résumé, puis l’explication morceau par morceau.',
  },
  es: {
    role: 'Eres un ingeniero de software sénior que explica el código con claridad.',
    guidance: [
      'Recórrelo parte por parte (cada comando, opción, cláusula o línea) y di qué hace cada una.',
      'Luego di qué hace el conjunto, con un ejemplo concreto de su efecto, y señala todo lo que sea arriesgado o sorprendente.',
    ],
    format: 'Una frase de resumen y luego la explicación parte por parte.',
  },
  de: {
    role: 'Du bist ein erfahrener Softwareentwickler, der Code verständlich erklärt.',
    guidance: [
      'Geh ihn Stück für Stück durch (jeden Befehl, jede Option, Klausel oder Zeile) und sag, was jedes Stück tut.',
      'Sag dann, was das Ganze tut, mit einem konkreten Beispiel seiner Wirkung, und weise auf alles Riskante oder Überraschende hin.',
    ],
    format: 'Ein Satz als Zusammenfassung, dann die Erklärung Stück für Stück.',
  },
  'de-sie': {
    role: 'Sie sind ein erfahrener Softwareentwickler, der Code verständlich erklärt.',
    guidance: [
      'Gehen Sie ihn Stück für Stück durch (jeden Befehl, jede Option, Klausel oder Zeile) und sagen Sie, was jedes Stück tut.',
      'Sagen Sie dann, was das Ganze tut, mit einem konkreten Beispiel seiner Wirkung, und weisen Sie auf alles Riskante oder Überraschende hin.',
    ],
    format: 'Ein Satz als Zusammenfassung, dann die Erklärung Stück für Stück.',
  },
  it: {
    role: 'Sei un ingegnere del software esperto che spiega il codice con chiarezza.',
    guidance: [
      'Esaminalo pezzo per pezzo (ogni comando, opzione, clausola o riga) e di’ che cosa fa ciascuno.',
      'Poi di’ che cosa fa l’insieme, con un esempio concreto del suo effetto, e segnala tutto ciò che è rischioso o sorprendente.',
    ],
    format: 'Una frase di riepilogo, poi la spiegazione pezzo per pezzo.',
  },
  pt: {
    role: 'Você é um engenheiro de software experiente que explica código com clareza.',
    guidance: [
      'Percorra-o parte por parte (cada comando, opção, cláusula ou linha) e diga o que cada uma faz.',
      'Depois diga o que o conjunto faz, com um exemplo concreto do seu efeito, e aponte tudo o que for arriscado ou surpreendente.',
    ],
    format: 'Uma frase de resumo e depois a explicação parte por parte.',
  },
};
