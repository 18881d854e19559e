import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const entry = fileURLToPath(new URL('../src/cli/promptsmith/main.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI from source in a real child process (tsx compiles it on the fly). */
function cli(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

describe('promptsmith CLI', () => {
  it('optimizes a prompt given as arguments for one assistant', async () => {
    const run = await cli(['optimize', '--for', 'claude', 'write a blog post about remote work']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/<\w+>/);
    expect(run.stdout).toContain('remote work');
    expect(run.stdout).not.toContain('===');
  });

  it('reads the prompt from stdin and prints JSON for every assistant', async () => {
    const run = await cli(
      ['optimize', '--all', '--json'],
      'summarize this quarterly report for executives\n',
    );
    expect(run.code).toBe(0);
    const { results } = JSON.parse(run.stdout) as {
      results: { model: string; optimizedPrompt: string; engine: string }[];
    };
    expect(results.map((r) => r.model)).toEqual([
      'gpt',
      'claude',
      'gemini',
      'deepseek',
      'mistral',
      'metaLlama',
    ]);
    expect(results.every((r) => r.engine === 'builtin')).toBe(true);
    expect(new Set(results.map((r) => r.optimizedPrompt)).size).toBe(6);
  });

  it('prints one JSON object for one assistant, with the rationale', async () => {
    const run = await cli(['optimize', '--for', 'gpt', '--json', 'explain', 'recursion']);
    const body = JSON.parse(run.stdout) as { model: string; rationale: unknown[] };
    expect(body.model).toBe('gpt');
    expect(body.rationale.length).toBeGreaterThan(0);
  });

  it('heads each assistant in plain output with --all, and explains with --explain', async () => {
    const run = await cli(['optimize', '--all', '--explain', 'plan a team offsite']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('=== Claude (claude) ===');
    expect(run.stdout).toContain('=== Meta Llama (metaLlama) ===');
    expect(run.stdout).toContain('Why:');
  });

  it('carries the questions and warnings in JSON', async () => {
    const run = await cli(['optimize', '--for', 'gpt', '--json', 'poem']);
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout) as { questions: unknown; warnings: unknown };
    expect(body.questions).toEqual(expect.any(Array));
    expect(body.warnings).toEqual(expect.any(Array));
  });

  it('prints the questions after the prompt, and takes answers with --answer', async () => {
    const asked = await cli(['optimize', '--for', 'gpt', 'poem']);
    expect(asked.code).toBe(0);
    expect(asked.stdout).toMatch(/Write a poem[\s\S]*\nSharpen it: answer with --answer <id>=<value>/);
    expect(asked.stdout).toMatch(/^ {2}tone: /m);
    const answered = await cli(['optimize', '--for', 'gpt', '--answer', 'tone=gently teasing', 'poem']);
    expect(answered.code).toBe(0);
    expect(answered.stdout).toContain('gently teasing');
    expect(answered.stdout).not.toMatch(/^ {2}tone: /m);
  });

  it('refuses an answer to a question the prompt does not ask, with exit code 1', async () => {
    const run = await cli(['optimize', '--for', 'gpt', '--answer', 'mood=sad', 'poem']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^promptsmith: Unknown question id: mood\./);
    const malformed = await cli(['optimize', '--for', 'gpt', '--answer', 'sad', 'poem']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('--answer takes <id>=<value>');
  });

  it('shows help', async () => {
    const run = await cli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: promptsmith optimize');
  });

  it('explains wrong usage with exit code 2 and bad input with exit code 1', async () => {
    const unknown = await cli(['optimize', '--for', 'bard', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown assistant "bard"');
    const empty = await cli(['optimize', '--for', 'gpt'], '   \n');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Please enter a prompt to optimize');
  });
});
