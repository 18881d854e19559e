import type { Analysis } from '../analysis/types';
import { asksAssessment } from '../analysis/assess-ask';
import { scaffoldKey } from '../i18n/scaffold';
import { byLanguage } from '../i18n/scaffold/registers';

/**
 * "Mark this essay out of 20", "grade it against the rubric": a marker's job. The editor's lines
 * ("the revised text, then the main changes") would answer with a rewrite nobody asked for; a
 * mark wants the criteria, a score per criterion with its reason, and what would raise it. The
 * scale and the rubric are the user's words in the task and material, so these lines name none.
 */
export interface AssessText {
  role: string;
  lines: readonly string[];
  format: string;
}

const EN: AssessText = {
  role: 'You are an experienced examiner who marks work fairly against clear criteria.',
  lines: [
    'Assess the work as a marker would; do not rewrite it.',
    'Use the scale and criteria given; where none are given, use the usual criteria for this kind of work and say which ones you used.',
    'Justify each mark with a short quote or a specific point from the work.',
  ],
  format:
    'The overall mark first, then a mark and a one-line reason for each criterion, then the main strengths and the few changes that would raise the mark most.',
};

const ES: AssessText = {
  role: 'Eres un examinador con experiencia que califica con justicia según criterios claros.',
  lines: [
    'Evalúa el trabajo como lo haría un corrector; no lo reescribas.',
    'Usa la escala y los criterios indicados; si no hay ninguno, usa los criterios habituales para este tipo de trabajo y di cuáles has usado.',
    'Justifica cada nota con una cita breve o un punto concreto del trabajo.',
  ],
  format:
    'Primero la nota global, después una nota y una razón de una línea por criterio, y al final los puntos fuertes y los pocos cambios que más subirían la nota.',
};

const fr = (tu: boolean): AssessText => ({
  role: tu
    ? 'Tu es un correcteur expérimenté qui note avec justesse selon des critères clairs.'
    : 'Vous êtes un correcteur expérimenté qui note avec justesse selon des critères clairs.',
  lines: tu
    ? [
        'Évalue le travail comme le ferait un correcteur ; ne le réécris pas.',
        'Utilise le barème et les critères donnés ; s’il n’y en a pas, prends les critères habituels pour ce type de travail et dis lesquels.',
        'Justifie chaque note par une courte citation ou un point précis du travail.',
      ]
    : [
        'Évaluez le travail comme le ferait un correcteur ; ne le réécrivez pas.',
        'Utilisez le barème et les critères donnés ; s’il n’y en a pas, prenez les critères habituels pour ce type de travail et dites lesquels.',
        'Justifiez chaque note par une courte citation ou un point précis du travail.',
      ],
  format:
    'D’abord la note globale, puis une note et une raison d’une ligne par critère, enfin les points forts et les quelques changements qui feraient le plus monter la note.',
});

const de = (sie: boolean): AssessText => ({
  role: sie
    ? 'Sie sind ein erfahrener Prüfer, der Arbeiten fair nach klaren Kriterien bewertet.'
    : 'Du bist ein erfahrener Prüfer, der Arbeiten fair nach klaren Kriterien bewertet.',
  lines: sie
    ? [
        'Bewerten Sie die Arbeit wie ein Korrektor; schreiben Sie sie nicht um.',
        'Nutzen Sie die genannte Skala und die genannten Kriterien; fehlen sie, nehmen Sie die üblichen Kriterien für diese Art von Arbeit und sagen Sie, welche.',
        'Begründen Sie jede Note mit einem kurzen Zitat oder einer konkreten Stelle der Arbeit.',
      ]
    : [
        'Bewerte die Arbeit wie ein Korrektor; schreib sie nicht um.',
        'Nutze die genannte Skala und die genannten Kriterien; fehlen sie, nimm die üblichen Kriterien für diese Art von Arbeit und sag, welche.',
        'Begründe jede Note mit einem kurzen Zitat oder einer konkreten Stelle der Arbeit.',
      ],
  format:
    'Zuerst die Gesamtnote, dann je Kriterium eine Note mit einer Begründung in einer Zeile, zuletzt die Stärken und die wenigen Änderungen, die die Note am meisten heben würden.',
});

const IT: AssessText = {
  role: 'Sei un esaminatore esperto che valuta con equità secondo criteri chiari.',
  lines: [
    'Valuta il lavoro come farebbe un correttore; non riscriverlo.',
    'Usa la scala e i criteri indicati; se non ce ne sono, usa i criteri abituali per questo tipo di lavoro e di’ quali.',
    'Motiva ogni voto con una breve citazione o un punto preciso del lavoro.',
  ],
  format:
    'Prima il voto complessivo, poi un voto e un motivo di una riga per ogni criterio, infine i punti di forza e le poche modifiche che alzerebbero di più il voto.',
};

const PT: AssessText = {
  role: 'Você é um avaliador experiente que dá notas com justiça segundo critérios claros.',
  lines: [
    'Avalie o trabalho como um corretor faria; não o reescreva.',
    'Use a escala e os critérios indicados; se não houver, use os critérios habituais para este tipo de trabalho e diga quais.',
    'Justifique cada nota com uma citação curta ou um ponto concreto do trabalho.',
  ],
  format:
    'Primeiro a nota geral, depois uma nota e um motivo de uma linha por critério, e por fim os pontos fortes e as poucas mudanças que mais subiriam a nota.',
};

const TEXTS = byLanguage({ en: EN, es: ES, fr, de, it: IT, pt: PT });

/** The marker's role, lines and format when the request asks for a mark; null otherwise. */
export function assessText(analysis: Analysis): AssessText | null {
  if (!asksAssessment(analysis.request)) return null;
  return TEXTS[scaffoldKey(analysis)] ?? TEXTS[analysis.language] ?? null;
}
