import type { GuideContext, Locale } from './types';

const isEmail = (c: GuideContext) => /\b(e-?mail|letter|message)\b/i.test(c.deliverable);
const isBlog = (c: GuideContext) => /\b(blog|article|post|newsletter)\b/i.test(c.deliverable);
const isPoem = (c: GuideContext) => /\b(poem|haiku|sonnet|lyrics|song)\b/i.test(c.deliverable);
const isSummary = (c: GuideContext) => /\b(summary|summari[sz]e|tl;?dr|abstract)\b/i.test(c.deliverable);

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
      role: (c) =>
        isBlog(c)
          ? 'an experienced content writer who writes engaging and well-researched posts'
          : isEmail(c)
            ? 'an experienced professional writer known for courteous and effective messages'
            : 'an experienced writer and editor',
      purpose: (c) => `a ${c.deliverable} about ${c.subject} that ${c.audience} will want to read to the end`,
      success: (c) =>
        isEmail(c)
          ? `the reader understands the point of the message in the first two sentences and knows exactly what to do next`
          : `${c.audience} finish the ${c.deliverable} with a clear, specific takeaway about ${c.subject}; every claim is accurate and every paragraph earns its place`,
      steps: (c) =>
        isEmail(c)
          ? [
              'Write a specific subject line that states the purpose.',
              'State the purpose in the first two sentences.',
              'Give only the details the reader needs, in short paragraphs.',
              'End with one clear request or next step.',
            ]
          : isSummary(c)
            ? [
                'Identify the main point and the key supporting points of the input.',
                'Keep the original meaning; add no opinions or outside facts.',
                'Order points by importance, not by their position in the input.',
              ]
            : [
                `Choose one clear angle on ${c.subject} that matters to ${c.audience}, and state it in the opening.`,
                'Open with a hook: a concrete situation, question or surprising fact.',
                'Organise the body under descriptive subheadings; each section makes one point supported by a concrete example.',
                'End with a conclusion that gives the reader a practical takeaway or call to action.',
              ],
      format: (c) =>
        isEmail(c)
          ? `The ${c.deliverable} as plain text: a subject line, then the body and a sign-off.`
          : `The ${c.deliverable} in Markdown: a title, then the body under subheadings.`,
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
      purpose: (c) => `a ${c.deliverable} about ${c.subject} for ${c.audience}`,
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
      format: (c) => `Only the ${c.deliverable} itself, with a title; no commentary before or after it.`,
    },
    education: {
      noun: 'explanation',
      role: () => 'a patient expert teacher who explains complex ideas simply',
      purpose: (c) => `help ${c.audience} understand ${c.subject}`,
      success: (c) =>
        `${c.audience} can explain ${c.subject} in their own words and apply it to a new example`,
      steps: (c) => [
        `Start from what ${c.audience} already know and define every new term when it first appears.`,
        `Build the explanation of ${c.subject} in small stages, each with a concrete example or analogy.`,
        'Point out the most common misconception and correct it.',
        'Finish with a short recap and three questions that check understanding.',
      ],
      format: () => 'Short sections with headings, a recap as bullet points, then the check questions.',
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
