import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  ASSISTANT_KEYS,
  AssistantKeySchema,
  CompareRequest,
  CompareResultItem,
  PromptTemplateSchema,
  TEMPLATES,
  TemplateUseSchema,
  TransformRequest,
} from '@promptsmith/contract';
import { z } from 'zod';
import { comparePrompt, getTemplate, listTemplates, optimizePrompt } from './tools';

// Requests are the contract's own (what POST /api/transform and /api/compare validate), with a
// description per field for the assistant that fills them in.
const answersHelp =
  'Answers to questions an earlier result asked, by question id: a string, or a list for a ' +
  'multiple-choice question. Omit on the first call.';
const OptimizeInput = TransformRequest.extend({
  prompt: TransformRequest.shape.prompt.describe('The rough prompt, in the user’s own words.'),
  model: TransformRequest.shape.model.describe(`The target assistant: ${ASSISTANT_KEYS.join(', ')}.`),
  answers: TransformRequest.shape.answers.describe(answersHelp),
});
const CompareInput = CompareRequest.extend({
  prompt: CompareRequest.shape.prompt.describe('The rough prompt, in the user’s own words.'),
  models: CompareRequest.shape.models.describe(
    `The assistants to compare, each once: ${ASSISTANT_KEYS.join(', ')}.`,
  ),
  answers: CompareRequest.shape.answers.describe(answersHelp),
});
const ListTemplatesInput = z.strictObject({
  use: TemplateUseSchema.optional().describe('Only templates of this category.'),
  assistant: AssistantKeySchema.optional().describe('Only templates suited to this assistant.'),
});
const GetTemplateInput = z.strictObject({
  id: z
    .number({ message: 'id is a template id (a number); list_templates shows them' })
    .int('id is a whole number')
    .min(1, `Template ids run from 1 to ${TEMPLATES.length}`)
    .max(TEMPLATES.length, `Template ids run from 1 to ${TEMPLATES.length}`)
    .describe('The template id, from list_templates.'),
});

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** Structured content, and the same JSON as text for clients that read only text (the MCP spec's advice). */
function reply<T extends Record<string, unknown>>(result: T): CallToolResult & { structuredContent: T } {
  return { content: [{ type: 'text', text: JSON.stringify(result, null, 2) }], structuredContent: result };
}

/**
 * The Promptsmith MCP server: four read-only tools over the built-in engine and the template
 * catalog. One instance per connection (stdio) or per HTTP request (stateless Streamable HTTP).
 * Bad input comes back as the tool's error result with the contract's message (the SDK
 * validates arguments against these schemas before a handler runs).
 */
export function createMcpServer(version: string): McpServer {
  const server = new McpServer(
    { name: 'promptsmith', title: 'Promptsmith', version },
    {
      instructions:
        'Promptsmith rewrites a rough prompt the way each AI assistant’s vendor says it should be ' +
        'prompted. Use optimize_prompt for one assistant, compare_prompt for several; when a result ' +
        'lists questions, ask the user and call again with their answers. Templates are ready-made ' +
        'prompts with [PLACEHOLDERS] to fill.',
    },
  );

  server.registerTool(
    'optimize_prompt',
    {
      title: 'Optimize a prompt',
      description:
        'Rewrite a rough prompt for one assistant with Promptsmith’s built-in engine (deterministic, ' +
        'no LLM call). Returns the optimized prompt, the rationale (each change with the vendor rule ' +
        'and its source), questions worth asking the user, and warnings about the input.',
      inputSchema: OptimizeInput,
      outputSchema: CompareResultItem,
      annotations: readOnly,
    },
    async (input) => reply(optimizePrompt(input)),
  );

  server.registerTool(
    'compare_prompt',
    {
      title: 'Compare a prompt across assistants',
      description:
        'Analyse a rough prompt once and render it for each of several assistants with the built-in ' +
        'engine, to see how each vendor wants the same request written.',
      inputSchema: CompareInput,
      outputSchema: z.object({ results: z.array(CompareResultItem) }),
      annotations: readOnly,
    },
    async (input) => reply(comparePrompt(input)),
  );

  server.registerTool(
    'list_templates',
    {
      title: 'List prompt templates',
      description:
        'The built-in prompt templates (id, title, category, suited assistants, description), ' +
        'optionally filtered by category and assistant. get_template returns one with its text.',
      inputSchema: ListTemplatesInput,
      outputSchema: z.object({ templates: z.array(PromptTemplateSchema.omit({ content: true })) }),
      annotations: readOnly,
    },
    async (filters) => reply(listTemplates(filters)),
  );

  server.registerTool(
    'get_template',
    {
      title: 'Get a prompt template',
      description:
        'One template with its full prompt text and the [PLACEHOLDERS] to fill in before using it.',
      inputSchema: GetTemplateInput,
      outputSchema: PromptTemplateSchema.extend({ placeholders: z.array(z.string()) }),
      annotations: readOnly,
    },
    async ({ id }) => reply(getTemplate(id)),
  );

  return server;
}
