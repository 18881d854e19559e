/**
 * The sentences an expert adds to a code task, built around what the pasted code shows (its
 * names, its edge cases, the error in its trace). One table per scaffold key, in its register
 * (French "vous"/"tu", German "du"/"Sie"); code names stay in backticks, untranslated.
 */
import type { Edge } from '../../plan/code-facts';

export interface CodeExpertText {
  /** "`income` exactly 50000", "`age` missing (NaN)", "`rows` empty", "the `ValueError` it raises". */
  edge: (edge: Edge) => string;
  raised: (name: string) => string;
  /** Between the cases of a list: "; ", with French spacing in French. */
  sep: string;
  /** A refactor keeps behaviour and, when the code shows them, the names callers use. */
  keep: (names: string | null) => string;
  /** The cases the refactor must leave as they are. */
  keepEdges: (list: string) => string;
  /** A rewritten query: the same result. */
  sameRows: string;
  /** A query made faster: the indexes it needs. */
  indexes: string;
  onlyCode: string;
  codeThenChanges: string;
  /** Debugging a trace: where the error surfaced, named; or the error alone. */
  rootCause: (error: string, where: string | null) => string;
  /** "in `sum_prices` (app.py, line 6)", "at app.py, line 14". */
  where: (fn: string | null, place: string | null) => string | null;
  minimalFix: string;
  ifNot: string;
  debugFormat: string;
  /** "Write the tests with pytest." */
  framework: (name: string) => string;
  /** Go's own test package, named in the language of the prompt. */
  goTesting: string;
  /** `boundaries`: the list holds a boundary, so both sides of it are tested. */
  testEdges: (list: string, boundaries: boolean) => string;
  /** "You are a senior Python engineer." */
  langRole: (lang: string) => string;
}

const q = (s: string) => `\`${s}\``;

const en: CodeExpertText = {
  sep: '; ',
  edge: (e) =>
    e.kind === 'boundary'
      ? `${q(e.subject)} exactly ${e.value}`
      : e.kind === 'missing'
        ? `${q(e.subject)} missing (${e.mark})`
        : `${q(e.subject)} empty`,
  raised: (name) => `the ${q(name)} it raises`,
  keep: (names) =>
    names
      ? `Keep the behaviour exactly the same, and keep the names and parameters callers rely on (${names}).`
      : 'Keep the behaviour exactly the same; change only how the code is written.',
  keepEdges: (list) => `Keep these cases behaving exactly as they do now: ${list}.`,
  sameRows: 'Return exactly the same rows and columns as the current query, including rows with NULL values.',
  indexes: 'Say which indexes the faster version relies on.',
  onlyCode: 'Only the rewritten code, in one code block.',
  codeThenChanges: 'The rewritten code in one code block, then a short list of what changed and why.',
  rootCause: (error, where) =>
    `Start with the root cause of the ${q(error)}${where ? ` ${where}` : ''}: why it happens${where ? ' there' : ''}, in a sentence or two.`,
  where: (fn, place) => (fn ? `in ${q(fn)}${place ? ` (${place})` : ''}` : place ? `at ${place}` : null),
  minimalFix: 'Then give the minimal fix: only the lines that change, in a code block.',
  ifNot:
    'If it could be something else, say what to check next to confirm it (a value to print or a condition to test).',
  debugFormat: 'The root cause, then the minimal fix, then what to check if the error persists.',
  framework: (name) => `Write the tests with ${name}.`,
  goTesting: 'Go’s standard testing package, as table-driven tests',
  testEdges: (list, boundaries) =>
    boundaries
      ? `Include a test for each boundary and special case in the code, with values on both sides of each boundary: ${list}.`
      : `Include a test for each special case in the code: ${list}.`,
  langRole: (lang) => `You are a senior ${lang} engineer.`,
};

const es: CodeExpertText = {
  sep: '; ',
  edge: (e) =>
    e.kind === 'boundary'
      ? `${q(e.subject)} igual a ${e.value}`
      : e.kind === 'missing'
        ? `${q(e.subject)} ausente (${e.mark})`
        : `${q(e.subject)} vacío`,
  raised: (name) => `el ${q(name)} que lanza`,
  keep: (names) =>
    names
      ? `Mantén exactamente el mismo comportamiento y los nombres y parámetros de los que dependen quienes lo llaman (${names}).`
      : 'Mantén exactamente el mismo comportamiento; cambia solo cómo está escrito el código.',
  keepEdges: (list) => `Estos casos deben comportarse exactamente como ahora: ${list}.`,
  sameRows:
    'Devuelve exactamente las mismas filas y columnas que la consulta actual, incluidas las filas con valores NULL.',
  indexes: 'Indica qué índices necesita la versión más rápida.',
  onlyCode: 'Solo el código reescrito, en un único bloque de código.',
  codeThenChanges:
    'El código reescrito en un único bloque de código y luego una lista breve de qué cambió y por qué.',
  rootCause: (error, where) =>
    `Empieza por la causa raíz del ${q(error)}${where ? ` ${where}` : ''}: por qué ocurre${where ? ' ahí' : ''}, en una o dos frases.`,
  where: (fn, place) => (fn ? `en ${q(fn)}${place ? ` (${place})` : ''}` : place ? `en ${place}` : null),
  minimalFix: 'Luego da la corrección mínima: solo las líneas que cambian, en un bloque de código.',
  ifNot:
    'Si pudiera ser otra cosa, di qué comprobar después para confirmarlo (un valor que imprimir o una condición que probar).',
  debugFormat: 'La causa raíz, luego la corrección mínima y después qué comprobar si el error persiste.',
  framework: (name) => `Escribe las pruebas con ${name}.`,
  goTesting: 'el paquete estándar testing de Go, con pruebas basadas en tablas',
  testEdges: (list, boundaries) =>
    boundaries
      ? `Incluye una prueba para cada límite y caso especial del código, con valores a ambos lados de cada límite: ${list}.`
      : `Incluye una prueba para cada caso especial del código: ${list}.`,
  langRole: (lang) => `Eres un ingeniero sénior de ${lang}.`,
};

const frEdge = (e: Edge) =>
  e.kind === 'boundary'
    ? `${q(e.subject)} égal à ${e.value}`
    : e.kind === 'missing'
      ? `${q(e.subject)} manquant (${e.mark})`
      : `${q(e.subject)} vide`;
const frWhere = (fn: string | null, place: string | null) =>
  fn ? `dans ${q(fn)}${place ? ` (${place})` : ''}` : place ? `à ${place}` : null;

const fr: CodeExpertText = {
  sep: '\u00a0; ',
  edge: frEdge,
  raised: (name) => `l’exception ${q(name)} qu’il lève`,
  keep: (names) =>
    names
      ? `Gardez exactement le même comportement, ainsi que les noms et les paramètres dont dépendent les appelants (${names}).`
      : 'Gardez exactement le même comportement\u00a0; ne changez que la façon dont le code est écrit.',
  keepEdges: (list) => `Ces cas doivent se comporter exactement comme maintenant\u00a0: ${list}.`,
  sameRows:
    'Renvoyez exactement les mêmes lignes et colonnes que la requête actuelle, y compris les lignes avec des valeurs NULL.',
  indexes: 'Indiquez sur quels index repose la version plus rapide.',
  onlyCode: 'Uniquement le code réécrit, dans un seul bloc de code.',
  codeThenChanges:
    'Le code réécrit dans un seul bloc de code, puis une courte liste de ce qui a changé et pourquoi.',
  rootCause: (error, where) =>
    `Commencez par la cause première de l’erreur ${q(error)}${where ? ` ${where}` : ''}\u00a0: pourquoi elle se produit${where ? ' à cet endroit' : ''}, en une ou deux phrases.`,
  where: frWhere,
  minimalFix:
    'Donnez ensuite la correction minimale\u00a0: seulement les lignes qui changent, dans un bloc de code.',
  ifNot:
    'Si la cause peut être autre, dites quoi vérifier ensuite pour la confirmer (une valeur à afficher ou une condition à tester).',
  debugFormat: 'La cause première, puis la correction minimale, puis quoi vérifier si l’erreur persiste.',
  framework: (name) => `Écrivez les tests avec ${name}.`,
  goTesting: 'le paquet standard testing de Go, sous forme de tests pilotés par table',
  testEdges: (list, boundaries) =>
    boundaries
      ? `Prévoyez un test pour chaque limite et chaque cas particulier du code, avec des valeurs de part et d’autre de chaque limite\u00a0: ${list}.`
      : `Prévoyez un test pour chaque cas particulier du code\u00a0: ${list}.`,
  langRole: (lang) => `Vous êtes un ingénieur ${lang} expérimenté.`,
};

const frTu: CodeExpertText = {
  ...fr,
  keep: (names) =>
    names
      ? `Garde exactement le même comportement, ainsi que les noms et les paramètres dont dépendent les appelants (${names}).`
      : 'Garde exactement le même comportement\u00a0; ne change que la façon dont le code est écrit.',
  sameRows:
    'Renvoie exactement les mêmes lignes et colonnes que la requête actuelle, y compris les lignes avec des valeurs NULL.',
  indexes: 'Indique sur quels index repose la version plus rapide.',
  rootCause: (error, where) =>
    `Commence par la cause première de l’erreur ${q(error)}${where ? ` ${where}` : ''}\u00a0: pourquoi elle se produit${where ? ' à cet endroit' : ''}, en une ou deux phrases.`,
  minimalFix:
    'Donne ensuite la correction minimale\u00a0: seulement les lignes qui changent, dans un bloc de code.',
  ifNot:
    'Si la cause peut être autre, dis quoi vérifier ensuite pour la confirmer (une valeur à afficher ou une condition à tester).',
  framework: (name) => `Écris les tests avec ${name}.`,
  testEdges: (list, boundaries) =>
    boundaries
      ? `Prévois un test pour chaque limite et chaque cas particulier du code, avec des valeurs de part et d’autre de chaque limite\u00a0: ${list}.`
      : `Prévois un test pour chaque cas particulier du code\u00a0: ${list}.`,
  langRole: (lang) => `Tu es un ingénieur ${lang} expérimenté.`,
};

const de: CodeExpertText = {
  sep: '; ',
  edge: (e) =>
    e.kind === 'boundary'
      ? `${q(e.subject)} genau ${e.value}`
      : e.kind === 'missing'
        ? `${q(e.subject)} fehlt (${e.mark})`
        : `${q(e.subject)} leer`,
  raised: (name) => `der ausgelöste Fehler ${q(name)}`,
  keep: (names) =>
    names
      ? `Behalte das Verhalten exakt bei, ebenso die Namen und Parameter, auf die sich Aufrufer verlassen (${names}).`
      : 'Behalte das Verhalten exakt bei; ändere nur, wie der Code geschrieben ist.',
  keepEdges: (list) => `Diese Fälle müssen sich genau wie jetzt verhalten: ${list}.`,
  sameRows:
    'Gib genau dieselben Zeilen und Spalten zurück wie die jetzige Abfrage, auch Zeilen mit NULL-Werten.',
  indexes: 'Nenne die Indizes, auf die sich die schnellere Version stützt.',
  onlyCode: 'Nur der überarbeitete Code, in einem einzigen Codeblock.',
  codeThenChanges:
    'Der überarbeitete Code in einem Codeblock, dann eine kurze Liste, was sich geändert hat und warum.',
  rootCause: (error, where) =>
    `Beginne mit der eigentlichen Ursache des Fehlers ${q(error)}${where ? ` ${where}` : ''}: warum er${where ? ' dort' : ''} auftritt, in ein oder zwei Sätzen.`,
  where: (fn, place) => (fn ? `in ${q(fn)}${place ? ` (${place})` : ''}` : place ? `bei ${place}` : null),
  minimalFix: 'Gib dann die kleinste Korrektur: nur die Zeilen, die sich ändern, in einem Codeblock.',
  ifNot:
    'Falls es auch etwas anderes sein kann, sag, was als Nächstes zu prüfen ist (ein Wert zum Ausgeben oder eine Bedingung zum Testen).',
  debugFormat: 'Die Ursache, dann die kleinste Korrektur, dann was zu prüfen ist, falls der Fehler bleibt.',
  framework: (name) => `Schreib die Tests mit ${name}.`,
  goTesting: 'dem Standardpaket testing von Go, als tabellengesteuerte Tests',
  testEdges: (list, boundaries) =>
    boundaries
      ? `Schreib einen Test für jede Grenze und jeden Sonderfall im Code, mit Werten auf beiden Seiten jeder Grenze: ${list}.`
      : `Schreib einen Test für jeden Sonderfall im Code: ${list}.`,
  langRole: (lang) => `Du bist ein erfahrener ${lang}-Entwickler.`,
};

const deSie: CodeExpertText = {
  ...de,
  keep: (names) =>
    names
      ? `Behalten Sie das Verhalten exakt bei, ebenso die Namen und Parameter, auf die sich Aufrufer verlassen (${names}).`
      : 'Behalten Sie das Verhalten exakt bei; ändern Sie nur, wie der Code geschrieben ist.',
  sameRows:
    'Geben Sie genau dieselben Zeilen und Spalten zurück wie die jetzige Abfrage, auch Zeilen mit NULL-Werten.',
  indexes: 'Nennen Sie die Indizes, auf die sich die schnellere Version stützt.',
  rootCause: (error, where) =>
    `Beginnen Sie mit der eigentlichen Ursache des Fehlers ${q(error)}${where ? ` ${where}` : ''}: warum er${where ? ' dort' : ''} auftritt, in ein oder zwei Sätzen.`,
  minimalFix: 'Geben Sie dann die kleinste Korrektur: nur die Zeilen, die sich ändern, in einem Codeblock.',
  ifNot:
    'Falls es auch etwas anderes sein kann, sagen Sie, was als Nächstes zu prüfen ist (ein Wert zum Ausgeben oder eine Bedingung zum Testen).',
  framework: (name) => `Schreiben Sie die Tests mit ${name}.`,
  testEdges: (list, boundaries) =>
    boundaries
      ? `Schreiben Sie einen Test für jede Grenze und jeden Sonderfall im Code, mit Werten auf beiden Seiten jeder Grenze: ${list}.`
      : `Schreiben Sie einen Test für jeden Sonderfall im Code: ${list}.`,
  langRole: (lang) => `Sie sind ein erfahrener ${lang}-Entwickler.`,
};

const it: CodeExpertText = {
  sep: '; ',
  edge: (e) =>
    e.kind === 'boundary'
      ? `${q(e.subject)} uguale a ${e.value}`
      : e.kind === 'missing'
        ? `${q(e.subject)} mancante (${e.mark})`
        : `${q(e.subject)} vuoto`,
  raised: (name) => `l’eccezione ${q(name)} che solleva`,
  keep: (names) =>
    names
      ? `Mantieni esattamente lo stesso comportamento, e anche i nomi e i parametri su cui contano i chiamanti (${names}).`
      : 'Mantieni esattamente lo stesso comportamento; cambia solo il modo in cui è scritto il codice.',
  keepEdges: (list) => `Questi casi devono comportarsi esattamente come ora: ${list}.`,
  sameRows:
    'Restituisci esattamente le stesse righe e colonne della query attuale, comprese le righe con valori NULL.',
  indexes: 'Indica su quali indici si basa la versione più veloce.',
  onlyCode: 'Solo il codice riscritto, in un unico blocco di codice.',
  codeThenChanges:
    'Il codice riscritto in un unico blocco di codice, poi un breve elenco di cosa è cambiato e perché.',
  rootCause: (error, where) =>
    `Parti dalla causa principale dell’errore ${q(error)}${where ? ` ${where}` : ''}: perché si verifica${where ? ' lì' : ''}, in una o due frasi.`,
  where: (fn, place) => (fn ? `in ${q(fn)}${place ? ` (${place})` : ''}` : place ? `in ${place}` : null),
  minimalFix: 'Poi dai la correzione minima: solo le righe che cambiano, in un blocco di codice.',
  ifNot:
    'Se potrebbe essere altro, di’ cosa controllare dopo per confermarlo (un valore da stampare o una condizione da verificare).',
  debugFormat: 'La causa principale, poi la correzione minima, poi cosa controllare se l’errore persiste.',
  framework: (name) => `Scrivi i test con ${name}.`,
  goTesting: 'il pacchetto standard testing di Go, con test guidati da tabelle',
  testEdges: (list, boundaries) =>
    boundaries
      ? `Includi un test per ogni limite e caso particolare del codice, con valori su entrambi i lati di ogni limite: ${list}.`
      : `Includi un test per ogni caso particolare del codice: ${list}.`,
  langRole: (lang) => `Sei un ingegnere ${lang} esperto.`,
};

const pt: CodeExpertText = {
  sep: '; ',
  edge: (e) =>
    e.kind === 'boundary'
      ? `${q(e.subject)} igual a ${e.value}`
      : e.kind === 'missing'
        ? `${q(e.subject)} ausente (${e.mark})`
        : `${q(e.subject)} vazio`,
  raised: (name) => `a exceção ${q(name)} que ele lança`,
  keep: (names) =>
    names
      ? `Mantenha exatamente o mesmo comportamento, e também os nomes e parâmetros de que dependem os chamadores (${names}).`
      : 'Mantenha exatamente o mesmo comportamento; mude só a forma como o código está escrito.',
  keepEdges: (list) => `Estes casos devem se comportar exatamente como agora: ${list}.`,
  sameRows:
    'Devolva exatamente as mesmas linhas e colunas da consulta atual, incluindo linhas com valores NULL.',
  indexes: 'Diga em quais índices a versão mais rápida se apoia.',
  onlyCode: 'Apenas o código reescrito, num único bloco de código.',
  codeThenChanges:
    'O código reescrito num único bloco de código e depois uma lista curta do que mudou e por quê.',
  rootCause: (error, where) =>
    `Comece pela causa raiz do ${q(error)}${where ? ` ${where}` : ''}: por que acontece${where ? ' ali' : ''}, em uma ou duas frases.`,
  where: (fn, place) => (fn ? `em ${q(fn)}${place ? ` (${place})` : ''}` : place ? `em ${place}` : null),
  minimalFix: 'Depois dê a correção mínima: só as linhas que mudam, num bloco de código.',
  ifNot:
    'Se puder ser outra coisa, diga o que verificar a seguir para confirmar (um valor a imprimir ou uma condição a testar).',
  debugFormat: 'A causa raiz, depois a correção mínima e depois o que verificar se o erro continuar.',
  framework: (name) => `Escreva os testes com ${name}.`,
  goTesting: 'o pacote padrão testing do Go, com testes orientados por tabela',
  testEdges: (list, boundaries) =>
    boundaries
      ? `Inclua um teste para cada limite e caso especial do código, com valores dos dois lados de cada limite: ${list}.`
      : `Inclua um teste para cada caso especial do código: ${list}.`,
  langRole: (lang) => `Você é um engenheiro ${lang} sênior.`,
};

export const CODE_EXPERT: Readonly<Record<string, CodeExpertText>> = {
  en,
  es,
  fr,
  'fr-tu': frTu,
  de,
  'de-sie': deSie,
  it,
  pt,
};
