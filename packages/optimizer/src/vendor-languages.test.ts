import { describe, expect, it } from 'vitest';
import { analyze } from './analysis/index';
import { optimize } from './index';

/**
 * The per-assistant lines of research/assistant-guides.md in the prompt's own language and
 * register, R1's step-by-step removal in six languages, and the user's own bulleted orders kept
 * as requirements (new prompts, written for this file).
 */

const FR_TU = `Rôle : Tu es un rédacteur de notes de version pour Voilier, une appli de navigation.

Tâche : Transforme les commits ci-dessous en notes de version courtes.

Exigences :
- Regroupe les entrées par type.
- Réfléchis étape par étape.

Exemples :
Ajouté : export GPX

Format de sortie : Markdown, une puce par entrée.`;

const DE_SIE = `Rolle: Sie sind Redakteur für die Kundenzeitschrift einer Bäckereikette mit zwölf Filialen in Köln.

Aufgabe: Schreiben Sie drei Überschriften für einen Artikel über Sauerteig.

Vorgaben:
- Jede Überschrift hat höchstens acht Wörter.
- Denken Sie Schritt für Schritt nach.

Beispiele:
Warum unser Roggenbrot drei Tage reift

Ausgabeformat: eine nummerierte Liste.`;

const ES = `Rol: Eres un asistente de soporte de una tienda de bicicletas.

Tarea: Clasifica los mensajes de clientes en envío, garantía u otro.

Requisitos:
- Una etiqueta por mensaje.
- Piensa paso a paso.

Ejemplos:
"Mi pedido no ha llegado" -> envío

Formato de salida: una línea por mensaje con la etiqueta.`;

describe('small-model lines speak the prompt’s language and register', () => {
  it('French "tu": Mistral, Llama and Gemma lines in tu, no English line', () => {
    expect(optimize(FR_TU, 'mistral').prompt).toMatch(
      /Réponds uniquement dans le format de sortie ci-dessus/,
    );
    expect(optimize(FR_TU, 'metaLlama').prompt.split('\n').at(-1)).toMatch(
      /^Commence directement par la réponse/,
    );
    expect(optimize(FR_TU, 'gemini').prompt.split('\n').at(-1)).toMatch(/^Sers-toi des exemples uniquement/);
    for (const key of ['mistral', 'metaLlama', 'gemini'] as const)
      expect(optimize(FR_TU, key).prompt).not.toMatch(/Reply only|Start with the answer|Use the examples/);
  });

  it('German "Sie": the lines say Sie, never du', () => {
    const mistral = optimize(DE_SIE, 'mistral').prompt;
    const llama = optimize(DE_SIE, 'metaLlama').prompt;
    const gemma = optimize(DE_SIE, 'gemini').prompt;
    expect(mistral).toMatch(/Antworten Sie nur im oben genannten Ausgabeformat/);
    expect(llama).toMatch(/Beginnen Sie direkt mit der Antwort/);
    expect(gemma).toMatch(/Nutzen Sie die Beispiele nur/);
    expect(`${mistral}${llama}${gemma}`).not.toMatch(/\b(?:Antworte|Beginne|Nutze) /);
  });

  it('Spanish: the three lines in Spanish', () => {
    expect(optimize(ES, 'mistral').prompt).toMatch(/Responde solo en el formato de salida/);
    expect(optimize(ES, 'metaLlama').prompt).toMatch(/Empieza directamente con la respuesta/);
    expect(optimize(ES, 'gemini').prompt).toMatch(/Usa los ejemplos solo para ver el formato/);
  });
});

describe('DeepSeek R1 in other languages', () => {
  it('drops the step-by-step line, says "Answer as…" and notes the examples in the prompt’s language', () => {
    const fr = optimize(FR_TU, 'deepseek').prompt;
    expect(fr).not.toMatch(/étape par étape/);
    expect(fr).toMatch(/^Réponds en tant que rédacteur de notes de version pour Voilier/);
    expect(fr).toMatch(
      /Exemples \(référence pour le format de sortie uniquement[^\n]*\n"""\nAjouté : export GPX/,
    );
    expect(fr).toContain('- Regroupe les entrées par type.');
    const de = optimize(DE_SIE, 'deepseek').prompt;
    expect(de).not.toMatch(/Schritt für Schritt/);
    expect(de).toMatch(/^Antworten Sie als Redakteur/);
    const es = optimize(ES, 'deepseek').prompt;
    expect(es).not.toMatch(/paso a paso/);
    expect(es).toMatch(/referencia solo para el formato de salida/);
    expect(es).not.toMatch(/reference for the output|Answer as/);
  });

  it.each([
    ['it', 'Traduci in inglese questa email e ragiona passo dopo passo.', /passo dopo passo/],
    ['pt', 'Resuma este relatório em cinco tópicos. Pense passo a passo.', /passo a passo/],
    [
      'de',
      'Erkläre mir, wie ein Wärmetauscher funktioniert, und denke Schritt für Schritt.',
      /Schritt für Schritt/,
    ],
  ])('%s: the rough ask loses the phrase and keeps its verb', (_lang, rough, phrase) => {
    const out = optimize(rough, 'deepseek').prompt;
    expect(out).not.toMatch(phrase);
    expect(out).toContain(rough.split(/ (?:e|und|Pense|,)/u)[0]!.slice(0, 12));
    expect(optimize(rough, 'gpt').prompt).toMatch(phrase);
  });

  it('keeps the phrase inside pasted material byte for byte', () => {
    const rough = `Fasse diesen Artikel zusammen und denke Schritt für Schritt.

"""
Der Stadtrat hat die Buslinie 12 bis zum Hafen verlängert. „Denke Schritt für Schritt", sagte die Bürgermeisterin zur Planung.
"""`;
    const out = optimize(rough, 'deepseek').prompt;
    expect(out).toContain('„Denke Schritt für Schritt", sagte die Bürgermeisterin zur Planung.');
    expect(out).toMatch(/Fasse diesen Artikel zusammen\./);
    expect(out.match(/Schritt für Schritt/g)).toHaveLength(1);
  });
});

describe("the user's own bulleted orders are requirements, not pasted material", () => {
  const REVIEW = `You are a senior code reviewer.
Review the pull request diff I paste next for a payments service.
Think step by step.
- Flag any race conditions.
- Call out missing error handling.`;

  it('keeps the list as instructions for every assistant, and R1 drops only the step-by-step line', () => {
    expect(analyze(REVIEW).material).toEqual([]);
    const gpt = optimize(REVIEW, 'gpt').prompt;
    expect(gpt).toMatch(/^- Flag any race conditions\.$/m);
    expect(gpt).not.toMatch(/<items>|# Input/);
    const r1 = optimize(REVIEW, 'deepseek').prompt;
    expect(r1).not.toMatch(/step by step|\[file name\]/i);
    expect(r1).toMatch(/Flag any race conditions\./);
    expect(r1).toMatch(/Call out missing error handling\./);
  });

  it('pasted lists stay material: survey answers and log lines', () => {
    const survey = `Group these survey answers by theme:
- Add a dark mode please
- Fix the sync crash on Android
- love it but export is slow`;
    expect(analyze(survey).material.map((m) => m.content)).toEqual([
      '- Add a dark mode please\n- Fix the sync crash on Android\n- love it but export is slow',
    ]);
    const logs = `Find why the nightly job fails.
2026-03-02 10:01:22 ERROR worker-3 timeout after 30s
2026-03-02 10:01:25 WARN retry 1/3
2026-03-02 10:01:55 ERROR worker-3 timeout after 30s`;
    expect(analyze(logs).material).toHaveLength(1);
    expect(optimize(logs, 'claude').prompt).toContain('2026-03-02 10:01:25 WARN retry 1/3');
  });
});
