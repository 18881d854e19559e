import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { expectAll, expectNone, prompts } from './test-corpus/every-assistant';

/**
 * Judges gave 1s when a phrase the user ruled out became the deliverable ("Create a not an
 * itinerary.") and when one of our stock lines fought a rule the user set on the same topic
 * ("use null" after "put N/A", "ask me first" after "don't ask me anything"). New prompts of
 * those shapes, checked on the prompt every assistant receives.
 */
/** Our verb in front of a negation: "Create a not…", "Write no…", "Write a never…". */
const VERB_BEFORE_NEGATION = /\b(?:Create|Write|Suggest)\s+(?:an?\s+)?(?:not|no|never)\b/;

describe('the negated phrase is never the deliverable', () => {
  it.each([
    ['not a workout plan!! just a stretching routine for my lower back', /stretching routine/i],
    ['NOT a cover letter. only a short email to the recruiter asking about the salary range', /email/i],
    ['no poem... just a birthday message for my aunt Rosa turning 70', /birthday message/i],
    ['not an essay!!! just an outline for a talk on remote work', /outline/i],
  ])('%s', (rough, wanted) => {
    expectNone(rough, VERB_BEFORE_NEGATION);
    expectAll(rough, wanted);
  });

  it('the wanted deliverable leads the task, the ruled-out one stays as the user wrote it', () => {
    const rough = 'not an itinerary!! just a packing list for a week of hiking in Scotland';
    for (const [i, prompt] of prompts(rough).entries()) {
      expect(prompt, ASSISTANT_KEYS[i]).toMatch(/packing list for a week of hiking in Scotland/i);
      expect(prompt, ASSISTANT_KEYS[i]).toMatch(/not an itinerary/i);
    }
  });

  it('"Y, not X": the ruled-out meal plan does not pick the meal-plan shape', () => {
    expectNone('a shopping list for the week for two adults, not a meal plan', /breakfast, lunch, dinner/i);
  });

  it('positive control: a meal plan that is asked for keeps its shape', () => {
    expectAll(
      'meal plan for the week for two adults who cook on weekdays only',
      /breakfast, lunch, dinner|desayuno|petit-déjeuner/i,
    );
  });
});

/** Our stock empty-value rule in any of the six languages. */
const NULL_LINE = /\bnull\b/i;

describe("the user's own empty-value rule replaces our null line", () => {
  it.each([
    'get name, company and phone from these email signatures as a table. if there is no phone, write "none set"\n\nPriya Nair | Acme Ltd | +44 20 7946 0000\nTom Keller | Keller Bau',
    'pull order id, date and coupon code from these confirmations; put N/A where there is no coupon\n\nOrder 5512, 3 May, code SPRING10\nOrder 5513, 4 May',
    'extract the author and year of each reference below, mark unknown ones with a dash\n\nSmith, J. (2019) Soil carbon.\nAnonymous. Field notes on moths.',
    'saca nombre, email y teléfono de estas firmas; si no hay teléfono déjalo en blanco\n\nAna Ruiz, ana@correo.es, 600 111 222\nPedro Gil, pedro@correo.es',
    "extrais le titre et le prix de ces annonces, mets un tiret s'il n'y a pas de prix\n\nVélo de ville, 120 €\nTable basse en chêne",
    'Extrahiere Firma und Ansprechpartner aus diesen Anfragen, falls kein Ansprechpartner genannt ist, schreib "unbekannt"\n\nMüller GmbH, Frau Berg\nSchulz & Co',
    'estrai nome e città da questi messaggi, se manca la città lascia vuoto\n\nCiao, sono Marco da Torino\nSalve, sono Giulia',
    'extraia nome e cidade destas mensagens, se faltar a cidade deixe em branco\n\nOlá, sou o João de Braga\nOi, sou a Rita',
  ])('%s', (rough) => {
    expectNone(rough, NULL_LINE);
  });

  it('positive control: no rule of the user, our null line stays', () => {
    expectAll(
      'extract sender name and invoice total from each of these emails as JSON\n\nFrom: Dana Lee - total due 340 EUR\nFrom: Omar Haddad - see attached',
      NULL_LINE,
    );
  });
});

/** Our explainer line, which builds on an example or analogy (English and Spanish). */
const ANALOGY_LINE = /concrete example or analogy|ejemplo concreto o una analogía/i;

describe('a stock line on a topic the user has ruled on goes', () => {
  it.each([
    'write a doctor note style email excusing my son from school yesterday, he had a fever. dont ask me any questions, just write it',
    'complaint letter to my landlord about the broken heating, do not ask me for more details',
  ])('"don\'t ask me": %s', (rough) => {
    expectNone(rough, /ask me for it before writing/i);
  });

  it.each([
    'explain how a heat pump moves heat out of cold air, without analogies',
    'explica cómo funciona la inflación, sin analogías',
  ])('"no analogies": %s', (rough) => {
    expectNone(rough, ANALOGY_LINE);
  });

  it('positive controls: without such rules our lines stay', () => {
    expectAll('explain how a heat pump moves heat out of cold air', ANALOGY_LINE);
    expectAll('complaint letter to my landlord about the broken heating', /ask me for it before writing/i);
  });
});
