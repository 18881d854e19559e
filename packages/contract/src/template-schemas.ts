import { z } from 'zod';
import { AssistantKeySchema } from './prompts';
import { TEMPLATE_USES, type PromptTemplate } from './template-types';

export const TemplateUseSchema = z.enum(TEMPLATE_USES, {
  message: `Unknown category. Valid categories: ${TEMPLATE_USES.join(', ')}`,
});

/** A template as it leaves the server (the MCP server's get_template). */
export const PromptTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  use: TemplateUseSchema,
  agents: z.array(AssistantKeySchema),
  description: z.string(),
  content: z.string(),
}) satisfies z.ZodType<PromptTemplate>;
