import type { ScaffoldLanguage, TaskKind } from '../types';

/** Values woven into the task-kind guidance. */
export interface GuideContext {
  subject: string;
  /** Known audience, or the audience placeholder. */
  audience: string;
  /** What to produce ("blog post"), or the kind's default noun. */
  deliverable: string;
  /** Programming language, or the placeholder. */
  programmingLanguage: string;
  /** The user pasted code/data/text for the model to work on. */
  hasInput: boolean;
}

/** Poem and post forms whose length is fixed by the form itself, so no word count is asked. */
export type FixedForm = 'haiku' | 'limerick' | 'sonnet' | 'tweet' | 'thread';

/** Task-specific details a request often leaves out (the renaming rule, the SQL dialect…). */
export type DetailKey =
  | 'renamingRule'
  | 'folder'
  | 'backupDestination'
  | 'tableSchema'
  | 'sqlDialect'
  | 'matchExamples'
  | 'targetLanguage'
  | 'experience'
  | 'anecdotes'
  | 'targetUrl';

export interface KindGuide {
  /** Role with its article, so it reads after "You are". */
  role(ctx: GuideContext): string;
  /** Default deliverable noun when the user named none. */
  noun: string;
  purpose(ctx: GuideContext): string;
  success(ctx: GuideContext): string;
  steps(ctx: GuideContext): string[];
  format(ctx: GuideContext): string;
}

export interface Locale {
  lang: ScaffoldLanguage;
  /** The language's own name, in English (for rationale) and in itself. */
  name: string;
  headings: {
    roleAndObjective: string;
    role: string;
    task: string;
    context: string;
    background: string;
    requirements: string;
    instructions: string;
    reasoningSteps: string;
    outputFormat: string;
    examples: string;
    input: string;
    finalInstructions: string;
    rules: string;
    steps: string;
  };
  labels: {
    objective: string;
    purpose: string;
    audience: string;
    success: string;
    tone: string;
    length: string;
    format: string;
    topic: string;
  };
  placeholders: {
    audience: string;
    wordCount: string;
    tone: string;
    programmingLanguage: string;
    pasteCode: string;
    pasteData: string;
    pasteText: string;
    topic: string;
    learnerLevel: string;
    examples: string;
    maxWords: string;
    minWords: string;
    number: string;
    successCriteria: string;
    specificQuality: string;
  };
  /** Shown as "<label>: <placeholder>" so the user sees what to fill in. */
  details: Record<DetailKey, { label: string; placeholder: string }>;
  /** One line stating the form's fixed shape, shown instead of a length. */
  forms: Record<FixedForm, string>;
  /** Stands in for the audience in guidance when the audience is neither given nor asked for. */
  readers: string;
  youAre(role: string): string;
  /** Mistral's opening line: "You are a <role>, your task is to <task>." */
  roleAndTask(role: string, task: string): string;
  /** Turns an imperative objective into the tail of "your task is to …" when the language allows it. */
  lines: {
    writeFor(audience: string): string;
    useTone(tone: string): string;
    length(length: string): string;
    meetRequirements(sectionName: string): string;
    noInvent: string;
    useOnlyInput: string;
    formatRequested(format: string): string;
    onlyDeliverable(deliverable: string): string;
    keepShort: string;
    cotFinal: string;
    claudeThinking: string;
    claudeAnswerTag(tag: string): string;
    reasoningSteps: string[];
    llamaRules: string[];
    examplesUsage: string;
    workedThroughSteps: string;
    wordedScale(scale: string): string;
    answerInLanguage(language: string): string;
    imageFirst: string;
  };
  kinds: Record<TaskKind, KindGuide>;
}
