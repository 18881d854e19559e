import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { expectWhole } from './test-corpus/expect-whole';

/**
 * Pasted contract clauses and letters reach every assistant as one block, byte for byte: a
 * numbered clause heading is no instruction, a letter's greeting and signature are no bullets,
 * and the user's own question stays out of the paste. Several questions keep the user's order,
 * after the facts they refer to.
 */

const TARGETS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

const SAAS_CLAUSE = `9.3 Termination for Convenience.
Either party may terminate this Agreement without cause upon ninety (90) days' prior written notice. Fees paid in advance for the remainder of the then-current Subscription Term are non-refundable, except as expressly provided in Section 9.4.`;

const MIETVERTRAG = `§ 7 Schönheitsreparaturen
(1) Die Schönheitsreparaturen während der Mietzeit übernimmt der Mieter auf eigene Kosten.
(2) Bei Auszug sind die Wände in hellen, neutralen Farben zu streichen, unabhängig vom Zeitpunkt der letzten Renovierung.`;

const CLAUSULA = `Cláusula 4.1 Periodo de prueba.
El trabajador quedará sometido a un periodo de prueba de seis meses, durante el cual cualquiera de las partes podrá resolver el contrato sin preaviso ni indemnización alguna.`;

const CLUB_LETTER = `Dear Parents and Carers,

From next week the U9 training moves to Tuesdays at 17:30 on the back pitch, because the clubhouse floor is being redone. Boots with moulded studs only, please, and every player needs a named water bottle.

Kind regards,
Coach Dee`;

const SCHOOL_LETTER = `Dear Parents and Carers,
Year 3 will be performing their spring assembly on Thursday 27 March at 9:15 in the main hall. Families are very welcome; please use the playground gate, as the front office will be closed during the performance.
With thanks,
Mrs H.
Ms Lindqvist`;

const ELTERNBRIEF = `Liebe Eltern,

am Freitag, dem 4. April, findet unser Frühlingsfest statt. Wir freuen uns über Kuchenspenden; bitte tragen Sie sich bis Mittwoch in die Liste am Eingang ein.

Viele Grüße
Frau Okonkwo`;

const CARTA_COLEGIO = `Estimadas familias:

El próximo lunes comienza el horario de verano. Las clases terminarán a las 13:00 y el comedor funcionará hasta las 15:00 para quienes lo tengan contratado.

Un saludo,
Marta Ruiz
Jefa de Estudios`;

/** No line of the paste became a numbered or bulleted instruction. */
function expectNoBulletFrom(prompt: string, lines: readonly string[]): void {
  for (const line of lines) {
    const escaped = line.trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    expect(prompt).not.toMatch(new RegExp(`^\\s*(?:\\d+[.)]|[-*•])\\s+${escaped}`, 'mu'));
  }
}

describe('a pasted clause under its numbered heading is one block', () => {
  it.each(TARGETS)('keeps an English clause apart from the question before and after it (%s)', (target) => {
    const ask = 'we signed a 3 year contract in january, can we get out of it early?';
    const after = 'is the 90 days counted from the day we email them?';
    const r = optimize(`${ask}\n${SAAS_CLAUSE}\n${after}`, target);
    expectWhole(r.prompt, SAAS_CLAUSE);
    expectNoBulletFrom(r.prompt, ['9.3 Termination for Convenience.']);
    // The user's questions are asked, outside the paste.
    expect(r.prompt).toMatch(/can we get out of it early\?/iu);
    expect(r.prompt).toMatch(/is the 90 days counted from the day we email them\?/iu);
  });

  it.each(TARGETS)('keeps a German "§" clause with its paragraphs, the user line outside (%s)', (target) => {
    const r = optimize(
      `Muss ich das wirklich machen, wenn ich ausziehe?\n\n${MIETVERTRAG}\n\nIch wohne seit 2019 dort und ziehe Ende Mai aus.`,
      target,
    );
    expectWhole(r.prompt, MIETVERTRAG);
    expectNoBulletFrom(r.prompt, ['§ 7 Schönheitsreparaturen']);
    expect(r.prompt).toContain('Ich wohne seit 2019 dort und ziehe Ende Mai aus.');
  });

  it.each(TARGETS)('keeps a Spanish "Cláusula" whole after the question (%s)', (target) => {
    const r = optimize(`¿Esto es legal? Me acaban de ofrecer el puesto.\n\n${CLAUSULA}`, target);
    expectWhole(r.prompt, CLAUSULA);
    expectNoBulletFrom(r.prompt, ['Cláusula 4.1 Periodo de prueba.']);
  });

  it("still reads a numbered list of the user's steps as the user's", () => {
    const r = optimize('Write a packing checklist.\n1. Include documents\n2. Include chargers', 'gpt');
    expect(r.analysis.material).toHaveLength(0);
  });
});

describe("a letter pasted between the user's words is one block, greeting to signature", () => {
  it.each(TARGETS)('keeps a club letter signed by the coach whole (%s)', (target) => {
    const r = optimize(
      `can you turn this into a short text for the team chat\n\n${CLUB_LETTER}\n\nkeep the times exactly as written`,
      target,
    );
    expectWhole(r.prompt, CLUB_LETTER);
    expectNoBulletFrom(r.prompt, ['Dear Parents and Carers,', 'Kind regards,', 'Coach Dee']);
    expect(r.prompt).toMatch(/keep the times exactly as written/iu);
  });

  it.each(TARGETS)('keeps a school letter with two signature names whole (%s)', (target) => {
    const r = optimize(
      `translate this into Ukrainian for two new families\n${SCHOOL_LETTER}\nthanks`,
      target,
    );
    expectWhole(r.prompt, SCHOOL_LETTER);
    expectNoBulletFrom(r.prompt, ['Dear Parents and Carers,', 'Mrs H.', 'Ms Lindqvist']);
  });

  it.each(TARGETS)("keeps a German parents' letter whole (%s)", (target) => {
    const r = optimize(
      `Kannst du daraus eine kurze Nachricht für die Eltern-WhatsApp-Gruppe machen?\n\n${ELTERNBRIEF}\n\nBitte locker, aber ohne Emojis.`,
      target,
    );
    expectWhole(r.prompt, ELTERNBRIEF);
    expectNoBulletFrom(r.prompt, ['Liebe Eltern,', 'Frau Okonkwo']);
  });

  it.each(TARGETS)('keeps a Spanish school letter whole (%s)', (target) => {
    const r = optimize(`resúmelo en dos frases para mi marido\n\n${CARTA_COLEGIO}`, target);
    expectWhole(r.prompt, CARTA_COLEGIO);
    expectNoBulletFrom(r.prompt, ['Estimadas familias:', 'Marta Ruiz']);
  });
});

describe("several questions keep the user's order, after the facts they refer to", () => {
  const cases = [
    {
      name: 'German "Außerdem"',
      prompt:
        'Schreib bitte eine höfliche E-Mail an die Leiterin der Kita Sonnenblume. Mein Sohn Mats ist 2 und fängt am 3. März an. Ich arbeite ab dem 17. März wieder. Wie lange dauert die Eingewöhnung? Außerdem: Muss er bis dahin schon ohne Schnuller schlafen?',
      fact: 'Mein Sohn Mats ist 2 und fängt am 3. März an.',
      first: 'Wie lange dauert die Eingewöhnung?',
      second: 'Außerdem: Muss er bis dahin schon ohne Schnuller schlafen?',
    },
    {
      name: 'Spanish "Además"',
      prompt:
        'Necesito un correo formal para la directora de la escuela infantil. Mi hija Lucía tiene 18 meses y empieza el 3 de febrero. Vuelvo al trabajo el 17. ¿Cuánto dura el periodo de adaptación? Además: ¿tiene que llevar pañales de casa?',
      fact: 'Vuelvo al trabajo el 17.',
      first: '¿Cuánto dura el periodo de adaptación?',
      second: 'Además: ¿tiene que llevar pañales de casa?',
    },
    {
      name: 'English "Also"',
      prompt:
        'Write a formal email to my landlord. The boiler broke on Monday and he said someone would come Thursday, nobody came. When will it be fixed? Also: can I deduct the cost of the heater I bought from the rent?',
      fact: 'nobody came.',
      first: 'When will it be fixed?',
      second: 'Also: can I deduct the cost of the heater I bought from the rent?',
    },
  ];
  for (const c of cases) {
    it.each(TARGETS)(`${c.name}: facts, then the main question, then the further one (%s)`, (target) => {
      const p = optimize(c.prompt, target).prompt;
      const fact = p.indexOf(c.fact);
      const first = p.indexOf(c.first);
      const second = p.indexOf(c.second);
      expect(fact, p).toBeGreaterThanOrEqual(0);
      expect(first, p).toBeGreaterThan(fact);
      expect(second, p).toBeGreaterThan(first);
    });
  }
});
