import { randomBytes } from 'node:crypto';
import { request } from './http-client';

/** One reply the load saw. `started`/`at` are ms since epoch. */
export interface Observation {
  op: 'signup' | 'login' | 'transform' | 'testimonial';
  status: number;
  code: string | undefined;
  body: string;
  started: number;
  at: number;
}

/** What the server acknowledged (2xx): each of these must be in the database afterwards. */
export interface Ledger {
  emails: string[];
  historyIds: string[];
  testimonialIds: string[];
  observations: Observation[];
  /** Calls that got no HTTP answer at all (refused, reset, timed out). */
  transportErrors: { op: string; message: string; at: number }[];
}

export interface WriteLoad {
  ledger: Ledger;
  stop(): Promise<void>;
}

const PASSWORD = 'correct horse battery staple';

/**
 * `workers` virtual users, each looping: sign up, sign in, transform (saved to history), submit a
 * testimonial. Bounded by `maxIterations` per worker and `maxMs`; after a failed step a worker
 * pauses 100 ms, so an outage does not become a hot loop.
 */
export function startWriteLoad(
  base: string,
  options: { workers: number; maxIterations: number; maxMs: number },
): WriteLoad {
  const run = randomBytes(3).toString('hex');
  const ledger: Ledger = {
    emails: [],
    historyIds: [],
    testimonialIds: [],
    observations: [],
    transportErrors: [],
  };
  const deadline = Date.now() + options.maxMs;
  let stopped = false;

  async function step(
    op: Observation['op'],
    method: string,
    path: string,
    opts: { body?: unknown; token?: string },
  ): Promise<Record<string, unknown> | null> {
    const started = Date.now();
    try {
      const reply = await request(base, method, path, opts);
      const code = typeof reply.body.code === 'string' ? reply.body.code : undefined;
      ledger.observations.push({
        op,
        status: reply.status,
        code,
        body: reply.status >= 300 ? JSON.stringify(reply.body).slice(0, 300) : '',
        started,
        at: reply.at,
      });
      return reply.status < 300 ? reply.body : null;
    } catch (error) {
      ledger.transportErrors.push({ op, message: String(error), at: Date.now() });
      return null;
    }
  }

  async function worker(id: number): Promise<void> {
    for (let i = 0; i < options.maxIterations && !stopped && Date.now() < deadline; i += 1) {
      const email = `load.${run}.${id}.${i}@example.com`;
      const ok = await iteration(email);
      if (!ok) await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function iteration(email: string): Promise<boolean> {
    const signed = await step('signup', 'POST', '/api/auth/signup', {
      body: { name: 'Load Tester', email, password: PASSWORD },
    });
    if (!signed) return false;
    ledger.emails.push(email);
    const login = await step('login', 'POST', '/api/auth/login', {
      body: { emailOrMobile: email, password: PASSWORD },
    });
    const token = typeof login?.token === 'string' ? login.token : null;
    if (!token) return false;
    const transformed = await step('transform', 'POST', '/api/transform', {
      token,
      body: { prompt: `summarize the quarterly report for ${email}`, model: 'claude' },
    });
    if (typeof transformed?.historyId !== 'string') return false;
    ledger.historyIds.push(transformed.historyId);
    const submitted = await step('testimonial', 'POST', '/api/testimonials/submit', {
      token,
      body: { content: `Solid tool, says ${email}`, rating: 5 },
    });
    const testimonial = submitted?.testimonial as { id?: unknown } | undefined;
    if (typeof testimonial?.id !== 'string') return false;
    ledger.testimonialIds.push(testimonial.id);
    return true;
  }

  const running = Promise.all(Array.from({ length: options.workers }, (_, i) => worker(i)));
  return {
    ledger,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
