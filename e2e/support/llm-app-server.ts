import {
  type LoopbackBehavior,
  type LoopbackLlmServer,
  startOpenAiCompatibleServer,
} from '@promptsmith/testkit';
import { startProductionServer } from './production-server';

/**
 * The production server (PGlite in a temp directory) wired to a loopback OpenAI-compatible
 * LLM that streams at a chosen pace: what a browser sees when a real provider answers.
 */
export interface LlmAppServer {
  baseURL: string;
  /** Its data directory: the dev outbox (mailed codes) lives under it. */
  dataDir: string;
  llm: LoopbackLlmServer;
  close(): Promise<void>;
}

export async function startLlmAppServer(behavior: Partial<LoopbackBehavior>): Promise<LlmAppServer> {
  const llm = await startOpenAiCompatibleServer(behavior);
  const server = await startProductionServer({
    env: {
      OPENAI_COMPATIBLE_BASE_URL: llm.url,
      OPENAI_COMPATIBLE_API_KEY: 'loopback',
      OPENAI_COMPATIBLE_ASSISTANTS: 'all',
    },
    dataDirPrefix: 'promptsmith-e2e-llm-',
    onClose: () => llm.close(),
  });
  return { baseURL: server.baseURL, dataDir: server.dataDir, llm, close: server.close };
}
