import { describe, it, expect } from 'vitest';
import { ASSISTANT_KEYS, isAssistantKey } from './assistants';
import { extractPlaceholders, fillPlaceholders } from './placeholders';
import { PromptTemplateSchema } from './template-schemas';
import { TEMPLATE_USES } from './template-types';
import { TEMPLATES } from './templates';

const REQUIRED_TITLES = [
  'Code Explainer',
  'Blog Post Generator',
  'Marketing Copy Reviewer',
  'Data Analysis Plan',
  'Creative Story Starter',
  'Resume Optimizer',
  'Database Schema Designer',
  'Test Case Generator',
  'Historical Event Analysis',
];

describe('TEMPLATES', () => {
  it('has exactly 40 templates', () => {
    expect(TEMPLATES).toHaveLength(40);
  });

  it('matches the schema the server validates templates with', () => {
    for (const t of TEMPLATES) expect(PromptTemplateSchema.safeParse(t).success, t.title).toBe(true);
  });

  it('uses unique integer ids 1..40', () => {
    const ids = TEMPLATES.map((t) => t.id);
    expect(ids.every((id) => Number.isInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(40);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('has no duplicate titles and includes every required title', () => {
    const titles = TEMPLATES.map((t) => t.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of REQUIRED_TITLES) expect(titles).toContain(title);
    for (const title of titles) expect(title.trim()).toBe(title);
  });

  it('puts every template in a known use category, with at least 5 per category', () => {
    for (const t of TEMPLATES) expect(TEMPLATE_USES).toContain(t.use);
    for (const category of TEMPLATE_USES) {
      expect(TEMPLATES.filter((t) => t.use === category).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('lists 1 to 6 distinct, valid assistant keys per template', () => {
    for (const t of TEMPLATES) {
      expect(t.agents.length).toBeGreaterThanOrEqual(1);
      expect(t.agents.length).toBeLessThanOrEqual(6);
      expect(new Set(t.agents).size).toBe(t.agents.length);
      for (const agent of t.agents) expect(isAssistantKey(agent)).toBe(true);
    }
  });

  it('features every assistant in at least 5 templates, but not every assistant in every template', () => {
    for (const key of ASSISTANT_KEYS) {
      expect(TEMPLATES.filter((t) => t.agents.includes(key)).length, key).toBeGreaterThanOrEqual(5);
      expect(TEMPLATES.filter((t) => t.agents.includes(key)).length, key).toBeLessThan(40);
    }
  });

  it('has a non-empty, one-sentence description of at most 140 characters', () => {
    for (const t of TEMPLATES) {
      expect(t.description.trim().length, t.title).toBeGreaterThan(0);
      expect(t.description.length, t.title).toBeLessThanOrEqual(140);
      expect(t.description, t.title).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('has content with at least one placeholder, and only well-formed placeholders', () => {
    for (const t of TEMPLATES) {
      expect(extractPlaceholders(t.content).length, t.title).toBeGreaterThan(0);
      // Every bracket is a placeholder the playground offers as a field, in capitals.
      const bracketed = t.content.match(/\[[^\]\n]*\]/g) ?? [];
      for (const token of bracketed) expect(token, t.title).toMatch(/^\[[A-Z0-9 ]+\]$/);
      expect(new Set(bracketed).size, t.title).toBe(extractPlaceholders(t.content).length);
    }
  });

  it('leaves no placeholder once every field of the playground form is filled', () => {
    for (const t of TEMPLATES) {
      const names = extractPlaceholders(t.content);
      const values = Object.fromEntries(names.map((n) => [n, `value for ${n.toLowerCase()}`]));
      expect(extractPlaceholders(fillPlaceholders(t.content, values)), t.title).toEqual([]);
    }
  });

  it('has tidy, substantial content: no stray indentation, balanced code fences', () => {
    for (const t of TEMPLATES) {
      expect(t.content.trim(), t.title).toBe(t.content);
      expect(t.content.length, t.title).toBeGreaterThanOrEqual(400);
      expect(t.content.length, t.title).toBeLessThanOrEqual(2000);
      expect(t.content, t.title).not.toMatch(/^[ \t]+\S/m);
      expect((t.content.match(/```/g) ?? []).length % 2, t.title).toBe(0);
      expect(t.content, t.title).toMatch(/output format/i);
    }
  });
});
