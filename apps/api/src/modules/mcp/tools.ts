import {
  type AssistantKey,
  type CompareResultItem,
  extractPlaceholders,
  type PromptTemplate,
  TEMPLATES,
  type TemplateUse,
} from '@promptsmith/contract';
import { type Analysis, analyze, type Answers, renderFor, unknownAnswerIds } from '@promptsmith/optimizer';

/**
 * What the MCP tools do, without the protocol: pure calls into the built-in optimizer and the
 * template catalog. The MCP tools never call an LLM: they spend no provider keys and answer the
 * same on a laptop without a network as on the server (the LLM path is POST /api/transform).
 */

/** The tool's failure a caller can fix; the MCP server reports its message as the tool's error. */
export class ToolInputError extends Error {}

/** The prompt's one analysis, after checking the answers' ids against it. */
function checkedAnalysis(prompt: string, answers: Answers): Analysis {
  const analysis = analyze(prompt, answers);
  const unknown = unknownAnswerIds(analysis, answers);
  if (unknown.length > 0) {
    throw new ToolInputError(
      `Unknown question ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}. ` +
        'Answer only the questions a previous result listed, by their id.',
    );
  }
  return analysis;
}

export interface OptimizeInput {
  prompt: string;
  model: AssistantKey;
  answers?: Answers;
}

/** One assistant's prompt: the same result `promptsmith optimize --json` prints. */
export function optimizePrompt({ prompt, model, answers = {} }: OptimizeInput): CompareResultItem {
  return resultFor(checkedAnalysis(prompt, answers), model);
}

export interface CompareInput {
  prompt: string;
  models: AssistantKey[];
  answers?: Answers;
}

/** One analysis of the prompt, rendered once per assistant (as POST /api/compare does). */
export function comparePrompt({ prompt, models, answers = {} }: CompareInput): {
  results: CompareResultItem[];
} {
  const analysis = checkedAnalysis(prompt, answers);
  return { results: models.map((model) => resultFor(analysis, model)) };
}

function resultFor(analysis: Analysis, model: AssistantKey): CompareResultItem {
  const { prompt, rationale, questions, warnings } = renderFor(analysis, model);
  return { model, optimizedPrompt: prompt, engine: 'builtin', rationale, questions, warnings };
}

export type TemplateSummary = Omit<PromptTemplate, 'content' | 'agents'> & { agents: AssistantKey[] };

/** The catalog without the prompt texts (get_template has those), filtered like the Templates page. */
export function listTemplates(filters: { use?: TemplateUse; assistant?: AssistantKey }): {
  templates: TemplateSummary[];
} {
  const templates = TEMPLATES.filter(
    (t) =>
      (filters.use === undefined || t.use === filters.use) &&
      (filters.assistant === undefined || t.agents.includes(filters.assistant)),
  ).map(({ id, title, use, agents, description }) => ({ id, title, use, agents: [...agents], description }));
  return { templates };
}

export type TemplateDetail = Omit<PromptTemplate, 'agents'> & {
  agents: AssistantKey[];
  /** The [PLACEHOLDERS] to fill before the prompt is used, in order of appearance. */
  placeholders: string[];
};

export function getTemplate(id: number): TemplateDetail {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) {
    throw new ToolInputError(`No template has id ${id}. list_templates shows every template's id.`);
  }
  return { ...template, agents: [...template.agents], placeholders: extractPlaceholders(template.content) };
}
