import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

// Regressions found by reviewing the optimizer's output on casual, real-world prompts.

describe('fixed forms: the form, not a word count', () => {
  it.each([
    ['hi there, write a haiku', 'three lines of 5, 7 and 5 syllables'],
    ['Hello! Can you please write me a haiku about autumn?', 'three lines of 5, 7 and 5 syllables'],
    ['limerick about a cat who loves lasagna', 'rhyming AABBA'],
    ['Could you write a sonnet about the sea for my wife?', '14 lines of iambic pentameter'],
    ['write a tweet about our new app launch', 'at most 280 characters'],
  ])('%s', (rough, form) => {
    expect(analyze(rough).missingInputs).not.toContain('[WORD COUNT]');
    for (const key of ASSISTANT_KEYS) {
      const { prompt } = optimize(rough, key);
      expect(prompt, key).not.toContain('[WORD COUNT]');
      expect(prompt, key).toContain(form);
    }
  });

  it('does not ask for a title on a haiku', () => {
    expect(optimize('write a haiku about rain', 'gpt').prompt).not.toMatch(/with a title/);
  });

  it('keeps a length the user gave instead of the form line', () => {
    const { prompt } = optimize('Write a tweet thread (5 tweets, max 280 characters each) about tea.', 'gpt');
    expect(prompt).toContain('5 tweets');
    expect(prompt).not.toContain('Form:');
  });

  it('translates the form line', () => {
    expect(optimize('Escribe un haiku sobre el mar', 'gpt').prompt).toContain('5, 7 y 5 sílabas');
  });
});

describe('missing inputs fit the task', () => {
  it('asks a coding task with a known subject for what is actually missing, not a topic', () => {
    const i = analyze('hey so basically i need a python script that renames files');
    expect(i.subject).not.toBe('');
    expect(i.missingInputs).toEqual(['[RENAMING RULE]', '[TARGET FOLDER]']);
    const { prompt } = optimize('hey so basically i need a python script that renames files', 'gpt');
    expect(prompt).not.toContain('[TOPIC]');
    expect(prompt).toContain('Renaming rule: [RENAMING RULE]');
  });

  it('asks for the schema and dialect of a SQL query, unless given', () => {
    expect(analyze('i need a sql query to get the top 10 customers by total spend').missingInputs).toEqual([
      '[TABLE SCHEMA]',
      '[SQL DIALECT, E.G. POSTGRESQL]',
    ]);
    expect(
      analyze('Write a PostgreSQL query on the orders table (columns id, total) for the top 10 totals')
        .missingInputs,
    ).toEqual([]);
  });

  it('asks a regex for example strings and a backup script for its destination', () => {
    expect(analyze('regex for US phone numbers pls').missingInputs).toContain('[EXAMPLE STRINGS]');
    expect(analyze('need a bash script that backs up my home folder every night').missingInputs).toEqual([
      '[BACKUP DESTINATION]',
    ]);
  });

  it('asks for the code behind an error message', () => {
    const i = analyze(
      "why am i getting TypeError: Cannot read properties of undefined (reading 'map') in react",
    );
    expect(i.missingInputs).toEqual(['[PASTE CODE HERE]']);
    expect(i.programmingLanguage).toBe('React');
  });

  it('asks a cover letter for the candidate’s experience instead of inventing it', () => {
    const i = analyze('help me write a cover letter for a barista job at Blue Bottle');
    expect(i.missingInputs).toContain('[YOUR EXPERIENCE AND SKILLS]');
    expect(i.missingInputs).not.toContain('[TARGET AUDIENCE]');
    expect(
      analyze('Write a cover letter. I have 3 years of experience as a barista.').missingInputs,
    ).not.toContain('[YOUR EXPERIENCE AND SKILLS]');
  });

  it('asks a translation for its target language only when missing', () => {
    expect(analyze('Translate this:\nBonjour tout le monde, à demain.').missingInputs).toEqual([
      '[TARGET LANGUAGE]',
    ]);
    expect(analyze('pls translate this to french: "We will be closed on Monday."').missingInputs).toEqual([]);
  });

  it('asks no reader or register for a plain question', () => {
    expect(analyze('I want to start a small candle business, what should I do first?').missingInputs).toEqual(
      [],
    );
  });

  it('gives a bare topic a subject instead of [TOPIC]', () => {
    expect(analyze('benefits of meditation').missingInputs).not.toContain('[TOPIC]');
    expect(analyze('name ideas for a dog grooming business').subject).toBe('a dog grooming business');
  });
});

describe('subjects and audiences', () => {
  it.each([
    ['Could you explain recursion to me?', 'recursion'],
    ['what is the difference between TCP and UDP?', 'the difference between TCP and UDP'],
    ['how do i do a vlookup in excel', 'how to do a vlookup in excel'],
    ['create a react component for a login form', 'login form'],
    ['Create a quiz with 10 multiple-choice questions on photosynthesis', 'photosynthesis'],
    ['Draft a pitch for investors for our AI scheduling startup.', 'our AI scheduling startup'],
    ['Write an email to my boss asking for a raise.', 'asking for a raise'],
  ])('%s -> %s', (rough, subject) => {
    expect(analyze(rough).subject).toBe(subject);
  });

  it('does not take an infinitive or an occasion for the audience', () => {
    expect(analyze('i need a sql query to get the top 10 customers by total spend').audience).toBeNull();
    expect(analyze("write a poem for my mom's 60th birthday").audience).toBeNull();
    expect(
      analyze('rewrite this to sound more professional: the server is down again, fixing it now').audience,
    ).toBeNull();
    expect(analyze('bedtime story for my 4 year old about a turtle').audience).toBe('my 4 year old');
    expect(analyze('email my professor asking for an extension').audience).toBe('my professor');
  });

  it('treats "which is better, X or Y" as a comparison, not a coding task', () => {
    expect(analyze('whats better for a beginner, python or javascript').taskKind).toBe('analysis');
  });
});

describe('pasted text after a colon', () => {
  const rough =
    'can u summarize this article pls: The city council voted 7-2 on Tuesday to expand the bike lane network by 40 km.';

  it('becomes a verbatim input block and the request a summary', () => {
    const i = analyze(rough);
    expect(i.blocks).toEqual([
      {
        kind: 'text',
        lang: null,
        content: 'The city council voted 7-2 on Tuesday to expand the bike lane network by 40 km.',
      },
    ]);
    expect(i.objective).toBe('Summarize this article.');
    expect(i.deliverable).toBe('summary');
    expect(i.missingInputs).toEqual(['[WORD COUNT]']);
  });

  it('is summarized, not turned into a blog post or an email', () => {
    const { prompt } = optimize(rough, 'gpt');
    expect(prompt).toContain('Only the summary');
    expect(prompt).not.toMatch(/subheadings|subject line|hook/);
  });

  it('does not swallow an instruction that follows a colon', () => {
    expect(analyze('Do this: write a poem about the sea and the sky at night').blocks).toEqual([]);
  });
});

describe('writing advice fits the shape of the text', () => {
  it.each([
    ['write a tweet about our new app launch', /no title, headings/],
    ['help me write a cover letter for a barista job at Blue Bottle', /no subject line/],
    ['Can you write a best man speech for my brother Tom? We grew up in Ohio.', /reading aloud/],
    [
      'Summarize the following email in 2 sentences:\nThe offsite moved to 10 May. Buses leave at 8:00.',
      /Only the summary/,
    ],
  ])('%s', (rough, format) => {
    const { prompt } = optimize(rough, 'claude');
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/Organise the body under descriptive subheadings/);
  });

  it('uses "an" before vowels in generated text', () => {
    expect(optimize('Write an essay on the ethics of gene editing', 'claude').prompt).toContain('an essay');
  });
});

describe('profile details on casual prompts', () => {
  it('asks Claude for code in <code> tags, not <script> or <function>', () => {
    const { prompt } = optimize('hey so basically i need a python script that renames files', 'claude');
    expect(prompt).toContain('inside <code> tags');
    expect(prompt).not.toContain('<script>');
  });

  it('leaves "better" alone in a comparison question for Mistral', () => {
    const { prompt } = optimize('whats better for a beginner, python or javascript', 'mistral');
    expect(prompt).toContain("answer this question: What's better for a beginner");
    expect(prompt).not.toContain('[SUCCESS CRITERIA]');
  });

  it('reads a plan phrased as a question as advice on that plan', () => {
    const rough = 'I want to start a small candle business, what should I do first?';
    expect(analyze(rough).subject).toBe('how to start a small candle business');
    expect(optimize(rough, 'claude').prompt).toContain(
      'Purpose: clear, practical advice on how to start a small candle business.',
    );
    expect(optimize(rough, 'mistral').prompt).toContain(
      'your task is to answer this question: I want to start',
    );
  });

  it('strips greetings in the languages it translates', () => {
    expect(analyze('Hola, escribe un haiku sobre el otoño').objective).toBe(
      'Escribe un haiku sobre el otoño.',
    );
    expect(analyze('salut, écris un sonnet sur la mer').objective).toBe('Écris un sonnet sur la mer.');
  });

  it('treats code still to be pasted as the input: review steps, no language question', () => {
    const { prompt, intent } = optimize('Review my code for security issues and suggest fixes.', 'gpt');
    expect(intent.missingInputs).toEqual(['[PASTE CODE HERE]']);
    expect(prompt).toContain('Read the code in the input carefully');
    expect(prompt).not.toContain('Write complete, runnable');
  });

  it('does not read the product Tableau as a table format', () => {
    expect(
      analyze('Write a cover letter. Keep it to 3 paragraphs and mention my SQL and Tableau skills.')
        .outputFormat,
    ).toBeNull();
    expect(analyze('Présente les résultats sous forme de tableau').outputFormat).toBe('tableau');
  });
});
