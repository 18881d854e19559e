import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Short deliverables (new prompts, written for this file): a copywriter's options, a length the
 * form or platform sets and the pick, instead of "fit the tone and length to the reader"; the
 * user's own count and length win; longer texts and look-alikes stay as they were.
 */
const every = (rough: string) => ASSISTANT_KEYS.map((key) => [key, optimize(rough, key).prompt] as const);
const gpt = (rough: string) => optimize(rough, 'gpt').prompt;
const GENERIC = /Fit the tone and length to the reader and the purpose/;

describe('options for a short form, for every assistant', () => {
  const cases: ReadonlyArray<readonly [string, RegExp, RegExp]> = [
    ['tagline for my bakery', /Give 5 options/, /under 8 words/],
    ['need a catchy slogan for our family-run hardware store in Leeds', /Give 5 options/, /under 8 words/],
    ['email subject line for our spring sale newsletter', /Give 5 options/, /under 50 characters/],
    ['instagram caption for a photo of my new puppy', /Give 3 options/, /one or two lines/],
    ['birthday card message for my coworker Dave, he loves fishing', /Give 3 versions/, /fit inside a card/],
    ['write a retirement card for my boss Linda', /Give 3 versions/, /fit inside a card/],
    [
      'can u write a short bio for my instagram, im a wedding photographer in cornwall, relaxed style',
      /Give 3 versions/,
      /under 150 characters, the Instagram limit/,
    ],
    ['write my tiktok bio, i post cozy gaming videos', /Give 3 versions/, /under 80 characters/],
    [
      'write a linkedin headline for a data analyst looking for a new role',
      /Give 3 versions/,
      /under 220 characters, the LinkedIn limit/,
    ],
  ];
  for (const [rough, options, bound] of cases) {
    it(rough, () => {
      for (const [key, out] of every(rough)) {
        expect(out, key).toMatch(options);
        expect(out, key).toMatch(bound);
        expect(out, key).toMatch(/say which one you would pick/);
        expect(out, key).not.toMatch(GENERIC);
        expect(out, key).not.toMatch(/keep the paragraphs short/);
      }
    });
  }

  it('keeps the stated details and names a copywriter, not a generic writer', () => {
    const out = gpt('tagline for my bakery');
    expect(out).toContain('tagline for my bakery');
    expect(out).toMatch(/copywriter/);
    expect(out).not.toMatch(/skilled writer who adapts style/);
    const bio = gpt(
      'can u write a short bio for my instagram, im a wedding photographer in cornwall, relaxed style',
    );
    expect(bio).toMatch(/wedding photographer in Cornwall, relaxed style/);
  });
});

describe('the user’s count and length win', () => {
  it('one tagline is one: no options, no pick', () => {
    for (const rough of [
      'write one tagline for my plumbing business',
      'just one slogan for our gym please',
    ]) {
      const out = gpt(rough);
      expect(out, rough).toMatch(/Keep it under 8 words/);
      expect(out, rough).not.toMatch(/Give \d+ options|which one you would pick/);
    }
  });

  it('a stated number keeps its number and gets different approaches', () => {
    // Read as a brainstorm: its own "genuinely different" line says it.
    const out = gpt('write three taglines for a dog walking service');
    expect(out).toMatch(/genuinely different/);
    expect(out).not.toMatch(/Give 5 options/);
    const card = gpt('write 2 christmas card messages for my clients');
    expect(card).toMatch(/Make each one take a different approach/);
    expect(card).not.toMatch(/Give 3 versions/);
    const es = optimize('escribe 3 eslóganes para mi cafetería', 'gpt');
    expect(es.prompt).toMatch(/realmente distintas/);
    expect(es.prompt).not.toMatch(/Dame 5 opciones/);
    expect(es.questions.map((q) => q.slot)).not.toContain('count');
  });

  it('a measured length of the user’s replaces ours; "short" does not', () => {
    const words = gpt('write a slogan under 5 words for my bike repair shop');
    expect(words).not.toMatch(/under 8 words/);
    expect(words).toContain('under 5 words');
    expect(gpt('write a short caption for my beach photo')).toMatch(/one or two lines/);
  });

  it('asks no "how long?" when the form sets the length', () => {
    const q = optimize('instagram caption for a photo of my new puppy', 'gpt').questions.map((x) => x.slot);
    expect(q).not.toContain('length');
  });
});

describe('brainstorms keep their lines and gain the bound', () => {
  it('subject lines and headlines asked as a list', () => {
    const out = gpt('write 3 subject lines for our black friday email');
    expect(out).toMatch(/genuinely different/);
    expect(out).toMatch(/under 50 characters/);
    expect(gpt('5 catchy headlines for a blog post about remote work')).toMatch(
      /short and concrete, so the topic is clear at a glance/,
    );
  });

  it('hooks for a video, without budget questions from its topic', () => {
    const r = optimize('hooks for my tiktok video about budgeting tips', 'gpt');
    expect(r.prompt).toMatch(/one short sentence that works in the first few seconds/);
    expect(r.questions.map((q) => q.slot)).not.toContain('monthly-income');
  });
});

describe('single posts with a hard limit', () => {
  it('a tweet, a thread, a marketing SMS, hashtags', () => {
    expect(gpt('write a tweet announcing our new app')).toMatch(/under 280 characters/);
    expect(gpt('write a twitter thread about our product launch')).toMatch(/each tweet under 280/i);
    const sms = gpt('sms reminder for patients about their dental appointment tomorrow');
    expect(sms).toMatch(/under 160 characters/);
    expect(sms).toContain('patients about their dental appointment tomorrow');
    expect(gpt('hashtags for my pottery instagram post')).toMatch(/broad hashtags with more specific ones/);
    expect(gpt('give me hashtags for my pottery instagram post')).not.toMatch(/experienced editor/);
  });

  it('a text to a friend has no 160-character rule', () => {
    expect(gpt('write a text message to my sister saying sorry i missed her party')).not.toMatch(/160/);
  });
});

describe('six languages', () => {
  const cases: ReadonlyArray<readonly [string, RegExp]> = [
    ['necesito un eslogan para mi panadería', /Dame 5 opciones.*\n.*menos de 8 palabras/],
    ['Schreib mir 3 Betreffzeilen für unseren Newsletter', /unter 50 Zeichen/],
    ['écrivez un slogan pour ma boulangerie', /Proposez 5 options/],
    ['écris une légende pour ma photo de vacances', /Propose 3 options/],
    ['scrivi una didascalia per la foto del mio cane', /Dammi 3 proposte/],
    ['legenda para foto de praia no instagram', /Dê 3 opções/],
    ['Texte für eine Geburtstagskarte für meine Oma', /Gib mir 3 Versionen/],
    ['Überschrift für meinen Blogartikel über Homeoffice', /Gib mir 5 Vorschläge/],
    ['Bildunterschrift für ein Foto vom Sonnenuntergang', /ein bis zwei Zeilen/],
    ['oggetto per la mail di benvenuto ai nuovi clienti', /sotto i 50 caratteri/],
    ['título para mi vídeo de YouTube sobre recetas fáciles', /Dame 5 opciones/],
    ['carte de vœux pour mes clients', /Proposez 3 versions/],
    [
      'biografía para mi instagram, soy fotógrafa de bodas en Sevilla',
      /menos de 150 caracteres, el límite de Instagram/,
    ],
  ];
  for (const [rough, line] of cases) {
    it(rough, () => {
      for (const [key, out] of every(rough)) expect(out, key).toMatch(line);
    });
  }
});

describe('look-alikes stay as they were', () => {
  it('a longer text named first is the deliverable', () => {
    const out = gpt('write a blog post about remote work with a catchy headline');
    expect(out).toMatch(/Open with a hook, use clear subheadings/);
    expect(out).not.toMatch(/Give 5 options/);
    expect(gpt('write an email to my landlord about the broken boiler, subject line included')).not.toMatch(
      /Give 5 options/,
    );
  });

  it('a bio with no short platform, an edit of a bio, code and questions', () => {
    expect(
      gpt('write a short bio for a conference, I’m a UX researcher with 10 years experience'),
    ).not.toMatch(/Give 3 versions/);
    expect(gpt('rewrite my instagram bio')).toMatch(/experienced editor/);
    expect(gpt('write a React hook that fetches the user profile')).not.toMatch(/Give \d+ options/);
    expect(gpt('what is a good length for an email subject line?')).not.toMatch(/Give 5 options/);
    expect(gpt('write a function that validates a credit card number')).not.toMatch(/fit inside a card/);
    expect(gpt('my dog pulls on the lead, any tips?')).not.toMatch(/Give \d+ options/);
  });

  it('captions for a lecture video are subtitles; a reply tweet keeps its limit and its reply line', () => {
    expect(gpt('write captions for my youtube video lecture on statistics')).not.toMatch(/Give 3 options/);
    const reply = gpt('reply to this tweet: "your app keeps crashing, worst update ever"');
    expect(reply).toMatch(/under 280 characters/);
    expect(reply).toContain('your app keeps crashing, worst update ever');
    expect(gpt('write an instagram post about our new menu with hashtags')).not.toMatch(/broad hashtags/);
  });

  it('a photo to generate is still an image prompt', () => {
    expect(gpt('generate an image of a puppy on a beach at sunset')).toMatch(/image prompt/);
  });
});

describe('thank-you lines read plainly', () => {
  it('no template wording, and the pick stays last', () => {
    const out = gpt('thank you card for my neighbour who watered my plants while we were away');
    expect(out).toMatch(/Mention exactly what they did/);
    expect(out).not.toMatch(/as I describe it/);
    expect(out.trim().split('\n').pop()).toMatch(/say which one you would pick/);
  });
});
