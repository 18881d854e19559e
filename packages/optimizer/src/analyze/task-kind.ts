import type { TaskKind } from '../types';

// Keyword cues per kind (en/es/fr/de). A hit in the objective counts double: the main
// request says more about the task than side remarks do.
const CUES: Readonly<Record<Exclude<TaskKind, 'general'>, RegExp>> = {
  coding:
    /\b(code|coding|function|script|program|programming|bug|bugs|debug|api|sql|query|python|javascript|typescript|java|c\+\+|rust|golang|regex|algorithm|refactor|compile|compiler|stack trace|exception|unit tests?|endpoint|schema|html|css|react|node\.js|implement|class|method|variable|repository|git|docker|kubernetes|código|función|programa|fonction|programme|funktion|programmier\w*|quellcode)\b/gi,
  writing:
    /\b(tweets?|notes?|thank-you|bios?|speech(?:es)?|toasts?|eulogy|product descriptions?|job descriptions?|taglines?|slogans?|captions?|cover letters?|translat(?:e|ion)|rephrase|paraphrase|blog|post|thesis|intro|introduction|chapter|announcement|instagram|social media|caption|article|essay|e-?mail|letter|newsletter|summary|summari[sz]e|rewrite|proofread|paragraph|bio|biography|caption|speech|press release|cover letter|headline|tagline|copy|artículo|correo|ensayo|carta|resumen|resume|redacta|courriel|essai|lettre|résumé|résume|rédige|rédigez|blogbeitrag|artikel|aufsatz|brief|zusammenfassung|fasse)\b/gi,
  business:
    /\b(marketing|business|strategy|sales|pitch|startup|investors?|customers?|clients?|launch|campaign|swot|okrs?|kpis?|revenue|pricing|market|brand|proposal|business plan|agenda|linkedin|stakeholders?|roi|competitors?|b2b|saas|negocio|empresa|ventas|estrategia|entreprise|stratégie|ventes|unternehmen|strategie|vertrieb|kunden)\b/gi,
  creative:
    /\b(story|stories|poem|poems|poetry|haiku|song|lyrics|fiction|novel|screenplay|character|plot|fantasy|sci-fi|fairy tale|limerick|sonnet|fable|cuento|historia|poema|canción|histoire|poème|conte|chanson|geschichte|gedicht|märchen|lied)\b/gi,
  education:
    /\b(explain|teach|lesson|learn|learning|students?|pupils?|quiz|exam|course|tutorial|beginners?|concept|homework|curriculum|study guide|eli5|like i'?m (?:5|five)|explica|enseña|lección|estudiantes|alumnos|explique|enseigne|leçon|élèves|étudiants|cours|erkläre|erklären|unterricht|lektion|schüler|studenten)\b/gi,
  analysis:
    /\b(analy[sz]e|analysis|compare|comparison|evaluate|assess|data|dataset|trends?|statistics|insights|pros and cons|metrics|correlation|chart|forecast|survey results|analiza|análisis|compara|datos|analyse|analyser|données|analysiere|vergleiche|daten|auswertung)\b/gi,
};

// Ties go to the earlier kind: a named deliverable ("blog post for students") is writing first.
const ORDER: readonly Exclude<TaskKind, 'general'>[] = [
  'coding',
  'creative',
  'writing',
  'business',
  'education',
  'analysis',
];

export function detectTaskKind(
  objective: string,
  fullText: string,
  signals: { hasCode: boolean; hasData: boolean; isMath: boolean },
): TaskKind {
  const scores = new Map<TaskKind, number>();
  for (const kind of ORDER) {
    const inObjective = objective.match(CUES[kind])?.length ?? 0;
    const inText = fullText.match(CUES[kind])?.length ?? 0;
    scores.set(kind, inObjective * 2 + inText);
  }
  const bump = (kind: TaskKind, n: number) => scores.set(kind, (scores.get(kind) ?? 0) + n);
  if (signals.hasCode) bump('coding', 3);
  if (signals.hasData) bump('analysis', 3);
  if (signals.isMath) bump('analysis', 2);
  // "Explain what an API is": a request to understand something, even when it names tech.
  if (!signals.hasCode && /^(?:explain|teach me|help me understand)\b/i.test(objective)) bump('education', 2);
  // "What's better for a beginner, Python or JavaScript?": a comparison, not a coding task.
  if (
    !signals.hasCode &&
    /^(?:which|what(?:'s| is))\b.*\b(?:better|best(?! way)|difference|vs\.?|versus)\b/i.test(objective)
  )
    bump('analysis', 8);
  let best: TaskKind = 'general';
  let bestScore = 0;
  for (const kind of ORDER) {
    const score = scores.get(kind) ?? 0;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
