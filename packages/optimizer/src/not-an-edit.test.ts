import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

/**
 * The editor's lines ("You are an experienced editor", "The revised text, then the main
 * changes", "quote the words it concerns") belong to a change of the user's own text. A check of
 * pasted data, a check of maths working, a short explanation and a reply to a pasted message are
 * other tasks: each keeps its own lines, in every language, and a real edit keeps the editor.
 */

const EDITOR = /experienced editor|The revised text|quote the words it concerns|Keep the author's meaning/u;

const DATA: readonly string[] = [
  'check this fixtures CSV for clashes, just list the problems\n\ndate,home,away,pitch\n2024-05-04,Rovers,United,1\n2024-05-04,City,Rovers,1\n2024-05-11,United,City,2',
  'revisa este horario y dime solo los problemas, no lo reescribas\n\ndía,hora,aula,profesor\nlunes,9:00,A1,García\nlunes,9:00,A1,López\nmartes,10:00,B2,García',
  'vérifie ce planning et ne le réécris pas, juste des remarques\n\njour,heure,salle,prof\nlundi,9h,A1,Martin\nlundi,9h,A1,Durand\nmardi,10h,B2,Martin',
  'prüf diese Schichtliste auf Überschneidungen, nur Anmerkungen bitte\n\nTag,Schicht,Name\nMontag,Früh,Anna\nMontag,Früh,Anna\nDienstag,Spät,Ben',
  'controlla questa tabella dei turni, dimmi solo i problemi\n\ngiorno,turno,nome\nlunedì,mattina,Luca\nlunedì,mattina,Luca\nmartedì,sera,Sara',
  'verifica esta escala e só me diga os problemas\n\ndia,turno,nome\nsegunda,manhã,Rita\nsegunda,manhã,Rita\nterça,noite,João',
  'check this JSON export for duplicate ids, just tell me what is wrong\n\n[{"id": 1, "name": "Ana"}, {"id": 1, "name": "Ben"}, {"id": 2, "name": "Cy"}]',
];

describe('problems in pasted data', () => {
  for (const rough of DATA) {
    it(`lists the rows at fault, with no editor: ${rough.split('\n')[0]}`, () => {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out).not.toMatch(EDITOR);
        expect(out).not.toMatch(/editor|editora?|rédacteur|redakteur|redattore|revisor/iu);
      }
      expect(optimize(rough, 'claude').prompt).toMatch(/row|fila|ligne|Zeile|riga|linha/u);
    });
  }

  it('still gives notes on the user’s prose', () => {
    const out = optimize(
      "proofread my cover letter, don't rewrite it, just tell me what's wrong\n\nDear Ms Hale, I am writing to apply for the role of junior analyst. I has three years of experience in retail data.",
      'gpt',
    ).prompt;
    expect(out).toContain('For each problem, quote the words it concerns');
  });
});

const MATHS: readonly string[] = [
  'can you check my integration by parts\n\n∫ x e^x dx\nu = x, dv = e^x dx\ndu = dx, v = e^x\n= x e^x - ∫ e^x dx = x e^x - e^x + C',
  'check my working\n\n2x + 6 = 14\n2x = 8\nx = 4',
  'revisa mi derivada por favor\n\nf(x) = x^2 sin x\nf(x) = 2x sin x + x^2 cos x',
  'vérifie mon calcul\n\n3x - 7 = 11\n3x = 18\nx = 6',
  'prüf meine Rechnung\n\n5x + 3 = 18\n5x = 15\nx = 3',
  'controlla il mio calcolo\n\n4x - 2 = 10\n4x = 12\nx = 3',
];

describe('maths working to check', () => {
  for (const rough of MATHS) {
    it(`is a maths check, not code or an edit: ${rough.split('\n')[0]}`, () => {
      expect(analyze(rough).classification.kind).toBe('math');
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out).not.toMatch(EDITOR);
        expect(out).not.toMatch(/corrected code|software engineer|root cause/u);
      }
    });
  }

  it('says first whether the working is right', () => {
    expect(optimize(MATHS[0] ?? '', 'gpt').prompt).toContain('Say first whether the answer given is right');
  });

  it('leaves settings as settings', () => {
    const rough = 'my worker keeps timing out, what is wrong\n\nTIMEOUT=30s\nRETRIES=3\nWORKERS=2';
    expect(analyze(rough).classification.kind).not.toBe('math');
  });

  it('leaves pasted code as code', () => {
    const rough =
      'check my code, it prints the wrong total\n\ntotal = 0\nfor x in items:\n    total = x\nprint(total)';
    expect(analyze(rough).classification.kind).not.toBe('math');
    expect(analyze(rough).material.some((m) => m.kind === 'code')).toBe(true);
  });
});

const DOCKERFILE =
  'FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nCMD ["node","server.js"]';

describe('a short explanation asked for', () => {
  for (const rough of [
    `explain this Dockerfile to a junior, not line by line, keep it tight\n\n${DOCKERFILE}`,
    `explain this Dockerfile briefly\n\n${DOCKERFILE}`,
    `explícame este Dockerfile en pocas palabras\n\n${DOCKERFILE}`,
    `erklär mir dieses Dockerfile kurz und knapp\n\n${DOCKERFILE}`,
  ]) {
    it(`gets the gist, not a walk through each line: ${rough.split('\n')[0]}`, () => {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out).not.toMatch(/piece by piece|parte por parte|Stück für Stück|each command/u);
        expect(out).not.toMatch(EDITOR);
      }
    });
  }

  for (const rough of [
    'explain how a heat pump works in a nutshell',
    'explain how vaccines work, keep it short',
  ]) {
    it(`builds no length: ${rough}`, () => {
      expect(optimize(rough, 'gpt').prompt).not.toContain('build up with a concrete example or analogy');
    });
  }

  it('still walks through the code when no length is capped', () => {
    expect(optimize(`explain this Dockerfile to a junior\n\n${DOCKERFILE}`, 'gpt').prompt).toContain(
      'piece by piece',
    );
  });
});

const EMAIL =
  'Hi, I ordered a blue kettle on 3 March and received a red one. This is the second time this has happened and I am very disappointed. Please advise how you will fix this.\nRegards, Janet';

describe('a reply to a pasted message', () => {
  for (const rough of [
    `Help me reply to this:\n\n${EMAIL}`,
    `how should I answer this customer?\n\n${EMAIL}`,
  ]) {
    it(`is a reply, not a revision of the message: ${rough.split('\n')[0]}`, () => {
      for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt).not.toMatch(EDITOR);
    });
  }

  it('edits the user’s own draft reply', () => {
    const draft =
      'Janet, we have told you twice that colours vary. Read the listing next time. We will send a blue one but this is the last time.';
    const angry = optimize(`make my reply to this email sound less angry:\n\n${draft}`, 'gpt').prompt;
    expect(angry).toContain(draft);
    expect(angry).not.toMatch(/rows it concerns|whether the answer given is right/u);
    const proofread = optimize(`proofread my reply to this customer before I send it:\n\n${draft}`, 'gpt');
    expect(proofread.prompt).toMatch(/editor|revised text/u);
  });
});
