import { asksReplyToMessage } from './reply-ask';
import { asksFeedbackOnly, asksLookOver, OWN_TEXT_NOUN } from './feedback-ask';
import { isFailureOutput } from './technical-text';
import { instructionsForAPerson, notAPicture } from './image-ask';
import { plansTrip } from './trip';
import { writesShortForm } from './short-form-kind';
import { asksStepsToTake } from './classify-todo';
import { writeForm } from '../i18n/scaffold/forms';
import { CALL_SCRIPT_ASK } from '../i18n/scaffold/forms-letters';
import type { Classification, Material, TaskKind } from './types';
import { CONFIDENT } from './types';
import { CODE_TYPES } from './classify';
import { aboutHealth, quantityCount, writesTables } from './classify-signals';
import { fold } from './fold';
import { programmingLanguage } from './programming-language';
import { firstWords, wordCount } from './word-count';
import { unicodeWords } from '../grammar/unicode-words';

/** An error message in the request: the user is stuck, not asking for new code. */
const ERROR_TEXT =
  /\b(?:\w+Error\b|exception|traceback|blocked by cors|cors policy|has been blocked|failed to (?:compile|load|fetch|connect)|permission denied|command not found|module not found|no such file|stack ?trace|is not a function|cannot read propert|undefined is not|null pointer|segfault|segmentation fault|exit(?:ed|ing|s)? (?:with|w\/?) code|doesn'?t work|not working|throws?|crash(?:es|ing)?|erreur|fehler|errore|erro)\b/i;

const FIRST_PERSON_DECISION =
  /\b(?:should (?:i|we)|(?:i|we) should|not sure (?:if|whether)|do you think|do (?:i|we)|i need to|we need to|how do (?:i|we)|our (?:customers|clients|regulars|business|team|shop|studio|company)|my (?:business|boss|team|shop|studio|company|customers|clients)|debo|debería|devo|dovrei|sollte ich|dois-je|devrais-je)\b/i;

/** A decision of the user's own; "how many tins do I need" is a quantity, not a decision. */
function decides(request: string): boolean {
  return FIRST_PERSON_DECISION.test(request.replace(/\bhow (?:many|much)\b[^?.!]*/gi, ''));
}

const TRANSLATE_OPENING =
  /^\s*(?:(?:please|can you|could you|por favor|puedes|peux-tu|kannst du|puoi|pode)\s+)?(?:translate|tradu[cz]\w*|tradúc\w*|übersetz\w*|trad[uú]z\w*)\b/i;
const SOFTWARE_WORD =
  /\b(?:app|android|ios|docker|container|node|npm|python|java|server|api|build|deploy|database|website|react|flask|django|kubernetes|pod|script|code)\b/i;
const OWN_CODE = /\b(?:my|this|the) (?:code|script|program|app|function|query|component|build)\b/i;
const EDIT_ASK =
  /\b(?:rephrase|reword|rewrite|reformulate|polish|make (?:it|this) sound|sound more|more professional|proofread|formulieren|umformulieren|umschreiben|reformula\w*|reescrib\w*|reformule\w*|réécri\w*|riformula\w*|riscrivi|reescrev\w*)\b/i;

const IMAGE_WORD =
  /\b(?:midjourney|dall-?e|stable diffusion|flux|image|picture|photo\w*|illustration|render\w*|imagen|imagem|immagine|bild\w*|logo|poster|affiche|wallpaper|artwork|art|portrait|drawing|dibujo|dessin|zeichnung|disegno|desenho|prompt)\b/i;

/** "image prompt", "prompt d'image", "Bildprompt": the prompt is for a picture. */
const PICTURE_PROMPT =
  /\b(?:image|picture|midjourney|dall-?e|stable diffusion)[- ]prompts?\b|\bprompts? (?:d'image|de imagen|de imagem|per (?:un')?immagine|für ein bild|for an? (?:image|picture))\b|\bbild-?prompts?\b/i;
const ASSISTANT_WORD = /\b(?:system|assistant|bot|chatbot|gpt|agent|asistente|assistente|assistent)\b/i;

/** A named programming error: a question about it is a debugging request. */
export const ERROR_NAME =
  /\b(?:\w+(?:Error|Exception)\b|Warning: Each child in a list|traceback|stack ?trace|is not a function|cannot read propert|undefined is not|segfault|exit(?:ed)? with code \d)/;

/** A request this short over a pasted error says nothing beyond "look at this". */
const BARE_WORDS = 6;
/** "tell me the fix", "what's wrong", "getting this", "keeps failing": the ask is about a failure. */
const FIX_ASK =
  /(?<![\p{L}])(?:fix|what['’]?s wrong|what is wrong|getting this|keeps? (?:failing|crashing)|not working|doesn['’]?t work|won['’]?t (?:run|work|start))(?![\p{L}])/iu;

/** A short request that still names another job for the paste ("translate this", "explain"). */
const OTHER_TASK =
  /(?<![\p{L}])(?:translate|summar\p{L}*|explain|tests?|document|comment|rewrite|refactor|convert|port|explica\p{L}*|expliqu\p{L}*|erklär\p{L}*|erklar\p{L}*|spiega\p{L}*|traduc\p{L}*|tradu[zi]\p{L}*|übersetz\p{L}*|resum\p{L}*|riassum\p{L}*)(?![\p{L}])/iu;

/** "Write the SQL", "give me a SQL query": the deliverable is a query. */
// "write a bigquery to dedupe…": a warehouse's name stands for a query in its SQL dialect.
const ASKS_SQL =
  /\b(?:write|give me|need|want|generate|create)\s+(?:me\s+)?(?:the|a|an|one)?\s*(?:sql|sql query|sql statement|postgres(?:ql)? query|mysql query|bigquery(?: query| sql)?|(?:snowflake|athena|redshift) query)\b(?!\s+(?:course|skills?|developer|job|interview))/i;

/** A regex or a shell one-liner named in the opening words ("regex to…", "need a one-liner to…"). */
const TINY_CODE_ASK =
  /^\W*(?:(?:i\s+)?(?:need|want|give me|write|make|can you (?:write|give me)|please)\s+)?(?:an?\s+)?(?:(?:bash|shell|zsh|powershell|terminal)\s+)?(?:regex(?:es|p)?|regular expression|one[- ]?liners?)\b(?!\s+(?:tutorials?|course|cheat ?sheets?|guides?|articles?|blog|posts?|lessons?))/i;

/** "sql for customers who never logged in", "sql to list…": a query told as keywords. */
const SQL_LEAD = /^\s*(?:an?\s+)?sql\s+(?:for|to|that)\b/i;

/** Words that name a table of the user's data or the tool to query it. */
const DATA_WORDS =
  /\b(?:columns?|csv|dataframe|pandas|spreadsheet|excel|sql|schema|create table|select|group by|rows?|dataset|table)\b/i;
const FURNITURE = /\b(?:in a row|(?:at|around|round|on) (?:a|the) table)\b/gi;
const SQL_WORDS = /\b(?:sql|query|queries|select|group by|postgres\w*|mysql|sqlite)\b/i;
const SQL_SCHEMA = /\bcreate\s+table\b/i;

/** Two quantities and a question about an unknown amount: a word problem. */
const QUANTITY_QUESTION =
  /\b(?:how (?:many|much|long|far|fast|old)|what (?:time|is the (?:total|price|cost|speed|distance))|cu[aá]nt[oa]s?|combien|wie (?:viel|viele|lange|weit|alt)|quant[oaie]|quanto tempo)\b/i;

/**
 * Software words a code request carries; "code", "game", "library", "lock" alone also name a
 * padlock's digits, a board game, a public library.
 */
const SOFTWARE_CUE = unicodeWords(
  /\b(?:apps?|application|website|web ?page|webapp|landing page|api|endpoint|scripts?|functions?|programs?|programming|programmer|software|developer|coding|repo|github|npm|pip|database|frontend|backend|server|browser|html5?|css|json|regex|algorithm|snippet|bot|cli|terminal|command line|compile\w*|bug|android|ios|unity|godot|pygame|scratch|arduino|raspberry|excel|spreadsheet|google sheets|vba|macro|[vhx]lookup|index match|sumifs?|countifs?|bigquery|snowflake|plugin|chrome extension|dockerfile|makefile|cron|react|vue|angular|node(?:\.js)?|django|flask|tetris|pong|snake game|tic[- ]tac[- ]toe|hangman|minesweeper|wordle|text adventure|video ?game|programa\w*|programm\w*|logiciel|aplicaci[oó]n|aplicativo|applicazione|anwendung|site web|sitio web|página web|pagina web|webseite)\b|\b(?:write|writing|fix|debug|review|refactor|run)\s+(?:\w+\s+)?code\b|\bcode (?:that|which|in)\b|\b(?:escrib\w*|escrev\w*) (?:el |un |o |um )?c[oó]digo\b|\b[ée]cri\w* (?:du |le |un )?code\b|\bschreib\w* (?:den |einen )?code\b|\bscriv\w* (?:il |del |un )?codice\b/i,
);

/**
 * "Let's role-play…", "mock interview", "play a skeptical customer": the user practises a
 * conversation; "feedback" at the end does not make it an edit.
 */
export const ROLE_PLAY =
  /\b(?:role-?play\w*|mock (?:job )?interview|interview me|play (?:a|an|the|my) \w+|pretend (?:you'?re|you are|to be)|jeu de rôle|juego de rol|rollenspiel|gioco di ruolo|jogo de pap[eé]is|simula(?:mos|ons|iamo)?\b[^.?!]{0,30}\b(?:conversa\w*|entretien|entrevista|colloquio|gespräch))\b/i;

/** "Let's play a game where you're a grumpy innkeeper": a role-play, not a program. */
const PLAYS_A_PART = /\b(?:let'?s (?:play|pretend|role-?play)|you(?:'re| are) (?:a|an|the|my)\b)/i;

/**
 * Corrections no single detector can make alone, because they need the request and the
 * material together.
 */
/** A kind the request's wording settles: sure enough for its plan, whatever the first guess said. */
function surely(classification: Classification, kind: TaskKind): Classification {
  return {
    ...classification,
    kind,
    deliverable: null,
    confidence: Math.max(classification.confidence, CONFIDENT + 0.1),
  };
}

export function refineClassification(
  classification: Classification,
  request: string,
  material: readonly Material[],
): Classification {
  const { kind, confidence } = classification;
  const technical = material.some((m) => m.kind === 'code' || m.kind === 'log');
  const stuck =
    (kind === 'code' && confidence < CONFIDENT + 0.2 && ERROR_TEXT.test(request)) ||
    // "getting a KeyError and I don't get it" over code and a traceback: a debugging request.
    (kind === 'debug' && confidence < CONFIDENT && (technical || ERROR_NAME.test(request))) ||
    // "my docker container keeps exiting w code 137": a fault in named software, told in words.
    ((kind === 'write' || kind === 'question') &&
      confidence < CONFIDENT &&
      ERROR_TEXT.test(request) &&
      SOFTWARE_WORD.test(request)) ||
    (kind === 'question' &&
      (ERROR_NAME.test(request) || (OWN_CODE.test(request) && ERROR_TEXT.test(request))));
  // "Design a puzzle… the 3-digit code for the lock": without code to work on, a named
  // programming language or a software word, "code" or "game" is a stray word, not a program.
  if (
    kind === 'code' &&
    !technical &&
    !SOFTWARE_CUE.test(request) &&
    !TINY_CODE_ASK.test(request) &&
    !CODE_TYPES.test(fold(request)) &&
    programmingLanguage(fold(request), material) === null
  ) {
    const plays = PLAYS_A_PART.test(request);
    return {
      ...classification,
      kind: plays ? 'roleplay' : 'write',
      deliverable: null,
      confidence: plays ? Math.max(confidence, CONFIDENT + 0.05) : Math.min(confidence, CONFIDENT - 0.1),
    };
  }
  if (
    (kind === 'edit' || kind === 'question' || kind === 'write') &&
    material.length === 0 &&
    ROLE_PLAY.test(request)
  ) {
    return surely(classification, 'roleplay');
  }
  // "hashtags for my pottery post": the short form says what to write (short-form-kind.ts).
  if (writesShortForm(kind, request, material)) return surely(classification, 'write');
  // "Write simple steps for my grandad to send a photo", "istruzioni per mia nonna: cambiare
  // l'immagine del profilo", "instructions for my mum": a how-to text for a person. Without a
  // draw verb, a generator or "generate an image", no picture is asked for; nor is a system prompt.
  if (
    (kind === 'image' && notAPicture(request)) ||
    (kind === 'system-prompt' && instructionsForAPerson(request) && !ASSISTANT_WORD.test(request))
  ) {
    return {
      ...classification,
      kind: 'write',
      deliverable: null,
      confidence: Math.min(confidence, CONFIDENT),
    };
  }
  // "Explícame cómo organizar un fin de semana en Sevilla", "how do I plan a trip to Porto?": a
  // trip to plan is a plan, not a lesson or a how-to with tools and safety precautions.
  if (
    (kind === 'explain' || kind === 'question' || kind === 'write') &&
    material.length === 0 &&
    plansTrip(request)
  ) {
    return surely(classification, 'plan');
  }
  // "Prompt d'image pour un phare…": a prompt for a picture, not a system prompt for an assistant.
  if (kind === 'system-prompt' && PICTURE_PROMPT.test(request) && !ASSISTANT_WORD.test(request)) {
    return {
      ...classification,
      kind: 'image',
      confidence: Math.max(confidence, CONFIDENT + 0.1),
    };
  }
  // "…Write the SQL." names the deliverable outright, whatever words the schema holds ("plan").
  if (kind !== 'sql' && ASKS_SQL.test(request)) {
    return surely(classification, 'sql');
  }
  // "regex to pull the order number out of…", "need a one-liner to delete old .tmp files": the
  // pattern or the command is the deliverable, whatever verb (or none) carried it.
  if ((kind === 'question' || kind === 'write') && material.length === 0 && TINY_CODE_ASK.test(request)) {
    return {
      ...classification,
      kind: 'code',
      deliverable: null,
      confidence: CONFIDENT + 0.1,
    };
  }
  // "getting this", "why", "any idea?" over a pasted error and trace: the paste is the question.
  const pastedError = material.some(
    (m) =>
      ((m.kind === 'log' || m.kind === 'code') && ERROR_NAME.test(m.content)) ||
      (m.kind === 'log' && isFailureOutput(m.content)),
  );
  const bare = wordCount(request, BARE_WORDS) <= BARE_WORDS;
  // "getting this when I run it in jupyter… just tell me the fix": a longer ask is debugging too
  // when it asks for the fix or what went wrong.
  if (pastedError && (bare || FIX_ASK.test(request)) && kind !== 'debug' && !OTHER_TASK.test(request)) {
    return surely(classification, 'debug');
  }
  // "create-react-app" names a tool, not a request to create something.
  if (stuck && !/(?<![\w-])(?:write|create|build|generate)(?![\w-])/i.test(request)) {
    return surely(classification, 'debug');
  }
  // "Make this more professional" over a pasted text is an edit, whatever the verb; "help me
  // reply to this, make it sound professional" says how the reply should sound (reply-ask.ts).
  if (
    (kind === 'question' || kind === 'write') &&
    material.some((m) => m.kind === 'text' || m.kind === 'email') &&
    EDIT_ASK.test(request) &&
    !asksReplyToMessage(request)
  ) {
    return surely(classification, 'edit');
  }
  // "Only check the grammar, it's a blog post": feedback on a text of the user's, pasted or not,
  // is an edit of that text, not a blog post to write.
  if (
    (kind === 'write' || kind === 'question') &&
    asksFeedbackOnly(request) &&
    !technical &&
    // A text typed below the ask is the user's, even when too short to be cut out as material.
    !/\n\s*\n\s*\S/.test(request)
  ) {
    return surely(classification, 'edit');
  }
  // "can u look at my pitch deck", "what do you think of my bio": a look at a text of the user's.
  if (
    kind !== 'edit' &&
    kind !== 'debug' &&
    kind !== 'code' &&
    !technical &&
    asksLookOver(request) &&
    OWN_TEXT_NOUN.test(request)
  ) {
    return surely(classification, 'edit');
  }
  // "Short story, around 800 words. A keeper who…": a written form named up front is a writing task.
  // "What to say when I call to cancel my gym": a script for the call.
  if (
    kind === 'question' &&
    !request.includes('?') &&
    // "Kündigung Handyvertrag was muss ich machen": the form names the matter, the user asks steps.
    !asksStepsToTake(request) &&
    (writeForm(firstWords(request, 4)) || CALL_SCRIPT_ASK.test(request))
  ) {
    return surely(classification, 'write');
  }
  // "Tradúcelo al inglés…": a request that opens with translating is a translation.
  if (kind !== 'translate' && TRANSLATE_OPENING.test(request)) {
    return surely(classification, 'translate');
  }
  // "SQL" among a job's requirements is not a request for a query; "write sql that…" and
  // "sql for customers who…" name the query as the deliverable, so they stay one.
  if (
    kind === 'sql' &&
    !ASKS_SQL.test(request) &&
    !SQL_LEAD.test(request) &&
    !/\b(?:query|queries|consulta|requête|abfrage|interrogazione|select|sql statement|create table)\b/i.test(
      request,
    ) &&
    !material.some((m) => m.kind === 'code' || m.kind === 'table') &&
    !writesTables(request)
  ) {
    return {
      ...classification,
      kind: 'question',
      deliverable: null,
      confidence: Math.min(confidence, CONFIDENT - 0.1),
    };
  }
  // "How much to paint my living room" is not a picture: image prompts name an image.
  if (kind === 'image' && !IMAGE_WORD.test(request)) {
    return {
      ...classification,
      kind: 'question',
      deliverable: null,
      confidence: Math.min(confidence, CONFIDENT - 0.1),
    };
  }
  // "% of revenue lost per store" over a column list or a CREATE TABLE is a question about the
  // user's data, answered with a query or code, not a maths exercise.
  // "Three houses stand in a row", "four friends sit at a table": idioms, not the user's data.
  const withoutIdioms = request.replace(FURNITURE, ' ');
  if (kind === 'math' && DATA_WORDS.test(`${withoutIdioms}\n${material.map((m) => m.content).join('\n')}`)) {
    return {
      ...classification,
      kind:
        SQL_WORDS.test(request) || material.some((m) => SQL_SCHEMA.test(m.content)) ? 'sql' : 'analyze-data',
      deliverable: null,
      confidence: Math.max(confidence, CONFIDENT + 0.1),
    };
  }
  // A word problem is about someone else's numbers; "should we…", "our customers" is advice.
  if (kind === 'math' && decides(request)) {
    return {
      ...classification,
      kind: 'advice',
      deliverable: null,
      confidence: Math.min(confidence, CONFIDENT - 0.1),
    };
  }
  if (
    kind === 'question' &&
    material.length === 0 &&
    // "We leave on 3 June and come back on 17 June": dates are no quantities of a word problem.
    quantityCount(fold(request)) >= 2 &&
    QUANTITY_QUESTION.test(request) &&
    !decides(request) &&
    !aboutHealth(fold(request))
  ) {
    return surely(classification, 'math');
  }
  return classification;
}
