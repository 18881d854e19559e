import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * A user who asks us to choose, or who gives their own situation beside a comparison, wants a
 * pick: the closing line asks for the assistant's own choice and what would change it, not
 * "which option fits best under which conditions". A bare comparison keeps the neutral line,
 * "don't tell me which to pick" keeps no verdict, and a choice is no plan or table when the user
 * asked for a short paragraph. "Best X" asks a buyer's budget only when X is a thing to buy.
 * New prompts; every assertion reads what the user sees.
 */

const PICK = {
  en: 'End with the one you would pick for my situation and why, and what would change that choice.',
  es: 'Termina diciendo cuál elegirías tú en mi situación y por qué',
  fr: 'Terminez en indiquant l’option que vous choisiriez dans ma situation',
  'fr-tu': 'Termine en indiquant l’option que tu choisirais dans ma situation',
  de: 'Sag zum Schluss, welche Option du in meiner Situation wählen würdest',
  'de-sie': 'Sagen Sie zum Schluss, welche Option Sie in meiner Situation wählen würden',
  it: 'Concludi dicendo quale opzione sceglieresti nella mia situazione',
  pt: 'Termine dizendo qual opção você escolheria na minha situação',
} as const;

/** Every language's neutral "fits best under which conditions" line. */
const NEUTRAL =
  /which option fits best under which conditions|qué opción encaja mejor|quelle option convient le mieux|welche Option unter welchen Bedingungen|quale opzione è più adatta|qual opção é mais adequada/;

const ANY_PICK = new RegExp(
  Object.values(PICK)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

const prompt = (rough: string, target: (typeof ASSISTANT_KEYS)[number] = 'gpt') =>
  optimize(rough, target).prompt;

describe('a decision closes with the assistant’s pick', () => {
  const cases: ReadonlyArray<[keyof typeof PICK, string]> = [
    [
      'en',
      'help me pick an energy tariff: 1) Octopus Flexible 24.5p/kWh 2) British Gas fixed 12 months 26p/kWh 3) EDF fixed 24 months 25p/kWh. I work from home all week',
    ],
    ['en', 'should I take the job in Bristol or stay where I am? it pays 4k more but the commute is an hour'],
    ['en', 'which is better for me, a Garmin Forerunner or an Apple Watch? I mainly run trails at weekends'],
    ['en', 'Peloton vs a normal gym membership, which should I go for? I work nights'],
    ['es', '¿me ayudas a elegir entre alquilar en Sevilla o comprar en Dos Hermanas? trabajo en el centro'],
    ['es', '¿debería aceptar la beca en Salamanca o quedarme trabajando en Bilbao?'],
    ['fr', 'aidez-moi à choisir entre une Clio hybride et une Zoé d’occasion, je fais surtout de la ville'],
    ['fr-tu', 'aide-moi à choisir entre le master à Lille et l’alternance à Nantes, tu peux me tutoyer'],
    ['de', 'Hilf mir bei der Entscheidung: soll ich die Wohnung in Leipzig nehmen oder in Halle bleiben?'],
    [
      'de-sie',
      'Können Sie mir helfen zu entscheiden: Bahncard 50 oder Deutschlandticket? Ich pendle täglich.',
    ],
    ['it', 'aiutami a scegliere tra un abbonamento in palestra e la piscina comunale, lavoro fino alle 19'],
    [
      'it',
      'dovrei accettare il lavoro a Bologna o restare a Verona? ho un mutuo e i miei genitori abitano qui',
    ],
    ['pt', 'me ajuda a escolher entre morar em Coimbra ou em Braga, trabalho remoto e tenho dois gatos'],
    ['pt', 'devo aceitar a proposta em Curitiba ou ficar em Florianópolis? minha família está aqui'],
  ];
  for (const [key, rough] of cases) {
    it(`${key}: ${rough.slice(0, 50)}`, () => {
      const text = prompt(rough);
      expect(text).toContain(PICK[key]);
      expect(text).not.toMatch(NEUTRAL);
    });
  }

  it('holds for every assistant', () => {
    for (const target of ASSISTANT_KEYS) {
      const text = prompt('should I take the job in Bristol or stay where I am? it pays 4k more', target);
      expect(text, target).toContain(PICK.en);
    }
  });

  it('a comparison with the user’s own situation beside it gets the pick too', () => {
    const text = prompt('compare the Kindle Paperwhite and the Kobo Clara, I mostly borrow library ebooks');
    expect(text).toContain(PICK.en);
    expect(text).not.toMatch(NEUTRAL);
  });
});

describe('look-alikes keep the neutral line or no verdict', () => {
  it.each([
    ['compare the Kindle Paperwhite and the Kobo Clara', /which option fits best under which conditions/],
    ['compara el Kindle Paperwhite y el Kobo Clara', /qué opción encaja mejor/],
    ['comparez la Clio hybride et la Zoé', /quelle option convient le mieux/],
    ['Vergleiche die Bahncard 50 und das Deutschlandticket', /welche Option unter welchen Bedingungen/],
    ['confronta la palestra e la piscina comunale', /quale opzione è più adatta/],
    ['compare a Clio híbrida e o Zoé usado', /qual opção é mais adequada/],
  ])('a bare comparison "%s" stays neutral', (rough, neutral) => {
    const text = prompt(rough);
    expect(text).toMatch(neutral);
    expect(text).not.toMatch(ANY_PICK);
  });

  it.each([
    'should I be worried about a mole that itches or is that normal?',
    'devo pagar o IPVA antes de vender o carro?',
    'should I tell my manager I am job hunting?',
  ])('a question that only sounds like a choice gets no pick: %s', (rough) => {
    expect(prompt(rough)).not.toMatch(ANY_PICK);
  });

  it('"differences between" gets no pick', () => {
    expect(prompt('differences between a fixed and a tracker mortgage')).not.toMatch(ANY_PICK);
  });

  it.each([
    'help me choose between the Clio and the Zoe, but don’t tell me which one to pick, just lay out the trade-offs',
    'ayúdame a elegir entre Sevilla y Bilbao, pero no me digas cuál elegir',
    'aiutami a scegliere tra Bologna e Verona, ma non dirmi quale scegliere',
  ])('"don’t tell me which to pick" keeps no verdict: %s', (rough) => {
    const text = prompt(rough);
    expect(text).not.toMatch(ANY_PICK);
    expect(text).not.toMatch(NEUTRAL);
  });
});

describe('a decision in a short paragraph is no plan and no table', () => {
  it('"help me plan whether to…or…" drops the planner and its steps', () => {
    const text = prompt(
      'help me plan whether to move to Glasgow or Manchester next spring, just a short paragraph',
    );
    expect(text).not.toMatch(/Make every step concrete|experienced planner|step-by-step plan/);
    expect(text).toContain(PICK.en);
  });

  it.each([
    'compare Netflix and Disney+ for a family with two small kids who mostly watch cartoons in the evening, we already have Prime and an old TV in the living room, no table, which would you pick',
    'confronta Netflix e Disney+ per una famiglia con due bambini piccoli che guardano soprattutto cartoni la sera, abbiamo già Prime e una TV vecchia in salotto, niente tabella, e dimmi quale sceglieresti per noi',
    'compara Netflix y Disney+ para una familia con dos niños pequeños que ven sobre todo dibujos por la noche, ya tenemos Prime y una tele vieja en el salón, ninguna tabla, y dime cuál elegirías',
    'compare Netflix e Disney+ para uma família com dois filhos pequenos que assistem principalmente desenhos à noite, já temos Prime e uma TV velha na sala, nenhuma tabela, e diga qual você escolheria',
    'Vergleiche Netflix und Disney+ für eine Familie mit zwei kleinen Kindern, die abends hauptsächlich Zeichentrick schauen, wir haben schon Prime und einen alten Fernseher, bitte nicht als Tabelle, welches würdest du nehmen',
    'comparez Netflix et Disney+ pour une famille avec deux jeunes enfants qui regardent surtout des dessins animés le soir, nous avons déjà Prime et une vieille télé, pas de tableau, lequel choisiriez-vous',
  ])('no comparison table: %s', (rough) => {
    const text = prompt(rough);
    expect(text).not.toMatch(
      /comparison table|tabla comparativa|tabella di confronto|tabela comparativa|Vergleichstabelle|tableau comparatif/i,
    );
    expect(text).toMatch(ANY_PICK);
  });

  it('a longer comparison without a table refusal keeps its table', () => {
    const text = prompt(
      'compare Netflix and Disney+ for a family with two small kids who mostly watch cartoons in the evening, we already have Prime and an old TV in the living room',
    );
    expect(text).toMatch(/comparison table/i);
  });
});

describe('"best X" asks a buyer’s questions only for things to buy', () => {
  const ids = (rough: string) => optimize(rough, 'gpt').questions.map((q) => q.id);
  it.each([
    'best savings approach for a couple on different salaries',
    'best order to read the Earthsea books',
    'best way to get fluent in Dutch in 6 months',
    'best study routine for a night-shift nurse',
    'mejor método para aprender alemán',
    'meilleur ordre pour lire les Rougon-Macquart',
    'miglior strategia per risparmiare in coppia',
    'beste Reihenfolge für die Hexer-Romane',
  ])('"%s" gets no budget or buyer’s priority question', (rough) => {
    expect(ids(rough)).not.toContain('buy-budget');
    expect(ids(rough)).not.toContain('buy-priority');
  });

  it.each([
    'best laptop for a computer science student',
    'best stroller for city living',
    'best hiking boots for wide feet',
  ])('"%s" still asks the budget', (rough) => {
    expect(ids(rough)).toContain('buy-budget');
  });
});
