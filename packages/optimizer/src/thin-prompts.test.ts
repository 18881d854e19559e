import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const ids = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.id);

describe('thin prompts: language', () => {
  it.each([
    ['Einladung Grillabend Nachbarn', 'de'],
    ['Elternbrief Ausflug Zoo', 'de'],
    ['carta queja vecino ruido', 'es'],
    ['lettre résiliation salle de sport', 'fr'],
    ['lettera disdetta abbonamento palestra', 'it'],
    ['convite aniversário filha', 'pt'],
  ])('%s is read as %s and gets no English sentence around it', (prompt, language) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(language);
      expect(result.prompt).not.toMatch(/\b(?:Help me with|Write a|Write an)\b/);
    }
  });
});

describe('thin prompts: grammatical task line', () => {
  it.each([
    ['slogan window cleaning firm', 'Write a slogan for this: window cleaning firm.'],
    ['bash script rotate nginx logs', 'Write a Bash script to rotate nginx logs.'],
    ['Arduino sketch blink LED strip', 'Write an Arduino sketch to blink LED strip.'],
    ['wedding vows', 'Write wedding vows.'],
    ['retirement party invitation', 'Write a retirement party invitation.'],
    ['discurso jubilación compañera', 'Escribe lo siguiente: discurso jubilación compañera.'],
    ['Elternbrief Ausflug Zoo', 'Schreibe Folgendes: Elternbrief Ausflug Zoo.'],
  ])('%s -> %s', (prompt, line) => {
    for (const target of TARGETS) expect(optimize(prompt, target).prompt).toContain(line);
  });
});

describe('thin prompts: questions that matter for the deliverable', () => {
  it('asks wedding vows for the partner, a memory, the tone and the length', () => {
    expect(ids('wedding vows')).toEqual(['partner-name', 'shared-memory', 'tone', 'speech-length']);
  });
  it('asks a slogan for the business, its area and what sets it apart, not the audience', () => {
    const asked = ids('slogan window cleaning firm');
    expect(asked).toEqual(['business-name', 'business-area', 'selling-point']);
    expect(asked).not.toContain('audience');
  });
  it('asks a backup script for paths, copies and schedule, and not for the language it names', () => {
    const asked = ids('bash script backup photos folder');
    expect(asked).toEqual(['backup-paths', 'copies-kept', 'schedule']);
    expect(ids('nightly backup script keep 7 copies')).toEqual(['backup-paths']);
  });
  it('asks a letter to parents about a trip for destination, cost and what to bring, in German', () => {
    const result = optimize('Elternbrief Ausflug Zoo', 'claude');
    expect(result.questions.map((q) => q.id)).toEqual(['trip-details', 'trip-cost', 'what-to-bring']);
    expect(result.questions[2]!.question).toBe('Was sollen die Kinder mitbringen?');
  });
  it('never asks an Arduino or ESP32 sketch for a programming language', () => {
    for (const prompt of ['Arduino sketch blink LED strip', 'ESP32 code read humidity sensor']) {
      const result = optimize(prompt, 'gpt');
      expect(result.questions.map((q) => q.id)).not.toContain('code-language');
      expect(result.questions.flatMap((q) => q.options)).not.toContain('Python');
    }
    expect(ids('ESP32 code read humidity sensor')).toEqual(['wiring']);
  });
  it('does not ask the occasion of an invitation that names it', () => {
    expect(ids('retirement party invitation')).toEqual(['event-when-where', 'rsvp']);
  });
  it('asks a bio where it appears unless the prompt says so', () => {
    expect(ids('bio yoga teacher')).toEqual(['bio-platform', 'bio-facts', 'bio-voice']);
    expect(ids('linkedin bio yoga teacher')).not.toContain('bio-platform');
  });
  it('asks a product description for features, buyer and channel', () => {
    expect(ids('product description ceramic mug')).toEqual([
      'product-features',
      'product-buyer',
      'sales-channel',
    ]);
  });
  it('asks a retirement speech for the occasion and its facts, not for a shared memory', () => {
    const result = optimize('discurso jubilación compañera', 'gpt');
    expect(result.analysis.language).toBe('es');
    expect(result.questions[0]!.question).toBe(
      '¿Cuál es la ocasión y qué datos debe mencionar (nombres, fechas, logros)?',
    );
    expect(result.questions.map((q) => q.id)).not.toContain('shared-memory');
  });
  it.each([
    [
      'discours mariage meilleur ami',
      'fr',
      'Pour qui est-ce, et quel lien avez-vous avec cette personne\u00a0?',
    ],
    ['brindisi matrimonio sorella', 'it', 'Di chi si parla, e che rapporto hai con questa persona?'],
    ['discurso casamento irmã', 'pt', 'Sobre quem é, e qual é a sua relação com essa pessoa?'],
  ])('asks a speech (%s) who it is about in %s', (prompt, language, question) => {
    const result = optimize(prompt, 'gpt');
    expect(result.analysis.language).toBe(language);
    expect(result.questions[0]!.question).toBe(question);
    expect(result.questions.map((q) => q.id)).not.toContain('audience');
  });
});
