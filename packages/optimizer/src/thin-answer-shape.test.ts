import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';
import { THIN_SHAPE_LINES } from './i18n/scaffold/thin-shapes';

/**
 * A short everyday question came back as itself with a full stop. Now it reads as one clean
 * question (typos fixed, "?" or "¿…?") with one line saying what the answer holds, chosen by
 * the question's form whatever its subject. Longer, pasted, written, maths and code asks keep
 * their own shape.
 */
const SHOWN: AssistantKey[] = ['gpt', 'claude', 'mistral'];
const ALL: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const EVERY_LINE = Object.values(THIN_SHAPE_LINES).flatMap((lines) => Object.values(lines));

describe('thin questions: one clean question and the line their form needs', () => {
  it.each([
    // "is that normal": what is typical, the warning signs, what helps meanwhile.
    [
      'eye still twitching after 3 days is that normal',
      'Eye still twitching after 3 days — is that normal?',
      'what is typical at this stage',
    ],
    [
      'tooth sensitive to cold after whitening is that ok',
      'Tooth sensitive to cold after whitening — is that OK?',
      'warning signs need a professional',
    ],
    // "can I X after Y": yes or no first, how long to wait, why.
    [
      'can i go swimming after getting a tattoo',
      'Can I go swimming after getting a tattoo?',
      'direct yes or no',
    ],
    [
      'can i paint over wallpaper with emulsion',
      'Can I paint over wallpaper with emulsion?',
      'how long to wait or what to do instead',
    ],
    // "when can I": the usual time first.
    ['when can i mow a newly seeded lawn', 'When can I mow a newly seeded lawn?', 'usual time or age first'],
    // "how to X": numbered steps and the common mistakes.
    ['how to ask for a pay rise', 'How do I ask for a pay rise?', 'numbered practical steps'],
    ['how to repot an orchid', 'How do I repot an orchid?', 'common mistakes to avoid'],
    // "what do I say to…": two or three options in different tones.
    [
      'what do i text my ex who just lost her dad',
      'What do I text my ex who just lost her dad?',
      'two or three short options',
    ],
    // "why do X": the reasons, most likely first.
    ['why do onions make you cry', 'Why do onions make you cry?', 'most likely first'],
    ['why do cats knead blankets', 'Why do cats knead blankets?', 'main reasons in plain language'],
    // "<fault> help": the likely cause, then the fix.
    [
      'basil leaves going black help',
      'Basil leaves going black: what can I do?',
      'most likely cause first, then the fix',
    ],
    // "best way to X" asks for a method: the one that works best, as steps (thin-answer-shape-more).
    [
      'best way to save for a house deposit on one income',
      'What is the best way to save for a house deposit on one income?',
      'give it as numbered steps',
    ],
    // A verb after "way" gets its "to" back instead of our grammar around the slip.
    [
      'cheapest way send a parcel to spain from ireland',
      'What is the cheapest way to send a parcel to Spain from Ireland?',
      'options on their total cost',
    ],
    // A typo is fixed, never a fact added.
    [
      'lip still swolen after filler is that normal',
      'Lip still swollen after filler — is that normal?',
      'what is typical',
    ],
  ])('%s', (prompt, question, line) => {
    for (const target of SHOWN) {
      const text = optimize(prompt, target).prompt;
      expect(text).toContain(question);
      expect(text).toContain(line);
      expect(text).not.toContain(`${question.slice(0, -1)}.`);
    }
  });

  it('keeps a thin question to two plain sentences for Mistral', () => {
    for (const prompt of ['why do cats knead blankets', 'can i go swimming after getting a tattoo']) {
      const text = optimize(prompt, 'mistral').prompt.trim();
      expect(text.split('\n').filter((l) => l.trim() !== '')).toHaveLength(2);
    }
  });

  it('gives words for a friend, not an expert role, when asked what to say', () => {
    const text = optimize('what should i say to my neighbour whose dog died', 'gpt').prompt;
    expect(text).not.toMatch(/veterinarian/i);
    expect(text).toContain('two or three short options');
  });
});

describe('thin questions in the other languages', () => {
  it.each([
    [
      'ab wann kann man welpen baden',
      'Ab wann kann man welpen baden?',
      'Nenne zuerst den üblichen Zeitpunkt',
    ],
    ['warum gähnen hunde so oft', 'Warum gähnen hunde so oft?', 'wahrscheinlichsten zuerst'],
    ['por que mi gato maulla de noche', '¿Por qué mi gato maulla de noche?', 'la más probable primero'],
    [
      'puedo teñirme el pelo despues de un alisado',
      '¿Puedo teñirme el pelo después de un alisado?',
      'sí o un no directo',
    ],
    ['pourquoi les chats ronronnent', 'Pourquoi les chats ronronnent\u00a0?', 'la plus probable d’abord'],
    [
      'come posso pulire le fughe del bagno',
      'Come posso pulire le fughe del bagno?',
      'passaggi pratici numerati',
    ],
    [
      'o que digo para uma amiga que perdeu a avó',
      'O que digo para uma amiga que perdeu a avó?',
      'duas ou três opções curtas',
    ],
    ['perché il mio cane mangia l’erba', 'Perché il mio cane mangia l’erba?', 'la più probabile per prima'],
  ])('%s', (prompt, question, line) => {
    for (const target of SHOWN) {
      const text = optimize(prompt, target).prompt;
      expect(text).toContain(question);
      expect(text).toContain(line);
    }
  });
});

describe('thin command questions get the command, not steps', () => {
  it.each([
    ['undo last git commit not pushed', 'Give the git command to undo the last commit not pushed.'],
    ['how do i delete all docker images', 'Give the docker command to delete all images.'],
  ])('%s', (prompt, task) => {
    for (const target of SHOWN) expect(optimize(prompt, target).prompt).toContain(task);
  });
});

describe('look-alikes keep their own shape', () => {
  it.each([
    // Longer than a thin question: the user has said what they want.
    'why do my tomato plants drop their flowers before any fruit sets even though I water them every single morning',
    // A thing to write.
    'write a short poem about why cats knead blankets',
    'escribe un mensaje para una amiga cuyo gato murió',
    // A sum.
    'why does 0.1 + 0.2 = 0.30000000000000004',
    'how to solve 3x + 7 = 22',
    // Code that is no single command.
    'how to reverse a linked list in python',
    'write a python function to dedupe a list',
    // Words in another language or the signs of something: no steps to number.
    'how to say thank you in japanese',
    'how do i know if my eggs are bad',
    'comment dire merci en allemand',
  ])('%s gets none of the thin-question lines', (prompt) => {
    for (const target of ALL) {
      const text = optimize(prompt, target).prompt;
      for (const line of EVERY_LINE) expect(text).not.toContain(line);
    }
  });

  it('keeps pasted material byte for byte and adds no thin-question line', () => {
    const pasted =
      "Error: ENOENT: no such file or directory, open '/tmp/x.json'\n    at Object.openSync (node:fs:601:3)";
    for (const target of ALL) {
      const text = optimize(`why does this happen?\n\n${pasted}`, target).prompt;
      expect(text).toContain(pasted);
      for (const line of EVERY_LINE) expect(text).not.toContain(line);
    }
  });
});
