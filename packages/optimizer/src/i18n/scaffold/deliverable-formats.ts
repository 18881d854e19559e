import type { TaskKind } from '../../analysis/types';
import { isExercise, OTHER_TRAINEE } from './domains';
import { withoutNegatedPhrases } from '../../plan/contrast';
import { isEndurance, RUNNING_FORMAT } from './endurance';

/**
 * The answer's shape for deliverables whose shape experts agree on: an itinerary goes day by
 * day, a practice session in timed blocks, meeting notes become decisions and action items.
 * More useful than a kind's generic shape ("a step-by-step plan with headings"), and only
 * used when the user named no format or length of their own.
 */
export type Deliverable =
  'itinerary' | 'session' | 'workout' | 'study' | 'content' | 'meals' | 'responses' | 'meeting';

interface Entry {
  kinds: readonly TaskKind[];
  words: RegExp;
}

const ENTRIES: Readonly<Record<Deliverable, Entry>> = {
  itinerary: {
    kinds: ['plan', 'write', 'question', 'advice'],
    words:
      /\b(?:itinerar(?:y|ies|io|ios)|itinéraires?|reiseplan|reiseroute|roteiro|programma di viaggio|day[- ]by[- ]day plan)\b/i,
  },
  session: {
    kinds: ['plan', 'write'],
    words:
      // Sports coaching words only: a school lesson ("lesson plan", "plan de clase") has no
      // warm-up, cool-down or coaching point.
      /\b(?:practice plan|practice session|session plan|training session|plan de (?:entrenamiento|séance)|séance d'entraînement|trainingseinheit|allenamento|plano de treino)\b/i,
  },
  workout: {
    kinds: ['plan'],
    words:
      /\b(?:workout|training plan|lifting|gym plan|rutina de (?:ejercicios?|entrenamiento|gimnasio|gym|fuerza|pesas)|programme d'entraînement|plan d'entraînement|trainingsplan|scheda (?:di )?allenamento|plano de treino|ficha de treino)\b/i,
  },
  study: {
    kinds: ['plan'],
    words:
      /\b(?:study plan|revision plan|study schedule|plan de estudios?|plan de révisions?|lernplan|piano di studio|plano de estudos?|cronograma de estudos?)\b/i,
  },
  content: {
    kinds: ['plan', 'brainstorm', 'write'],
    words:
      /\b(?:content (?:plan|calendar)|posting (?:plan|schedule)|editorial calendar|calendario (?:de contenidos?|editorial(?:e)?)|plan(?:ning)? de contenu|calendrier éditorial|redaktionsplan|content-?plan|plano de conteúdo|calendário de (?:posts|conteúdo))\b/i,
  },
  meals: {
    kinds: ['plan'],
    words:
      /\b(?:meal plan|meal prep|weekly menu|menú semanal|plan de comidas|plan de repas|menu de la semaine|essensplan|wochenplan (?:fürs )?essen|piano (?:alimentare|pasti)|cardápio semanal|plano de refeições)\b/i,
  },
  // Many people's answers (a consultation, complaints, a survey, reviews): themes and how often
  // each came up. Checked before meeting notes: "the complaints our call centre got" or "feedback
  // from the town hall call" hold no decisions or owners to list.
  responses: {
    kinds: ['summarize'],
    words:
      /(?<![\p{L}])(?:responses?|respondents?|complaints?|feedback|submissions?|consultations?|surveys?|questionnaires?|comments|reviews|testimonials|opinions|views of|what (?:people|residents|customers|users|staff|parents|members|the public|callers|respondents) (?:said|say|think|thought|wrote)|respuestas|quejas|reclamaciones|encuestas?|consultas? p[úu]blicas?|comentarios|opiniones|réponses|plaintes|réclamations|enquêtes?|sondages?|avis|commentaires|rückmeldungen|antworten|beschwerden|umfragen?|befragung|stellungnahmen|kommentare|risposte|reclami|lamentele|sondaggi?|questionari|commenti|opinioni|respostas|reclamações|queixas|pesquisas?|inquéritos?|comentários|opiniões)(?![\p{L}])/iu,
  },
  meeting: {
    kinds: ['summarize'],
    words:
      /\b(?:meeting|call|stand-?up|minutes|slack|reunión|acta|réunion|compte rendu|besprechung|meeting-?notizen|protokoll|riunione|verbale|reunião|ata)\b/i,
  },
};

const FORMATS: Readonly<Record<string, Readonly<Record<Deliverable, string>>>> = {
  en: {
    itinerary:
      'Day by day: morning, afternoon and evening, grouping stops that are close together and noting travel time between them.',
    session:
      'Timed blocks (warm-up, main activities, game or practice, cool-down) that add up to the session length, each with the setup and one coaching point.',
    workout:
      'Week by week, then each session: exercises with sets, reps and rest, and how to progress from week to week.',
    study: 'Week by week: topics, practice tasks and a short check of progress at the end of each week.',
    content: 'A table by week: day, format (post, story, reel), idea, draft caption and posting time.',
    meals: 'A table by day (breakfast, lunch, dinner, snacks), then one shopping list grouped by section.',
    responses:
      'The main themes, most often raised first, each with roughly how many responses raised it and a short quote; then points raised only once or twice.',
    meeting: 'Decisions first, then action items as owner – task – deadline, then open questions.',
  },
  es: {
    itinerary:
      'Día por día: mañana, tarde y noche, agrupando las paradas cercanas e indicando el tiempo de trayecto entre ellas.',
    session:
      'Bloques con tiempo (calentamiento, actividades principales, juego o práctica, vuelta a la calma) que sumen la duración de la sesión, cada uno con su preparación y una clave para corregir.',
    workout:
      'Semana a semana y luego cada sesión: ejercicios con series, repeticiones y descanso, y cómo progresar.',
    study:
      'Semana a semana: temas, tareas de práctica y una breve comprobación del progreso al final de cada semana.',
    content:
      'Una tabla por semana: día, formato (post, story, reel), idea, borrador del texto y hora de publicación.',
    meals:
      'Una tabla por día (desayuno, comida, cena, tentempiés) y después una lista de la compra agrupada por secciones.',
    responses:
      'Los temas principales, del más repetido al menos, cada uno con cuántas respuestas aproximadamente lo mencionan y una cita breve; después los puntos que solo aparecen una o dos veces.',
    meeting:
      'Primero las decisiones, después las tareas como responsable – tarea – fecha límite, y al final las preguntas abiertas.',
  },
  fr: {
    itinerary:
      'Jour par jour : matin, après-midi et soir, en regroupant les étapes proches et en indiquant le temps de trajet entre elles.',
    session:
      'Des blocs minutés (échauffement, exercices principaux, jeu ou mise en situation, retour au calme) qui remplissent la durée de la séance, chacun avec sa mise en place et un point clé.',
    workout:
      'Semaine par semaine, puis chaque séance : exercices avec séries, répétitions et repos, et comment progresser.',
    study:
      'Semaine par semaine : thèmes, exercices et un court bilan des progrès à la fin de chaque semaine.',
    content:
      'Un tableau par semaine : jour, format (post, story, reel), idée, texte proposé et heure de publication.',
    meals:
      'Un tableau par jour (petit-déjeuner, déjeuner, dîner, en-cas), puis une liste de courses groupée par rayon.',
    responses:
      'Les grands thèmes, du plus fréquent au moins fréquent, chacun avec le nombre approximatif de réponses qui le soulèvent et une courte citation ; puis les points soulevés une ou deux fois seulement.',
    meeting:
      "D'abord les décisions, puis les actions sous la forme responsable – tâche – échéance, enfin les questions ouvertes.",
  },
  de: {
    itinerary:
      'Tag für Tag: Vormittag, Nachmittag und Abend, nahe beieinander liegende Stationen zusammen und mit der Wegzeit dazwischen.',
    session:
      'Zeitblöcke (Aufwärmen, Hauptteil, Spiel oder Übung, Ausklang), die zusammen die Dauer der Einheit ergeben, jeweils mit Aufbau und einem Coaching-Punkt.',
    workout:
      'Woche für Woche, dann jede Einheit: Übungen mit Sätzen, Wiederholungen und Pausen und wie man steigert.',
    study: 'Woche für Woche: Themen, Übungsaufgaben und eine kurze Lernkontrolle am Ende jeder Woche.',
    content: 'Eine Tabelle pro Woche: Tag, Format (Post, Story, Reel), Idee, Textentwurf und Uhrzeit.',
    meals:
      'Eine Tabelle pro Tag (Frühstück, Mittag, Abend, Snacks), dann eine Einkaufsliste nach Abteilungen.',
    responses:
      'Die wichtigsten Themen, die häufigsten zuerst, jeweils mit ungefähr wie vielen Rückmeldungen und einem kurzen Zitat; danach Punkte, die nur ein- oder zweimal vorkommen.',
    meeting:
      'Zuerst die Entscheidungen, dann die Aufgaben als Verantwortliche – Aufgabe – Frist, zuletzt offene Fragen.',
  },
  it: {
    itinerary:
      'Giorno per giorno: mattina, pomeriggio e sera, raggruppando le tappe vicine e indicando il tempo di spostamento tra una e l’altra.',
    session:
      'Blocchi a tempo (riscaldamento, attività principali, partita o esercitazione, defaticamento) che riempiono la durata della sessione, ognuno con l’organizzazione e un punto chiave.',
    workout:
      'Settimana per settimana, poi ogni sessione: esercizi con serie, ripetizioni e recupero, e come progredire.',
    study:
      'Settimana per settimana: argomenti, esercizi e una breve verifica dei progressi alla fine di ogni settimana.',
    content:
      'Una tabella per settimana: giorno, formato (post, story, reel), idea, bozza della didascalia e orario.',
    meals:
      'Una tabella per giorno (colazione, pranzo, cena, spuntini), poi una lista della spesa divisa per reparto.',
    responses:
      'I temi principali, dal più frequente, ciascuno con quante risposte circa lo sollevano e una breve citazione; poi i punti sollevati solo una o due volte.',
    meeting:
      'Prima le decisioni, poi le azioni come responsabile – compito – scadenza, infine le domande aperte.',
  },
  pt: {
    itinerary:
      'Dia a dia: manhã, tarde e noite, agrupando as paradas próximas e indicando o tempo de deslocamento entre elas.',
    session:
      'Blocos com tempo (aquecimento, atividades principais, jogo ou prática, volta à calma) que somem a duração da sessão, cada um com a montagem e um ponto de atenção.',
    workout:
      'Semana a semana e depois cada treino: exercícios com séries, repetições e descanso, e como progredir.',
    study: 'Semana a semana: temas, exercícios e uma rápida verificação do progresso no fim de cada semana.',
    content:
      'Uma tabela por semana: dia, formato (post, story, reels), ideia, rascunho da legenda e horário.',
    meals:
      'Uma tabela por dia (café da manhã, almoço, jantar, lanches) e depois uma lista de compras por seção.',
    responses:
      'Os temas principais, do mais frequente ao menos, cada um com quantas respostas aproximadamente o mencionam e uma citação curta; depois os pontos levantados só uma ou duas vezes.',
    meeting:
      'Primeiro as decisões, depois as tarefas como responsável – tarefa – prazo, e por fim as dúvidas em aberto.',
  },
};

/**
 * The expert's shape for this deliverable in the user's language, or null. `short` says the
 * user asked for a short answer: only the meeting shape (three short parts) still fits then.
 */
/** "for a team meeting", "avant la réunion": the purpose of the summary, not its source. */
export const FOR_A_MEETING =
  /\b(?:for|before|at|in|during|para|antes de|pour|avant|für|vor|per|prima della|na|antes da)\s+(?:(?:a|an|the|our|my|tomorrow'?s|next|una?|la|el|le|notre|la nostra|nossa|unsere?|die|der)\s+)?(?:\w+\s+)?(?:meeting|reuni[oó]n|réunion|besprechung|riunione|reunião)\b/gi;

export function deliverableFormat(
  kind: TaskKind,
  language: string,
  text: string,
  short: boolean,
): string | null {
  const formats = FORMATS[language];
  if (!formats) return null;
  // "a half marathon plan", "couch to 5k": weekly runs, never the gym's sets and reps.
  if (kind === 'plan' && !short && isEndurance(text)) return RUNNING_FORMAT[language] ?? null;
  for (const [deliverable, entry] of Object.entries(ENTRIES) as [Deliverable, Entry][]) {
    if (short && deliverable !== 'meeting' && deliverable !== 'responses') continue;
    // "a grocery list, not a meal plan": the ruled-out deliverable never picks the shape.
    const wanted = withoutNegatedPhrases(text);
    const source = deliverable === 'meeting' ? wanted.replace(FOR_A_MEETING, '') : wanted;
    if (!entry.kinds.includes(kind) || !entry.words.test(source)) continue;
    // Asked short, people's answers keep the kind's own short shape, never a meeting's parts.
    if (deliverable === 'responses' && short) return null;
    // "a potty-training plan", "a training session for new cashiers": sets, reps and warm-ups
    // need exercise to be the subject, not only the word "training".
    if (deliverable === 'workout' && !isExercise(source)) continue;
    if (deliverable === 'session' && OTHER_TRAINEE.test(source)) continue;
    return formats[deliverable];
  }
  return null;
}

/** One deliverable's shape in a language, for the lines that must fit the ask (plan/line-licence.ts). */
export function formatOf(language: string, deliverable: Deliverable): string | undefined {
  return FORMATS[language]?.[deliverable];
}
