import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, drafts, parseCompareDraft, parsePlaygroundDraft, type PlaygroundDraft } from './drafts';

const PLAYGROUND: PlaygroundDraft = { prompt: 'write a haiku', model: 'claude', fill: null, template: null };

describe('drafts', () => {
  it('are kept in sessionStorage (this tab only), never in localStorage', () => {
    drafts.write(DRAFT_KEYS.playground, 'u1', PLAYGROUND);
    expect(drafts.read(DRAFT_KEYS.playground, 'u1', parsePlaygroundDraft)).toEqual(PLAYGROUND);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
  });

  it('are hidden from another user and from a signed-out tab', () => {
    drafts.write(DRAFT_KEYS.playground, 'u1', PLAYGROUND);
    expect(drafts.read(DRAFT_KEYS.playground, 'u2', parsePlaygroundDraft)).toBeNull();
    expect(drafts.read(DRAFT_KEYS.playground, null, parsePlaygroundDraft)).toBeNull();
  });

  it("let a visitor's draft be taken over by whoever signs in", () => {
    drafts.write(DRAFT_KEYS.compare, null, { prompt: 'tried it', models: ['gpt'] });
    expect(drafts.read(DRAFT_KEYS.compare, 'u1', parseCompareDraft)).toEqual({
      prompt: 'tried it',
      models: ['gpt'],
    });
  });

  it('clearAll removes every draft and nothing else', () => {
    sessionStorage.setItem('unrelated', 'x');
    drafts.write(DRAFT_KEYS.playground, 'u1', PLAYGROUND);
    drafts.write(DRAFT_KEYS.compare, 'u1', { prompt: 'p', models: [] });
    drafts.clearAll();
    expect(drafts.read(DRAFT_KEYS.playground, 'u1', parsePlaygroundDraft)).toBeNull();
    expect(drafts.read(DRAFT_KEYS.compare, 'u1', parseCompareDraft)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('x');
  });

  it('ignore stored text that is not a draft', () => {
    sessionStorage.setItem('promptsmith:draft:playground', '{not json');
    expect(drafts.read(DRAFT_KEYS.playground, null, parsePlaygroundDraft)).toBeNull();
  });
});

describe('draft shapes', () => {
  it('accept a playground draft with template fields being filled', () => {
    const draft = {
      prompt: 'Explain closures in Rust',
      model: 'gpt',
      fill: { source: 'Explain [TOPIC] in [LANGUAGE]', values: { TOPIC: 'closures', LANGUAGE: 'Rust' } },
      template: 'Explain [TOPIC] in [LANGUAGE]',
    };
    expect(parsePlaygroundDraft(draft)).toEqual(draft);
  });

  it.each([
    null,
    'text',
    { prompt: 1, model: 'gpt', fill: null, template: null },
    { prompt: 'p', model: 'gpt5', fill: null, template: null },
    { prompt: 'p', model: 'gpt', fill: { source: 's', values: { A: 1 } }, template: null },
    { prompt: 'p', model: 'gpt', fill: null, template: 3 },
  ])('refuse %j as a playground draft', (value) => {
    expect(parsePlaygroundDraft(value)).toBeNull();
  });

  it('keep the known assistants of a compare draft once each', () => {
    expect(parseCompareDraft({ prompt: 'p', models: ['gpt', 'retired', 'gpt', 'claude'] })).toEqual({
      prompt: 'p',
      models: ['gpt', 'claude'],
    });
    expect(parseCompareDraft({ prompt: 'p' })).toBeNull();
  });
});
