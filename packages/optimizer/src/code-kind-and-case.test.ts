import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Requests about code read as code: a question naming a warning, an error or a framework is a
 * debugging question (never a purchase), code words never decide the request's language, code
 * at the start keeps its case, a short question stays the task when a "how" follows it, and
 * Claude's tags are English in every language. Every check reads what the user sees.
 */

const all = (rough: string) => ASSISTANT_KEYS.map((target) => ({ target, ...optimize(rough, target) }));
const taskLine = (prompt: string): string => {
  const headed = /^#+ (?:Task|Tarea|Tâche|Aufgabe|Compito|Tarefa)\n(.+)$/m.exec(prompt);
  return (
    headed?.[1] ??
    prompt.split('\n').find((l) => l.trim() !== '' && !/^You are\b/.test(l)) ??
    ''
  ).trim();
};

describe('a question naming code, a framework, an error or a warning is a code question', () => {
  const CODE_QUESTIONS = [
    'how do i get rid of the warning on profile.avatarUrl in my vue template?',
    'how do i get rid of the deprecation warning from moment.js in my react app?',
    'how can i fix the TS2345 error in my angular service?',
  ];

  it('asks no budget or purchase questions and gives no tools-and-materials steps', () => {
    for (const rough of CODE_QUESTIONS)
      for (const { prompt, questions, target } of all(rough)) {
        expect(
          questions.map((q) => q.id).filter((id) => id.startsWith('buy-')),
          `${target}: ${rough}`,
        ).toEqual([]);
        expect(prompt, `${target}: ${rough}`).not.toMatch(/budget|tools, materials/i);
        expect(prompt, `${target}: ${rough}`).toMatch(/debug|cause/i);
      }
  });

  it('leaves household how-tos and real purchases alone', () => {
    const moss = optimize('how do i get rid of moss on my patio?', 'gpt');
    expect(moss.prompt).toMatch(/tools, materials/);
    expect(moss.questions.map((q) => q.id)).not.toContain('buy-budget');
    const laptop = optimize('which laptop should i get for react development?', 'gpt');
    expect(laptop.questions.map((q) => q.id)).toContain('buy-budget');
  });
});

describe('code words never decide the language of a script request', () => {
  const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
    [
      'script bash para renombrar fotos por fecha',
      /^Escribe un script en Bash para renombrar fotos por fecha\.$/,
    ],
    [
      'script python para mover archivos viejos a otra carpeta',
      /^Escribe un script en Python para mover archivos viejos a otra carpeta\.$/,
    ],
    [
      'script python pour renommer des photos par date',
      /^Écrivez un script Python pour renommer des photos par date\.$/,
    ],
    [
      'script python per rinominare le foto per data',
      /^Scrivi uno script in Python per rinominare le foto per data\.$/,
    ],
    [
      'script bash para renomear fotos por data',
      /^Escreva um script em Bash para renomear fotos por data\.$/,
    ],
    [
      'bash skript zum umbenennen von fotos nach datum',
      /^Schreibe ein Bash-Skript zum umbenennen von fotos nach datum\.$/,
    ],
  ];

  it('writes the task as one sentence in the request’s language', () => {
    for (const [rough, task] of SCRIPTS) {
      const { prompt } = optimize(rough, 'gpt');
      expect(taskLine(prompt), rough).toMatch(task);
      expect(prompt, rough).not.toMatch(/Write a script|for this:/);
    }
  });

  it('keeps English script requests English and spoken scripts unchanged', () => {
    expect(taskLine(optimize('bash script to rename photos by date', 'gpt').prompt)).toBe(
      'Write a Bash script to rename photos by date.',
    );
    const spoken = optimize('script para pedirle un aumento a mi jefe', 'gpt').prompt;
    expect(spoken).not.toMatch(/Escribe un script en/);
    expect(spoken).toMatch(/pedirle un aumento a mi jefe/);
  });
});

describe('code at the start of a request keeps its case', () => {
  const STARTS: ReadonlyArray<readonly [string, string]> = [
    ['git rebase fails with conflict in package-lock.json', 'git rebase fails'],
    ['npm ci hangs on the postinstall step', 'npm ci hangs'],
    ["useState setter doesn't update the value right away, why?", 'useState setter'],
    ['ls -la shows no dotfiles in my home folder', 'ls -la shows'],
    ['const total = items.reduce((a, b) => a + b) returns NaN, why?', 'const total = items.reduce'],
  ];

  it('never capitalises a command, a declaration or an identifier', () => {
    for (const [rough, start] of STARTS)
      for (const { prompt, target } of all(rough)) {
        expect(prompt, `${target}: ${rough}`).toContain(start);
        expect(prompt, `${target}: ${rough}`).not.toContain(start.charAt(0).toUpperCase() + start.slice(1));
      }
  });

  it('treats a fault reported about a tool as debugging, not a request for a command', () => {
    const { prompt } = optimize('git rebase fails with conflict in package-lock.json', 'gpt');
    expect(prompt).not.toMatch(/Give the git command|The command alone in a code block/);
  });

  it('still capitalises a normal English first word', () => {
    expect(optimize('cats keep scratching the sofa, how do i stop them', 'gpt').prompt).toContain(
      'Cats keep',
    );
    expect(optimize('make a packing list for a weekend in rome', 'gpt').prompt).toMatch(
      /\bMake a packing list/,
    );
    expect(optimize('let me know what to pack for rome', 'gpt').prompt).toMatch(/\bLet me know/);
  });
});

describe('a short question followed by how to answer it stays the task', () => {
  const RACE =
    'any race conditions here? list them with line numbers\n\nlet count = 0;\nasync function hit() {\n  const now = count;\n  await save();\n  count = now + 1;\n}';
  const LEAK =
    "what could leak memory here? rank them by risk\n\nwindow.addEventListener('resize', () => {\n  cache.push(document.body.innerHTML);\n});";

  it('puts the question in the task and the how among the instructions', () => {
    for (const [rough, question, how] of [
      [RACE, 'Any race conditions here?', 'List them with line numbers.'],
      [LEAK, 'What could leak memory here?', 'Rank them by risk.'],
    ] as const) {
      const { prompt } = optimize(rough, 'gpt');
      expect(taskLine(prompt), rough).toBe(question);
      expect(prompt, rough).toContain(`- ${how}`);
    }
  });

  it('keeps the pasted code byte for byte', () => {
    for (const { prompt, target } of all(RACE))
      expect(prompt, target).toContain(
        'async function hit() {\n  const now = count;\n  await save();\n  count = now + 1;\n}',
      );
  });

  it('leaves a request whose first sentence is already the ask', () => {
    const rough =
      'Summarize this note for my team. List the key dates too.\n\nThe office moves on 3 March. Keys are handed out on 28 February. The old building closes on 15 March.';
    expect(taskLine(optimize(rough, 'gpt').prompt)).toMatch(/^Summarize this note for my team/);
  });
});

describe('Claude’s tags are English in every language', () => {
  const tags = (prompt: string): string[] => [...prompt.matchAll(/^<([a-z_0-9]+)>$/gm)].map((m) => m[1]!);
  const ENGLISH =
    /^(?:items|text|code|data|email|document|log|instructions|task|context|output_format|problem)$/;

  it('names pasted and missing material with English tags next to <instructions>', () => {
    const ITALIAN =
      'classifica questi elementi in frutta o verdura:\n\n- zucchine\n- mela\n- melanzane\n- pera';
    const FRENCH =
      'corrige ce code python, il plante:\n\ndef moyenne(l):\n    return sum(l) / len(l)\n\nprint(moyenne([]))';
    const SPANISH = 'mejora mi texto de presentación para la web de mi taller';
    for (const rough of [ITALIAN, FRENCH, SPANISH]) {
      const { prompt } = optimize(rough, 'claude');
      const names = tags(prompt);
      expect(names, rough).toContain('instructions');
      for (const name of names) expect(name, rough).toMatch(ENGLISH);
    }
    expect(optimize(ITALIAN, 'claude').prompt).toContain(
      '<items>\n- zucchine\n- mela\n- melanzane\n- pera\n</items>',
    );
    expect(optimize(FRENCH, 'claude').prompt).toContain(
      '<code>\ndef moyenne(l):\n    return sum(l) / len(l)\n\nprint(moyenne([]))\n</code>',
    );
  });
});
