import type { GuideContext, Locale } from './types';

const isEmail = (c: GuideContext) => /\b(e-?mail|letter|message)\b/i.test(c.deliverable);
const isBlog = (c: GuideContext) => /\b(blog|article|post|newsletter)\b/i.test(c.deliverable);
const isPoem = (c: GuideContext) => /\b(poem|haiku|sonnet|lyrics|song|limerick)\b/i.test(c.deliverable);
const isSummary = (c: GuideContext) => /\b(summary|summari[sz]e|tl;?dr|abstract)\b/i.test(c.deliverable);
const isPlan = (c: GuideContext) => /\b(study plan|plan|schedule|curriculum|roadmap)\b/i.test(c.deliverable);
// Forms that traditionally have no title.
const isUntitled = (c: GuideContext) => /\b(haiku|limerick|tweet)/i.test(c.deliverable);

/**
 * Writing comes in shapes that need different advice: a tweet has no subheadings, a cover
 * letter no subject line, a translation no "angle".
 */
type Shape = 'summary' | 'transform' | 'short' | 'coverLetter' | 'resume' | 'speech' | 'email' | 'long';
function shape(c: GuideContext): Shape {
  const d = c.deliverable;
  if (isSummary(c)) return 'summary';
  if (/^(translation|rewritten text|corrected text)$/i.test(d)) return 'transform';
  if (/\b(cover letter|motivation letter)/i.test(d)) return 'coverLetter';
  if (/^(resumes?|cvs?)$/i.test(d)) return 'resume';
  if (/\b(speech|toast|eulogy)/i.test(d)) return 'speech';
  if (
    /\b(tweet|thread|caption|bio|slogan|tagline|headline|note\b|linkedin post|instagram post|social media post|description)/i.test(
      d,
    )
  )
    return 'short';
  if (isEmail(c)) return 'email';
  return 'long';
}

/** Stands in for an audience nobody needs to name (a plain question). */
const READERS = 'your readers';

/** "a article" -> "an article". */
const an = (noun: string) =>
  /[^s]s$/i.test(noun) && !/(?:is|ss|us)$/i.test(noun)
    ? noun
    : `${/^[aeio]|^u(?!s|ni)/i.test(noun) ? 'an' : 'a'} ${noun}`;

export const en: Locale = {
  lang: 'en',
  name: 'English',
  headings: {
    roleAndObjective: 'Role and Objective',
    role: 'Role',
    task: 'Task',
    context: 'Context',
    background: 'Background',
    requirements: 'Requirements',
    instructions: 'Instructions',
    reasoningSteps: 'Reasoning Steps',
    outputFormat: 'Output Format',
    examples: 'Examples',
    input: 'Input',
    finalInstructions: 'Final instructions',
    rules: 'Rules',
    steps: 'Steps',
  },
  labels: {
    objective: 'Objective',
    purpose: 'Purpose',
    audience: 'Audience',
    success: 'Success looks like',
    tone: 'Tone',
    length: 'Length',
    format: 'Format',
    topic: 'Topic',
  },
  placeholders: {
    audience: '[TARGET AUDIENCE]',
    wordCount: '[WORD COUNT]',
    tone: '[TONE]',
    programmingLanguage: '[PROGRAMMING LANGUAGE]',
    pasteCode: '[PASTE CODE HERE]',
    pasteData: '[PASTE DATA HERE]',
    pasteText: '[PASTE TEXT HERE]',
    topic: '[TOPIC]',
    learnerLevel: '[LEARNER LEVEL]',
    examples: '[OPTIONAL: 1-3 EXAMPLES OF THE OUTPUT YOU WANT]',
    maxWords: '[MAX WORDS]',
    minWords: '[MIN WORDS]',
    number: '[NUMBER]',
    successCriteria: '[SUCCESS CRITERIA]',
    specificQuality: '[SPECIFIC QUALITY]',
  },
  details: {
    renamingRule: { label: 'Renaming rule', placeholder: '[RENAMING RULE]' },
    folder: { label: 'Folder', placeholder: '[TARGET FOLDER]' },
    backupDestination: { label: 'Backup destination', placeholder: '[BACKUP DESTINATION]' },
    tableSchema: { label: 'Tables and columns', placeholder: '[TABLE SCHEMA]' },
    sqlDialect: { label: 'Database', placeholder: '[SQL DIALECT, E.G. POSTGRESQL]' },
    matchExamples: { label: 'Must match / must not match', placeholder: '[EXAMPLE STRINGS]' },
    targetLanguage: { label: 'Target language', placeholder: '[TARGET LANGUAGE]' },
    experience: { label: 'Your relevant experience and skills', placeholder: '[YOUR EXPERIENCE AND SKILLS]' },
    anecdotes: { label: 'Stories and details to include', placeholder: '[STORIES AND DETAILS]' },
    targetUrl: { label: 'Page to scrape', placeholder: '[URL]' },
  },
  forms: {
    haiku: 'Form: haiku, three lines of 5, 7 and 5 syllables; no title.',
    limerick: 'Form: limerick, five lines rhyming AABBA, lines 3 and 4 shorter than the others; no title.',
    sonnet: 'Form: sonnet, 14 lines of iambic pentameter (e.g. Shakespearean, rhyming ABAB CDCD EFEF GG).',
    tweet: 'Form: a single tweet of at most 280 characters, hashtags included.',
    thread: 'Form: a thread in which every tweet is at most 280 characters.',
  },
  readers: READERS,
  youAre: (role) => `You are ${role}.`,
  roleAndTask: (role, task) => `You are ${role}, your task is to ${task}`,
  lines: {
    writeFor: (a) => `Write for ${a}: choose vocabulary, depth and examples that fit them.`,
    useTone: (t) => `Use ${/^[aeiou]/i.test(t) ? 'an' : 'a'} ${t} tone throughout.`,
    length: (l) => `Length: ${l}.`,
    meetRequirements: (s) => `Meet every requirement listed under ${s}; none is optional.`,
    noInvent:
      'Do not invent facts, figures, quotes or sources; mark anything that needs checking as [TO VERIFY].',
    useOnlyInput: 'Base your answer on the input provided; if it is not enough, say exactly what is missing.',
    formatRequested: (f) => `Format: ${f}, as requested.`,
    onlyDeliverable: (d) => `Return only the ${d}, with no preamble and no closing remarks.`,
    keepShort: 'Keep the answer short and focused.',
    cotFinal:
      'Think step by step before you answer: first analyse the request and any input, then plan the answer, then write it and check it against every requirement.',
    claudeThinking:
      'Before answering, think the problem through inside <thinking> tags. Then give only your final answer inside <answer> tags.',
    claudeAnswerTag: (t) => `Put your final output inside <${t}> tags.`,
    reasoningSteps: [
      'Analyse the request: identify exactly what is asked and every requirement.',
      'Examine the relevant input and context.',
      'Work through the problem, checking each intermediate result.',
      'Synthesise the answer and check it against every requirement before you finish.',
    ],
    llamaRules: [
      'Follow every instruction below exactly and literally.',
      'If you are unsure or the input lacks something, say so instead of guessing.',
      'Start directly with the answer: no filler such as "Sure! Here is...".',
    ],
    examplesUsage: 'Use the examples for format and style only; vary the wording instead of copying it.',
    workedThroughSteps: 'Work through the task in the numbered order below.',
    wordedScale: (s) =>
      `Rate on this worded scale: poor, fair, good, very good, excellent (instead of ${s}).`,
    answerInLanguage: (l) => `Write your answer in ${l}.`,
    imageFirst: 'Look at the image above first; base your answer on what it actually shows.',
  },
  kinds: {
    writing: {
      noun: 'text',
      role: (c) => {
        const sh = shape(c);
        if (sh === 'transform')
          return /translation/i.test(c.deliverable)
            ? 'a professional translator who keeps meaning, tone and formatting'
            : 'an experienced editor';
        if (sh === 'coverLetter') return 'an experienced career coach and writer';
        if (sh === 'resume') return 'an experienced recruiter and resume writer';
        if (sh === 'speech') return 'an experienced speechwriter';
        if (sh === 'short') return 'an experienced copywriter who writes concise, engaging copy';
        return isBlog(c)
          ? 'an experienced content writer who writes engaging and well-researched posts'
          : isEmail(c)
            ? 'an experienced professional writer known for courteous and effective messages'
            : 'an experienced writer and editor';
      },
      purpose: (c) => {
        switch (shape(c)) {
          case 'summary':
            return `a faithful, concise summary of ${c.hasInput ? 'the input' : c.subject}`;
          case 'transform':
            return `the ${c.deliverable} of the input, ready to use as it is`;
          case 'coverLetter':
            return `${an(c.deliverable)} for: ${c.subject}`;
          case 'resume':
            return `${an(c.deliverable)} that wins interviews for the target role`;
          case 'speech':
            return `${an(c.deliverable)} about ${c.subject}, written to be spoken aloud`;
          case 'short':
            return `${an(c.deliverable)} about ${c.subject} that ${c.audience} will stop and read`;
          default:
            return `${an(c.deliverable)} about ${c.subject} that ${c.audience} will want to read to the end`;
        }
      },
      success: (c) => {
        switch (shape(c)) {
          case 'summary':
            return 'a reader who skips the original still gets its main point and key facts right';
          case 'transform':
            return 'every fact, name and number of the original is kept, and the result reads naturally';
          case 'coverLetter':
            return 'the hiring manager sees in the first paragraph why the candidate fits the role and wants an interview';
          case 'resume':
            return 'a recruiter scanning it for ten seconds sees the most relevant experience and results for the role';
          case 'speech':
            return 'the audience stays engaged from the first line to the last, and the speaker can deliver it comfortably';
          case 'short':
            return `${c.audience} get the point from the first line and know what to do next`;
          case 'email':
            return 'the reader understands the point of the message in the first two sentences and knows exactly what to do next';
          default:
            return `${c.audience} finish the ${c.deliverable} with a clear, specific takeaway about ${c.subject}; every claim is accurate and every paragraph earns its place`;
        }
      },
      steps: (c) => {
        switch (shape(c)) {
          case 'summary':
            return [
              'Identify the main point and the key supporting points of the input.',
              'Keep the original meaning; add no opinions or outside facts.',
              'Order points by importance, not by their position in the input.',
            ];
          case 'transform':
            return [
              'Keep the meaning, facts, names and numbers of the original exactly.',
              /translation/i.test(c.deliverable)
                ? 'Translate idioms by meaning rather than word for word, and keep the original formatting.'
                : 'Change only what the request asks for; keep wording that already works.',
              'Compare the result with the original once to check nothing was lost or added.',
            ];
          case 'coverLetter':
            return [
              'Open by naming the role and why the candidate wants it, in one or two sentences.',
              'Match the most relevant experience and skills to what the role needs, with concrete results.',
              'Use only facts about the candidate given in this prompt; put a bracketed placeholder where one is missing.',
              'Close with enthusiasm and a clear request for an interview.',
            ];
          case 'resume':
            return [
              c.hasInput
                ? 'Read the resume in the input before changing anything.'
                : 'Work only from facts given in this prompt.',
              'Put the experience most relevant to the target role first, with concrete, measurable results.',
              'Start every bullet with a strong verb; cut filler and clichés.',
              'Invent no experience, employers, dates or figures; mark anything you suggest adding as [TO ADD].',
            ];
          case 'speech':
            return [
              'Open with a warm, personal hook.',
              'Build the middle around one or two specific stories, using only details given in this prompt.',
              'Keep sentences short and easy to say aloud.',
              'End with a clear closing line.',
            ];
          case 'short':
            return [
              'Lead with the most important point or a hook in the first line.',
              'Keep every sentence concrete and specific; cut anything the reader would skip.',
              'End with a clear call to action or closing line where it fits.',
            ];
          case 'email':
            return [
              'Write a specific subject line that states the purpose.',
              'State the purpose in the first two sentences.',
              'Give only the details the reader needs, in short paragraphs.',
              'End with one clear request or next step.',
            ];
          default:
            return [
              `Choose one clear angle on ${c.subject} that matters to ${c.audience}, and state it in the opening.`,
              'Open with a hook: a concrete situation, question or surprising fact.',
              'Organise the body under descriptive subheadings; each section makes one point supported by a concrete example.',
              'End with a conclusion that gives the reader a practical takeaway or call to action.',
            ];
        }
      },
      format: (c) => {
        switch (shape(c)) {
          case 'summary':
            return 'Only the summary, as plain prose unless another format is requested; no title and no preamble.';
          case 'transform':
            return `Only the ${c.deliverable}, with no explanation before or after it.`;
          case 'coverLetter':
            return `The ${c.deliverable} as plain text: a greeting, short paragraphs, then a sign-off; no subject line.`;
          case 'resume':
            return `The ${c.deliverable} in Markdown, then a short bulleted list of the main changes.`;
          case 'speech':
            return `Only the ${c.deliverable} text, in short paragraphs for reading aloud; no headings.`;
          case 'short':
            return `Only the ${c.deliverable} text, ready to use: no title, headings or commentary.`;
          case 'email':
            return `The ${c.deliverable} as plain text: a subject line, then the body and a sign-off.`;
          default:
            return `The ${c.deliverable} in Markdown: a title, then the body under subheadings.`;
        }
      },
    },
    coding: {
      noun: 'code',
      role: (c) =>
        `a senior ${c.programmingLanguage.startsWith('[') ? '' : `${c.programmingLanguage} `}software engineer`,
      purpose: (c) => `working ${c.programmingLanguage} code for: ${c.subject}`,
      success: () => 'correct, idiomatic, readable code that handles edge cases and runs as given',
      steps: (c) =>
        c.hasInput
          ? [
              'Read the code in the input carefully before changing anything.',
              'Identify each bug, risk or problem, and say where it is and why it matters.',
              'Give the corrected or improved code in full, changing only what is needed.',
              'Explain each change in one sentence.',
            ]
          : [
              'State any assumption you make about unclear requirements in one line before the code.',
              `Write complete, runnable ${c.programmingLanguage} code: no pseudo-code and no omitted parts.`,
              'Handle edge cases and invalid input explicitly.',
              'Comment only where the intent is not obvious from the code.',
            ],
      format: () =>
        'One fenced code block with the complete code, then a short explanation as a bulleted list.',
    },
    business: {
      noun: 'document',
      role: () => 'a seasoned business strategist and communicator',
      purpose: (c) =>
        c.deliverable === 'document'
          ? `clear, practical advice on ${c.subject}${c.audience === READERS ? '' : ` for ${c.audience}`}`
          : `${an(c.deliverable)} about ${c.subject} for ${c.audience}`,
      success: (c) =>
        `${c.audience} can act on it immediately: the key message is clear, the points are specific and realistic, and next steps are concrete`,
      steps: () => [
        'Lead with the key message or recommendation.',
        'Support it with specific, realistic points; mark any figure you cannot verify as [TO VERIFY].',
        'Address the likely objections or risks briefly.',
        'End with concrete next steps or a clear call to action.',
      ],
      format: (c) =>
        `The ${c.deliverable} in Markdown with short headings and bullet points where they help scanning.`,
    },
    creative: {
      noun: 'piece',
      role: (c) =>
        isPoem(c)
          ? 'an accomplished poet with a distinctive voice'
          : 'an award-winning creative writer with a distinctive voice',
      purpose: (c) => `an original ${c.deliverable} about ${c.subject}`,
      success: () =>
        'the piece feels original and vivid, keeps a consistent voice and leaves a lasting impression',
      steps: (c) => [
        `Pick a fresh, unexpected angle on ${c.subject} rather than the most obvious one.`,
        'Use concrete sensory detail; show rather than tell.',
        isPoem(c)
          ? 'Keep rhythm and imagery consistent from the first line to the last.'
          : 'Give it a clear arc with a satisfying ending.',
      ],
      format: (c) =>
        isUntitled(c)
          ? `Only the ${c.deliverable} itself: no title and no commentary before or after it.`
          : `Only the ${c.deliverable} itself, with a title; no commentary before or after it.`,
    },
    education: {
      noun: 'explanation',
      role: () => 'a patient expert teacher who explains complex ideas simply',
      purpose: (c) =>
        isPlan(c)
          ? `${an(c.deliverable)} for ${c.subject} that fits the time available`
          : `help ${c.audience} understand ${c.subject}`,
      success: (c) =>
        isPlan(c)
          ? `${c.audience} can follow the plan from start to finish and are ready for ${c.subject} at the end`
          : `${c.audience} can explain ${c.subject} in their own words and apply it to a new example`,
      steps: (c) =>
        isPlan(c)
          ? [
              `Start from the current level of ${c.audience} and the goal.`,
              'Split the available time into phases, each with specific topics and a measurable goal.',
              'Include regular practice, review sessions and a final readiness check.',
              'Keep it realistic: state how much time each part of the plan assumes.',
            ]
          : [
              `Start from what ${c.audience} already know and define every new term when it first appears.`,
              `Build the explanation of ${c.subject} in small stages, each with a concrete example or analogy.`,
              'Point out the most common misconception and correct it.',
              'Finish with a short recap and three questions that check understanding.',
            ],
      format: (c) =>
        isPlan(c)
          ? 'The plan as a table or numbered list of time blocks, each with its topics, activities and goal.'
          : 'Short sections with headings, a recap as bullet points, then the check questions.',
    },
    analysis: {
      noun: 'analysis',
      role: () => 'a rigorous analyst who separates evidence from interpretation',
      purpose: (c) => `an analysis of ${c.subject} that supports a decision`,
      success: () =>
        'every conclusion follows from stated evidence, and assumptions and limitations are explicit',
      steps: (c) =>
        c.hasInput
          ? [
              'Check the input for structure, gaps and anomalies before drawing conclusions.',
              'Analyse it systematically; quantify where possible and note patterns, outliers and trends.',
              'State each conclusion with the evidence from the input behind it.',
              'List assumptions, limitations and what further data would change the conclusions.',
            ]
          : [
              'Define the question the analysis must answer and the criteria you will use.',
              'Examine each relevant factor in turn, with evidence or reasoning for each.',
              'Weigh the factors against each other and state a conclusion.',
              'List assumptions and limitations.',
            ],
      format: () =>
        'Markdown: a two-sentence summary, then findings as bullets (each with its evidence), then conclusions and limitations.',
    },
    general: {
      noun: 'answer',
      role: () => 'a knowledgeable and precise assistant',
      purpose: (c) => `a clear, complete answer about ${c.subject}`,
      success: () =>
        'the answer addresses the request directly, is accurate and complete, and contains no filler',
      steps: () => [
        'Answer the request directly first, then add only the detail that helps.',
        'Be specific and concrete; prefer examples over generalities.',
        'If information you need is missing, say what it is instead of guessing.',
      ],
      format: () => 'A direct answer first, then supporting detail as short paragraphs or bullet points.',
    },
  },
};
