import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

// Requests of two or three nouns carry no function word: the nouns alone must tell the
// language, and a child named by a bare noun ("Kind", "niño") must bring the child's questions.
describe('very short requests are read in their own language', () => {
  it.each([
    ['fiebre niño', 'es'],
    ['bambino febbre alta', 'it'],
    ['plan de marketing panadería', 'es'],
    ['voyage en Italie', 'fr'],
    ['Kind hat Ausschlag', 'de'],
    ['febre criança', 'pt'],
    ['enfant fièvre', 'fr'],
    ['viaggio in Sicilia', 'it'],
    ['Reise nach Italien', 'de'],
    ['bimbo tosse', 'it'],
  ])('%s → %s', (request, language) => {
    expect(analyze(request).language).toBe(language);
  });

  it.each([['kind words for a retiring colleague'], ['travel voyage playlist ideas']])(
    'English with a look-alike word stays English: %s',
    (request) => {
      expect(analyze(request).language).toBe('en');
    },
  );
});

describe('a child named by a bare noun gets the child questions', () => {
  it.each([
    ['Kind hat Ausschlag', 'Wie alt ist das Kind?'],
    ['Fieber Kind', 'Wie alt ist das Kind?'],
    ['fiebre nene', '¿Cuántos años tiene el niño o la niña?'],
    ['bimbo tosse', 'bambino'],
    ['febre criança', 'criança'],
  ])('%s asks the child’s age', (request, question) => {
    const { questions } = optimize(request, 'gpt');
    expect(questions.map((q) => q.id)).toContain('kid-age');
    expect(questions.find((q) => q.id === 'kid-age')?.question).toContain(question);
  });

  it('"what kind of" in a German request is no child', () => {
    const { questions } = optimize('Welche Art Dünger für Tomaten, kind of organisch?', 'gpt');
    expect(questions.map((q) => q.id)).not.toContain('kid-age');
  });
});
