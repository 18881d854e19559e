import {
  JUDGE_DIMENSIONS,
  type JudgedAnswer,
  type JudgeScores,
  type JudgeVerdict,
  type TokenUsage,
} from '@promptsmith/contract';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { type LlmTarget } from './llm-rewrite';
import { type AskOptions, askModel } from './run-answer';
import { addUsage, NO_USAGE } from './usage';

export const JUDGE_SYSTEM = `You are an impartial judge of AI answers. You compare two answers to the same task against a rubric and reply with one JSON object only, no prose around it.`;

const score = z.coerce.number().transform((n) => Math.min(5, Math.max(1, Math.round(n))));
const Scores = z.object({
  goal: score,
  constraints: score,
  format: score,
  correctness: score,
  concision: score,
});

/** What the judge must reply for one comparison; loose where models vary (case, nulls). */
export const Comparison = z.object({
  a: Scores,
  b: Scores,
  winner: z
    .string()
    .transform((w) => w.trim().toUpperCase())
    .pipe(z.enum(['A', 'B', 'TIE'])),
  reasons: z.array(z.string()).default([]),
  unfollowed_a: z.string().nullable().optional(),
  unfollowed_b: z.string().nullable().optional(),
});
export type Comparison = z.infer<typeof Comparison>;

/** The judge's prompt for one ordered pair: the task, both answers, the rubric, the reply's shape. */
export function comparisonPrompt(task: string, a: string, b: string): string {
  return [
    'Compare two answers to the task below.',
    '',
    '<task>',
    task,
    '</task>',
    '',
    '<answer_a>',
    a,
    '</answer_a>',
    '',
    '<answer_b>',
    b,
    '</answer_b>',
    '',
    'Score each answer from 1 (poor) to 5 (excellent) on:',
    '- goal: does it do what the task asks?',
    '- constraints: does it keep every stated constraint (length, audience, tone, must/never)?',
    '- format: is it in the requested format and easy to use?',
    '- correctness: is what it says true and sound?',
    '- concision: no padding or repetition?',
    'Ignore the order in which the answers appear and their length as such.',
    'Reply with JSON only, exactly these keys:',
    '{"a":{"goal":n,"constraints":n,"format":n,"correctness":n,"concision":n},',
    ' "b":{"goal":n,"constraints":n,"format":n,"correctness":n,"concision":n},',
    ' "winner":"A"|"B"|"tie",',
    ' "reasons":["one short sentence per reason"],',
    ' "unfollowed_a":"an instruction of the task answer A did not follow, or null",',
    ' "unfollowed_b":"the same for answer B, or null"}',
  ].join('\n');
}

/** The first JSON object in the judge's text (models wrap it in fences or words despite the ask). */
export function readComparison(text: string): Comparison | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  try {
    const parsed = Comparison.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

interface Seat {
  id: string;
  text: string;
}

/** One comparison, in the judge's order: `first` was shown as A. */
interface Judged {
  first: number;
  second: number;
  result: Comparison;
}

export interface JudgeOutcome {
  verdict: JudgeVerdict;
  answers: JudgedAnswer[];
  reasons: string[];
  unfollowedInstruction: string | null;
  comparisons: number;
  usage: TokenUsage;
}

const CONCURRENCY = 4;

/**
 * Every pair of answers, in both orders (a judge favours a position; an answer wins a pair only
 * when it wins in both). `answers[0]` is the baseline of the verdict.
 */
export async function judgeAnswers(
  judge: LlmTarget,
  task: string,
  answers: readonly Seat[],
  options: Omit<AskOptions, 'onDelta' | 'system' | 'temperature'>,
): Promise<JudgeOutcome> {
  const orders: [number, number][] = [];
  for (let i = 0; i < answers.length; i++)
    for (let j = 0; j < answers.length; j++) if (i !== j) orders.push([i, j]);

  let usage = NO_USAGE;
  const ask = async ([first, second]: [number, number]): Promise<Judged> => {
    const prompt = comparisonPrompt(task, answers[first]!.text, answers[second]!.text);
    // A reply that is not the asked JSON gets one more chance, then the judging fails.
    for (let attempt = 0; attempt < 2; attempt++) {
      const reply = await askModel(judge, prompt, {
        ...options,
        system: JUDGE_SYSTEM,
        temperature: 0,
        onUsage: (u) => {
          usage = addUsage(usage, u);
          options.onUsage(u);
        },
      });
      const result = readComparison(reply.text);
      if (result) return { first, second, result };
    }
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      `The judge ${judge.label} did not answer in the asked format. Please try again.`,
    );
  };

  const judged: Judged[] = [];
  for (let i = 0; i < orders.length; i += CONCURRENCY) {
    judged.push(...(await Promise.all(orders.slice(i, i + CONCURRENCY).map(ask))));
  }
  return { ...aggregate(answers, judged), comparisons: judged.length, usage };
}

/** Who won the pair {i, j}: the answer that won in both orders, else nobody (a tie or a split). */
function pairWinner(judged: readonly Judged[], i: number, j: number): number | null {
  const winners = judged
    .filter((c) => (c.first === i && c.second === j) || (c.first === j && c.second === i))
    .map((c) => (c.result.winner === 'A' ? c.first : c.result.winner === 'B' ? c.second : null));
  const [first, second] = winners;
  return winners.length === 2 && first !== undefined && first !== null && first === second ? first : null;
}

function aggregate(
  answers: readonly Seat[],
  judged: readonly Judged[],
): Omit<JudgeOutcome, 'comparisons' | 'usage'> {
  const round = (n: number) => Math.round(n * 100) / 100;
  const per = answers.map((answer, index) => {
    const sums: JudgeScores = { goal: 0, constraints: 0, format: 0, correctness: 0, concision: 0 };
    let seen = 0;
    const reasons: string[] = [];
    let unfollowed: string | null = null;
    for (const c of judged) {
      const side = c.first === index ? 'a' : c.second === index ? 'b' : null;
      if (!side) continue;
      seen += 1;
      for (const d of JUDGE_DIMENSIONS) sums[d] += c.result[side][d];
      const missed = side === 'a' ? c.result.unfollowed_a : c.result.unfollowed_b;
      if (!unfollowed && missed && !/^null$/i.test(missed.trim())) unfollowed = missed.trim();
    }
    const scores = Object.fromEntries(
      JUDGE_DIMENSIONS.map((d) => [d, round(sums[d] / Math.max(seen, 1))]),
    ) as JudgeScores;
    const overall = round(JUDGE_DIMENSIONS.reduce((s, d) => s + scores[d], 0) / JUDGE_DIMENSIONS.length);
    let wins = 0;
    for (let other = 0; other < answers.length; other++) {
      if (other === index) continue;
      const winner = pairWinner(judged, index, other);
      if (winner === index) {
        wins += 1;
        reasons.push(...reasonsOf(judged, index, other));
      }
    }
    return {
      id: answer.id,
      scores,
      overall,
      wins,
      reasons: unique(reasons),
      unfollowedInstruction: unfollowed,
    };
  });

  const ranked = [...per.keys()].sort(
    (x, y) => per[y]!.wins - per[x]!.wins || per[y]!.overall - per[x]!.overall,
  );
  const top = ranked[0]!;
  const best = per[top]!.wins > 0 ? top : null;
  const judgedAnswers: JudgedAnswer[] = per.map((p, index) => {
    const beatenByBest = best !== null && index !== best && pairWinner(judged, best, index) === best;
    const reasons = beatenByBest ? unique([...p.reasons, ...reasonsOf(judged, best, index)]) : p.reasons;
    return {
      ...p,
      reasons: reasons.slice(0, 4),
      suggestion: index === best ? 'best' : beatenByBest ? 'needs-work' : null,
    };
  });

  // The verdict: the strongest challenger against the baseline (answers[0]).
  const challenger = ranked.find((i) => i !== 0)!;
  const winner = pairWinner(judged, 0, challenger);
  const verdict: JudgeVerdict = winner === challenger ? 'improved' : winner === 0 ? 'regressed' : 'flat';
  const loser = verdict === 'improved' ? 0 : challenger;
  return {
    verdict,
    answers: judgedAnswers,
    reasons: unique(reasonsOf(judged, 0, challenger)).slice(0, 5),
    unfollowedInstruction:
      per[loser]!.unfollowedInstruction ??
      per[verdict === 'improved' ? challenger : 0]!.unfollowedInstruction,
  };
}

/** The judge's reasons from both orders of the pair {i, j}. */
function reasonsOf(judged: readonly Judged[], i: number, j: number): string[] {
  return judged
    .filter((c) => (c.first === i && c.second === j) || (c.first === j && c.second === i))
    .flatMap((c) => c.result.reasons);
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
}
