/**
 * The lines of the three shapes that share a kind with a different ask (see kind-fit.ts), per
 * scaffold key: each register speaks to the assistant the way its scaffold does (French
 * "vous" and "tu", German "du" and "Sie"), so a review line never switches register mid-prompt.
 */
export type Shape = 'review' | 'timetable' | 'rota' | 'how-to';

export interface ShapeText {
  role?: string;
  guidance: readonly string[];
  format: string;
}

type Texts = Readonly<Record<Shape, ShapeText>>;

const en: Texts = {
  review: {
    role: 'You are a senior software engineer who does careful code reviews.',
    guidance: [
      'Go through the code for the concerns named; for each finding, say where it is, why it matters and how serious it is.',
      'Suggest a concrete fix for each finding, and say so if something is fine as it is.',
    ],
    format: 'Findings from most to least serious: location, problem, fix.',
  },
  timetable: {
    guidance: [
      'Lay it out as a time grid: fixed start and end times for every slot, with no overlaps.',
      'Fit every item and constraint given, and leave breaks where they are needed.',
    ],
    format: 'A table: one row per time slot, one column per day (or room, or person).',
  },
  rota: {
    guidance: [
      'Lay it out as a grid of who does which task on which day (or week), with every task covered.',
      'Share the work fairly and in rotation, fit each person’s age, availability and the constraints given, and say how often each task comes round.',
    ],
    format: 'A table: one row per task, one column per day or week, with a name in each cell.',
  },
  'how-to': {
    guidance: [
      'Start with what is needed (tools, materials, time), then give the steps in order.',
      'Point out the common mistakes and any safety precaution.',
    ],
    format: 'A short list of what is needed, then numbered steps.',
  },
};

const frTu: Texts = {
  review: {
    role: 'Tu es un ingénieur logiciel senior qui fait des revues de code rigoureuses.',
    guidance: [
      'Passe le code en revue sur les points demandés ; pour chaque problème, indique où il se trouve, pourquoi il compte et sa gravité.',
      'Propose une correction concrète pour chaque problème, et dis-le si quelque chose convient tel quel.',
    ],
    format: 'Les problèmes du plus grave au moins grave : emplacement, problème, correction.',
  },
  timetable: {
    guidance: [
      'Présente-le comme une grille horaire : une heure de début et de fin pour chaque créneau, sans chevauchement.',
      'Place chaque élément et respecte chaque contrainte donnée, avec des pauses là où il en faut.',
    ],
    format: 'Un tableau : une ligne par créneau horaire, une colonne par jour (ou salle, ou personne).',
  },
  rota: {
    guidance: [
      'Présente-le comme une grille : qui fait quelle tâche quel jour (ou quelle semaine), sans tâche oubliée.',
      'Répartis le travail équitablement et par roulement, en tenant compte de l’âge, des disponibilités et des contraintes de chacun, et indique la fréquence de chaque tâche.',
    ],
    format:
      'Un tableau : une ligne par tâche, une colonne par jour ou par semaine, avec un prénom dans chaque case.',
  },
  'how-to': {
    guidance: [
      'Commence par ce qu’il faut (outils, matériel, temps), puis donne les étapes dans l’ordre.',
      'Signale les erreurs courantes et les précautions de sécurité.',
    ],
    format: 'Une courte liste de ce qu’il faut, puis des étapes numérotées.',
  },
};

const fr: Texts = {
  review: {
    role: 'Vous êtes un ingénieur logiciel senior qui fait des revues de code rigoureuses.',
    guidance: [
      'Passez le code en revue sur les points demandés ; pour chaque problème, indiquez où il se trouve, pourquoi il compte et sa gravité.',
      'Proposez une correction concrète pour chaque problème, et dites-le si quelque chose convient tel quel.',
    ],
    format: frTu.review.format,
  },
  timetable: {
    guidance: [
      'Présentez-le comme une grille horaire : une heure de début et de fin pour chaque créneau, sans chevauchement.',
      'Placez chaque élément et respectez chaque contrainte donnée, avec des pauses là où il en faut.',
    ],
    format: frTu.timetable.format,
  },
  rota: {
    guidance: [
      'Présentez-le comme une grille : qui fait quelle tâche quel jour (ou quelle semaine), sans tâche oubliée.',
      'Répartissez le travail équitablement et par roulement, en tenant compte de l’âge, des disponibilités et des contraintes de chacun, et indiquez la fréquence de chaque tâche.',
    ],
    format: frTu.rota.format,
  },
  'how-to': {
    guidance: [
      'Commencez par ce qu’il faut (outils, matériel, temps), puis donnez les étapes dans l’ordre.',
      'Signalez les erreurs courantes et les précautions de sécurité.',
    ],
    format: frTu['how-to'].format,
  },
};

const es: Texts = {
  review: {
    role: 'Eres un ingeniero de software sénior que hace revisiones de código minuciosas.',
    guidance: [
      'Revisa el código en los aspectos pedidos; para cada hallazgo, indica dónde está, por qué importa y qué gravedad tiene.',
      'Propón una corrección concreta para cada hallazgo, y dilo si algo está bien tal como está.',
    ],
    format: 'Hallazgos del más grave al menos grave: ubicación, problema, corrección.',
  },
  timetable: {
    guidance: [
      'Preséntalo como una cuadrícula horaria: hora de inicio y de fin fijas para cada franja, sin solapamientos.',
      'Incluye cada elemento y cada restricción indicados, y deja pausas donde hagan falta.',
    ],
    format: 'Una tabla: una fila por franja horaria y una columna por día (o sala, o persona).',
  },
  rota: {
    guidance: [
      'Preséntalo como una cuadrícula de quién hace cada tarea cada día (o semana), sin dejar ninguna tarea sin cubrir.',
      'Reparte el trabajo de forma justa y por turnos, teniendo en cuenta la edad, la disponibilidad y las restricciones de cada persona, e indica cada cuánto toca cada tarea.',
    ],
    format: 'Una tabla: una fila por tarea y una columna por día o semana, con un nombre en cada casilla.',
  },
  'how-to': {
    guidance: [
      'Empieza por lo que hace falta (herramientas, materiales, tiempo) y después da los pasos en orden.',
      'Señala los errores habituales y las precauciones de seguridad.',
    ],
    format: 'Una breve lista de lo que hace falta y después los pasos numerados.',
  },
};

const de: Texts = {
  review: {
    role: 'Du bist Senior-Softwareentwickler und machst sorgfältige Code-Reviews.',
    guidance: [
      'Prüfe den Code auf die genannten Punkte; nenne zu jedem Befund, wo er steckt, warum er wichtig ist und wie schwer er wiegt.',
      'Schlage zu jedem Befund eine konkrete Korrektur vor, und sag es, wenn etwas so bleiben kann.',
    ],
    format: 'Befunde vom schwersten zum leichtesten: Stelle, Problem, Korrektur.',
  },
  timetable: {
    guidance: [
      'Stelle es als Zeitraster dar: feste Anfangs- und Endzeiten für jeden Zeitblock, ohne Überschneidungen.',
      'Berücksichtige jeden genannten Punkt und jede Vorgabe, und plane Pausen ein, wo sie nötig sind.',
    ],
    format: 'Eine Tabelle: eine Zeile pro Zeitblock, eine Spalte pro Tag (oder Raum oder Person).',
  },
  rota: {
    guidance: [
      'Stelle es als Raster dar: wer welche Aufgabe an welchem Tag (oder in welcher Woche) übernimmt, ohne dass eine Aufgabe fehlt.',
      'Verteile die Arbeit fair und im Wechsel, berücksichtige Alter, Verfügbarkeit und Vorgaben jeder Person, und gib an, wie oft jede Aufgabe anfällt.',
    ],
    format:
      'Eine Tabelle: eine Zeile pro Aufgabe, eine Spalte pro Tag oder Woche, mit einem Namen in jeder Zelle.',
  },
  'how-to': {
    guidance: [
      'Nenne zuerst, was man braucht (Werkzeug, Material, Zeit), dann die Schritte in der richtigen Reihenfolge.',
      'Weise auf typische Fehler und nötige Sicherheitsvorkehrungen hin.',
    ],
    format: 'Eine kurze Liste dessen, was man braucht, dann nummerierte Schritte.',
  },
};

const deSie: Texts = {
  review: {
    role: 'Sie sind Senior-Softwareentwickler und machen sorgfältige Code-Reviews.',
    guidance: [
      'Prüfen Sie den Code auf die genannten Punkte; nennen Sie zu jedem Befund, wo er steckt, warum er wichtig ist und wie schwer er wiegt.',
      'Schlagen Sie zu jedem Befund eine konkrete Korrektur vor, und sagen Sie es, wenn etwas so bleiben kann.',
    ],
    format: de.review.format,
  },
  timetable: {
    guidance: [
      'Stellen Sie es als Zeitraster dar: feste Anfangs- und Endzeiten für jeden Zeitblock, ohne Überschneidungen.',
      'Berücksichtigen Sie jeden genannten Punkt und jede Vorgabe, und planen Sie Pausen ein, wo sie nötig sind.',
    ],
    format: de.timetable.format,
  },
  rota: {
    guidance: [
      'Stellen Sie es als Raster dar: wer welche Aufgabe an welchem Tag (oder in welcher Woche) übernimmt, ohne dass eine Aufgabe fehlt.',
      'Verteilen Sie die Arbeit fair und im Wechsel, berücksichtigen Sie Alter, Verfügbarkeit und Vorgaben jeder Person, und geben Sie an, wie oft jede Aufgabe anfällt.',
    ],
    format: de.rota.format,
  },
  'how-to': {
    guidance: [
      'Nennen Sie zuerst, was man braucht (Werkzeug, Material, Zeit), dann die Schritte in der richtigen Reihenfolge.',
      'Weisen Sie auf typische Fehler und nötige Sicherheitsvorkehrungen hin.',
    ],
    format: de['how-to'].format,
  },
};

const it: Texts = {
  review: {
    role: 'Sei un ingegnere del software senior che fa revisioni del codice accurate.',
    guidance: [
      'Esamina il codice sugli aspetti richiesti; per ogni problema indica dove si trova, perché conta e quanto è grave.',
      'Proponi una correzione concreta per ogni problema, e dillo se qualcosa va bene così com’è.',
    ],
    format: 'I problemi dal più grave al meno grave: posizione, problema, correzione.',
  },
  timetable: {
    guidance: [
      'Presentalo come una griglia oraria: orari di inizio e di fine fissi per ogni fascia, senza sovrapposizioni.',
      'Inserisci ogni elemento e rispetta ogni vincolo indicato, lasciando pause dove servono.',
    ],
    format: 'Una tabella: una riga per fascia oraria, una colonna per giorno (o aula, o persona).',
  },
  rota: {
    guidance: [
      'Presentalo come una griglia di chi fa quale compito in quale giorno (o settimana), senza lasciare scoperto nessun compito.',
      'Dividi il lavoro in modo equo e a rotazione, tenendo conto dell’età, della disponibilità e dei vincoli di ciascuno, e indica ogni quanto torna ogni compito.',
    ],
    format:
      'Una tabella: una riga per compito, una colonna per giorno o settimana, con un nome in ogni casella.',
  },
  'how-to': {
    guidance: [
      'Comincia da ciò che serve (attrezzi, materiali, tempo), poi dai i passaggi in ordine.',
      'Segnala gli errori più comuni e le precauzioni di sicurezza.',
    ],
    format: 'Un breve elenco di ciò che serve, poi i passaggi numerati.',
  },
};

const pt: Texts = {
  review: {
    role: 'Você é um engenheiro de software sênior que faz revisões de código cuidadosas.',
    guidance: [
      'Analise o código nos pontos pedidos; para cada problema, diga onde está, por que importa e qual é a gravidade.',
      'Proponha uma correção concreta para cada problema, e diga se algo está bom como está.',
    ],
    format: 'Problemas do mais grave ao menos grave: local, problema, correção.',
  },
  timetable: {
    guidance: [
      'Apresente como uma grade horária: horários fixos de início e fim para cada bloco, sem sobreposições.',
      'Encaixe cada item e respeite cada restrição indicada, deixando pausas onde forem necessárias.',
    ],
    format: 'Uma tabela: uma linha por horário, uma coluna por dia (ou sala, ou pessoa).',
  },
  rota: {
    guidance: [
      'Apresente como uma grade de quem faz cada tarefa em cada dia (ou semana), sem deixar nenhuma tarefa de fora.',
      'Divida o trabalho de forma justa e em rodízio, levando em conta a idade, a disponibilidade e as restrições de cada pessoa, e diga com que frequência cada tarefa se repete.',
    ],
    format: 'Uma tabela: uma linha por tarefa, uma coluna por dia ou semana, com um nome em cada célula.',
  },
  'how-to': {
    guidance: [
      'Comece pelo que é necessário (ferramentas, materiais, tempo) e depois dê os passos em ordem.',
      'Aponte os erros mais comuns e os cuidados de segurança.',
    ],
    format: 'Uma lista curta do que é necessário e depois os passos numerados.',
  },
};

export const SHAPE_TEXTS: Readonly<Record<string, Texts>> = {
  en,
  fr,
  'fr-tu': frTu,
  es,
  de,
  'de-sie': deSie,
  it,
  pt,
};
