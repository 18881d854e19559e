import { describe, expect, it } from 'vitest';
import { analyze } from '../index';

describe('analyze: task kind', () => {
  it.each([
    ['write a blog post about remote work', 'writing'],
    ['Write a Python function that reverses a string', 'coding'],
    ['Write a poem about autumn leaves', 'creative'],
    ['Explain photosynthesis to high school students', 'education'],
    ['Analyze the trends in our churn metrics', 'analysis'],
    ['Create a go-to-market strategy for our B2B SaaS launch', 'business'],
    ['What is the capital of Australia?', 'general'],
  ] as const)('%s -> %s', (prompt, kind) => {
    expect(analyze(prompt).taskKind).toBe(kind);
  });
});

describe('analyze: fields', () => {
  it('subject', () => {
    expect(analyze('write a blog post about remote work').subject).toBe('remote work');
    expect(analyze('Explain quantum entanglement').subject).toBe('quantum entanglement');
    expect(analyze('Escribe un artículo sobre el cambio climático').subject).toBe('el cambio climático');
  });
  it('audience', () => {
    expect(analyze('Write a guide to Git for beginners').audience).toBe('beginners');
    expect(analyze('Write an email to my boss asking for a day off').audience).toBe('my boss');
    expect(analyze('Explain taxes like I am 5').audience).toBe('a five-year-old');
    expect(analyze('write a blog post about remote work').audience).toBeNull();
  });
  it('tone', () => {
    expect(analyze('Write a friendly and professional email to a client').tone).toBe(
      'friendly and professional',
    );
    expect(analyze('Tono amable pero firme, escribe un correo').tone).toBe('amable');
    expect(analyze('write a blog post about remote work').tone).toBeNull();
  });
  it('length, verbatim', () => {
    expect(analyze('Write a post of no more than 200 words about tea').length).toBe('no more than 200 words');
    expect(analyze('Write a 600-word article on bees').length).toBe('600-word');
    expect(analyze('Schreibe einen Text mit maximal 500 Wörter').length).toBe('maximal 500 Wörter');
    expect(analyze('Write a short story about a cat').length).toBe('short');
  });
  it('output format', () => {
    expect(analyze('List the planets as a table').outputFormat).toBe('a table');
    expect(analyze('Return the result in JSON').outputFormat).toBe('JSON');
    expect(analyze('Summarize this in bullet points').outputFormat).toBe('bullet points');
    expect(analyze('write a blog post about remote work').outputFormat).toBeNull();
  });
  it('constraints are verbatim substrings', () => {
    const rough =
      'Write a 600-word blog post about sleep. Use a friendly tone. Do not mention medication. Include "sleep debt".';
    const { constraints } = analyze(rough);
    expect(constraints).toContain('600-word');
    expect(constraints).toContain('Do not mention medication.');
    for (const c of constraints) expect(rough).toContain(c);
  });
  it('missing inputs become localized placeholders', () => {
    expect(analyze('write a blog post about remote work').missingInputs).toEqual([
      '[TARGET AUDIENCE]',
      '[WORD COUNT]',
      '[TONE]',
    ]);
    expect(analyze('Escribe un artículo de blog sobre el teletrabajo').missingInputs).toContain(
      '[PÚBLICO OBJETIVO]',
    );
    expect(analyze('Review my code for bugs').missingInputs).toContain('[PASTE CODE HERE]');
    expect(analyze('Write a function that sorts a list').missingInputs).toContain('[PROGRAMMING LANGUAGE]');
    expect(
      analyze('Write a blog post for nurses about [TOPIC], 300 words, casual tone').missingInputs,
    ).toEqual([]);
  });
  it('existing placeholders are listed as written', () => {
    expect(
      analyze('Email [Customer Name] about [PRODUCT]; see [docs](http://x) and [1]').placeholders,
    ).toEqual(['[Customer Name]', '[PRODUCT]']);
  });
});

describe('analyze: language', () => {
  it.each([
    ['Write a blog post about remote work', 'en'],
    ['Escribe un poema sobre el mar', 'es'],
    ['Écris un poème sur la mer', 'fr'],
    ['Schreibe ein Gedicht über das Meer', 'de'],
    ['Escreva um poema sobre o mar e a praia', 'pt'],
    ['Scrivi una poesia sul mare e il vento', 'it'],
    ['SQL', 'en'],
  ] as const)('%s -> %s', (prompt, lang) => {
    expect(analyze(prompt).language).toBe(lang);
  });
});

describe('analyze: signals', () => {
  it('code: fenced and loose', () => {
    const fenced = analyze('Fix this:\n```js\nconst a = 1;\n```');
    expect(fenced.hasCode).toBe(true);
    expect(fenced.blocks[0]).toEqual({ kind: 'code', lang: 'js', content: 'const a = 1;' });
    const loose = analyze('Why does this fail?\ndef f(x):\n    return x +\nprint(f(1))');
    expect(loose.hasCode).toBe(true);
    expect(loose.blocks[0]?.content).toBe('def f(x):\n    return x +\nprint(f(1))');
    expect(analyze('Write a poem about code').hasCode).toBe(false);
  });
  it('data: CSV, JSON, markdown tables', () => {
    expect(analyze('Plot this:\na,b\n1,2\n3,4').hasData).toBe(true);
    expect(analyze('Check:\n{"a": 1, "b": [1, 2]}').hasData).toBe(true);
    expect(analyze('Sum it\n| x | y |\n| 1 | 2 |').hasData).toBe(true);
    expect(analyze('Apples, pears and plums are fruit.').hasData).toBe(false);
  });
  it('image references', () => {
    expect(analyze('Describe this image').hasImage).toBe(true);
    expect(analyze('What is in photo.jpg?').hasImage).toBe(true);
    expect(analyze('Describe esta imagen').hasImage).toBe(true);
    expect(analyze('Write an image caption guide for bloggers').hasImage).toBe(false);
  });
  it('maths', () => {
    expect(analyze('Solve x^2 - 4 = 0').isMath).toBe(true);
    expect(analyze('What is the derivative of sin(x)?').isMath).toBe(true);
    expect(analyze('Write a blog post about remote work').isMath).toBe(false);
  });
  it('reasoning and chain-of-thought requests', () => {
    const r = analyze('Should we migrate to Kubernetes? Think step by step.');
    expect(r.asksStepByStep).toBe(true);
    expect(r.needsReasoning).toBe(true);
    expect(r.requirements.join(' ')).not.toMatch(/step by step/i);
    expect(analyze('Write a haiku about rain').needsReasoning).toBe(false);
  });
  it('already-structured prompts', () => {
    expect(analyze('# Role\nYou are a tutor.\n# Task\nExplain fractions.').alreadyStructured).toBe(true);
    expect(
      analyze('<task>Summarize</task>\n<requirements>\n- 3 bullets\n</requirements>').alreadyStructured,
    ).toBe(true);
    expect(analyze('write a blog post about remote work').alreadyStructured).toBe(false);
  });
});

describe('analyze: sentences', () => {
  it('separates role, objective, requirements, background and filler', () => {
    const r = analyze(
      'Hi! Act as a travel agent. I live in Oslo. Plan a 3-day trip to Rome. Keep it under 500 euros. Thanks!',
    );
    expect(r.role).toBe('a travel agent');
    expect(r.objective).toBe('Plan a 3-day trip to Rome.');
    expect(r.requirements).toEqual(['Keep it under 500 euros.']);
    expect(r.background).toEqual(['I live in Oslo.']);
    expect(r.droppedFiller).toEqual(['Hi!', 'Thanks!']);
  });
  it('turns polite requests into direct instructions', () => {
    expect(analyze('Can you please write a haiku about tea?').objective).toBe('Write a haiku about tea.');
    expect(analyze('I want you to summarize the French revolution').objective).toBe(
      'Summarize the French revolution.',
    );
  });
  it('extracts examples and rating scales', () => {
    const r = analyze('Name 3 cafés.\nExamples:\n- Bean There\n- Brew Haven');
    expect(r.examples).toEqual(['Bean There', 'Brew Haven']);
    expect(analyze('Rate this essay on a scale of 1 to 10').ratingScale).toBe('on a scale of 1 to 10');
    expect(analyze('Write a short, catchy slogan').vagueTerms).toEqual(['short', 'catchy']);
  });
});
