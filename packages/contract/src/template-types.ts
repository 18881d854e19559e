import type { AssistantKey } from './assistants';

/**
 * The built-in templates' use categories. Kept apart from the zod schemas (template-schemas.ts)
 * so the web app reads the templates without bundling zod, as with ERROR_CODES.
 */
export const TEMPLATE_USES = ['coding', 'writing', 'business', 'creative', 'education', 'analysis'] as const;

export type TemplateUse = (typeof TEMPLATE_USES)[number];

/** A built-in, ready-made prompt template (the web app's Templates page, the MCP server's tools). */
export interface PromptTemplate {
  /** Integer 1-40, unique. */
  id: number;
  title: string;
  use: TemplateUse;
  /** The assistants this template suits best (1 to 6 keys). */
  agents: readonly AssistantKey[];
  /** One sentence, at most 140 characters. */
  description: string;
  /** The prompt text, with ALL-CAPS bracketed placeholders such as [TOPIC] for the user's inputs. */
  content: string;
}
