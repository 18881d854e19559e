import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { expectAll, expectNone, prompts } from './test-corpus/every-assistant';

/**
 * The shapes stock-lines.test.ts left open, on new prompts: one line of pasted code, PHP's open
 * and close tags, running plans, a how-to phrased as advice, a chore rota, the how-to's questions,
 * and the review, timetable and how-to lines in Spanish, German, Italian and Portuguese. Checked
 * on the prompt every assistant receives (and the questions the user sees), with controls.
 */
function questions(rough: string): string {
  return optimize(rough, 'gpt')
    .questions.map((q) => q.question)
    .join(' | ');
}

const EDITING = /experienced editor|revised text|Keep the author/i;

describe('one line of code after a lead is pasted code, not a text to edit', () => {
  it.each([
    [
      'Review this Express route for security issues:\n\napp.post("/avatar", upload.single("file"), (req, res) => res.redirect(req.query.next));',
      'res.redirect(req.query.next));',
    ],
    [
      'Can you look over this one-liner for XSS risks:\n\nres.send("<p>Hello " + req.query.name + "</p>");',
      'res.send("<p>Hello " + req.query.name + "</p>");',
    ],
  ])('%s', (rough, line) => {
    expectNone(rough, EDITING);
    expectAll(rough, /finding/i);
    // The line stays whole, in a code block.
    expect(optimize(rough, 'gpt').prompt).toMatch(/```\w*\n.*\n```/);
    expectAll(rough, new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  it('control: a sentence with a semicolon after "review this paragraph" is still prose', () => {
    const rough =
      'Review this paragraph for tone, it sounds cold:\n\nWe are unable to refund your order at this time; please contact support if you have questions.';
    expect(optimize(rough, 'gpt').prompt).not.toMatch(/```/);
  });
});

describe("PHP's <?php and ?> belong to the code block", () => {
  const rough =
    "audit this PHP login form for anything an attacker could abuse\n\n<?php\n$email = $_POST['email'];\n$res = mysqli_query($conn, \"SELECT id FROM members WHERE email='$email'\");\nif (mysqli_num_rows($res) === 1) { $_SESSION['member'] = $email; }\n?>";

  it('no tag becomes an instruction, both stay in the pasted code byte for byte', () => {
    expectNone(rough, /^\s*(?:- |\d+\. )?(?:<\?php|\?>)\.\s*$/m);
    for (const [i, prompt] of prompts(rough).entries()) {
      expect(prompt, ASSISTANT_KEYS[i]).toContain("<?php\n$email = $_POST['email'];");
      expect(prompt, ASSISTANT_KEYS[i]).toContain("$_SESSION['member'] = $email; }\n?>");
      expect(prompt.split('<?php').length, ASSISTANT_KEYS[i]).toBe(2);
    }
  });

  it('an audit of pasted code gets findings', () => {
    expectAll(rough, /finding/i);
    expectNone(rough, /root cause|corrected code/i);
  });
});

const GYM = /sets|reps|series, repeticiones|Sätzen, Wiederholungen|personal trainer|entrenador personal/i;

describe('a running plan is weekly runs, not sets and reps', () => {
  it.each([
    'I want to run my first half marathon in October, can you make me a 16 week plan? I run about 15 km a week now',
    'couch to 5k plan for someone who has never run before',
    'training plan for a sub-50 10k, I can train 4 days a week',
  ])('%s', (rough) => {
    expectNone(rough, GYM);
    expectAll(rough, /pace/);
    expectAll(rough, /rest days/);
    expect(questions(rough)).not.toMatch(/equipment|main goal/i);
  });

  it.each([
    ['plan de entrenamiento de 10 semanas para mi primera media maratón', /ritmo/],
    ['Trainingsplan für meinen ersten Halbmarathon in 12 Wochen', /Tempo/],
  ])('%s', (rough, pace) => {
    expectNone(rough, GYM);
    expectAll(rough, pace);
  });

  it('control: a gym plan keeps its sets and reps', () => {
    expectAll('4-day upper/lower gym workout plan for building muscle, I have a full gym', /sets/);
  });
});

describe('a practical how-to phrased as advice gets the how-to lines', () => {
  it.each([
    'how should I go about patching drywall?',
    "what's the best way to get mould off the silicone around my bath?",
    'how would you go about re-hanging a door that sticks at the top?',
  ])('%s', (rough) => {
    expectNone(rough, /trade-offs|thoughtful, practical advisor/i);
    expect(optimize(rough, 'gpt').prompt).toMatch(/steps in order/);
  });

  it.each([
    'should I ask for a raise',
    'how should I go about asking my landlord to lower the rent?',
    'how do I tell my flatmate he needs to pay his share of the bills?',
    'how can I improve my credit score?',
    'how do I stop procrastinating on my thesis?',
  ])('control, still advice about people or money: %s', (rough) => {
    expectNone(rough, /tools, materials/);
  });
});

describe('a chore rota is a grid of who does what, like a timetable', () => {
  it.each([
    'cleaning rota for 5 flatmates: bins, bathroom, kitchen, hoovering, weekly swap',
    'chore chart for my kids aged 7 and 10',
    'Putzplan für unsere 3er-WG, Bad, Küche und Müll, wöchentlich wechselnd',
  ])('%s', (rough) => {
    expectNone(
      rough,
      /data analyst|Datenanalyst|Base every statement on the data|step-by-step plan|every step concrete/i,
    );
    expectAll(rough, /who does which task|wer welche Aufgabe/);
  });
});

describe('a how-to asks no pitch level', () => {
  it.each([
    'explain how to sharpen a kitchen knife on a whetstone',
    'can you explain how to wire a plug',
    'explícame cómo purgar los radiadores de casa',
  ])('%s', (rough) => {
    expect(questions(rough)).not.toMatch(/level|pitched|nivel/i);
  });

  it('control: a concept still asks for the level', () => {
    expect(questions('explain how black holes form')).toMatch(/level/i);
  });
});

describe('review, timetable and how-to lines in Spanish, German, Italian and Portuguese', () => {
  it.each([
    [
      'Revisa la seguridad de esta función:\n\nfunction borrar(id) {\n  return db.query("DELETE FROM notas WHERE id=" + id);\n}',
      /hallazgo/,
    ],
    [
      'Mach bitte ein Code-Review dieser Funktion:\n\ndef mittel(werte):\n    summe = 0\n    for w in werte: summe += w\n    return summe / len(werte)',
      /Befund/,
    ],
    [
      'Fai una revisione del codice di questa funzione, cosa cambieresti?\n\ndef media(valori):\n    totale = 0\n    for v in valori: totale += v\n    return totale / len(valori)',
      /quanto è grave/,
    ],
    [
      'Faça uma revisão de segurança deste código:\n\nfunction apagar(id) {\n  return db.query("DELETE FROM notas WHERE id=" + id);\n}',
      /gravidade/,
    ],
  ])('review: %s', (rough, line) => {
    expectAll(rough, line);
    expectNone(
      rough,
      /causa ra[íi]z|código corregido|Ursache|codice corretto|código corrigido|eseguibile|lauffähigen/i,
    );
  });

  it.each([
    ['hazme un horario semanal para los deberes de mis hijos, de lunes a viernes', /franja horaria/],
    ['Erstelle einen Schichtplan für 4 Baristas, geöffnet von 7 bis 19 Uhr', /Zeitblock/],
    ['fammi un orario settimanale per i compiti dei miei figli, dal lunedì al venerdì', /fascia oraria/],
    ['monte uma escala de turnos para 4 atendentes, das 8h às 20h, de segunda a sábado', /sem sobreposições/],
  ])('timetable: %s', (rough, line) => {
    expectAll(rough, line);
  });

  it.each([
    ['¿cómo quito el moho de las juntas del baño?', /pasos en orden/],
    ['Wie wechsle ich den Schlauch am Fahrrad?', /richtigen Reihenfolge/],
    ['come posso sostituire la guarnizione del rubinetto?', /passaggi in ordine/],
    ['como faço para desentupir a pia da cozinha?', /passos em ordem/],
  ])('how-to: %s', (rough, line) => {
    expect(optimize(rough, 'gpt').prompt).toMatch(line);
  });

  it.each(['¿cómo funciona la fotosíntesis?', 'Wie funktioniert eine Wärmepumpe?'])(
    'control, how something works is no how-to: %s',
    (rough) => {
      expectNone(rough, /pasos en orden|richtigen Reihenfolge/);
    },
  );
});
