import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from '../index';

/**
 * A document pasted under the request (a job ad with its labelled lists, an order summary in
 * capitals) stays one piece of material: its headings and lists never become instructions.
 * New prompts, one per language.
 */
const AD_DE =
  'Pflegefachkraft (m/w/d) in Teilzeit\nAufgaben:\n- Grund- und Behandlungspflege\n- Dokumentation im Pflegesystem\n\nWir bieten:\n- 30 Tage Urlaub\n- Flexible Dienstpläne\n\nIhr Profil:\n- Abgeschlossene Ausbildung\n- Teamfähigkeit';
const AD_EN =
  'Warehouse Team Lead (full-time)\nResponsibilities:\n- Run the morning shift of 12 pickers\n- Keep stock counts accurate\n\nWe offer:\n- 28 days holiday\n- Cycle-to-work scheme';
const AD_FR =
  'Chargé de communication (CDI)\nMissions :\n- Animer les réseaux sociaux\n- Rédiger la newsletter mensuelle\n\nNous offrons :\n- Télétravail 2 jours par semaine\n- Tickets restaurant';
const AD_ES =
  'Recepcionista de hotel (media jornada)\nFunciones:\n- Check-in y check-out de clientes\n- Atención telefónica\n\nOfrecemos:\n- Contrato indefinido\n- Comida incluida';
const AD_IT =
  'Addetto alle vendite (part-time)\nMansioni:\n- Accoglienza clienti in negozio\n- Gestione della cassa\n\nOffriamo:\n- Contratto a tempo indeterminato\n- Sconto dipendenti';
const AD_PT =
  'Assistente administrativo (meio período)\nAtividades:\n- Atendimento ao cliente\n- Organização de arquivos\n\nOferecemos:\n- Vale-refeição\n- Plano de saúde';
const ORDER =
  'ORDER SUMMARY\nOrder #48213, placed 2 March 2025\n2 x Garden hose 25m   £39.98\n1 x Hose reel   £24.99\nTotal   £64.97';

const CASES = [
  {
    rough: `Schreib mir bitte ein kurzes Anschreiben für diese Stelle. Ich habe 5 Jahre Erfahrung.\n\n${AD_DE}`,
    doc: AD_DE,
  },
  {
    rough: `Write me a cover letter for this job. I have run a night shift for 3 years.\n\n${AD_EN}`,
    doc: AD_EN,
  },
  {
    rough: `Écris-moi une lettre de motivation pour ce poste. J'ai 4 ans d'expérience en agence.\n\n${AD_FR}`,
    doc: AD_FR,
  },
  {
    rough: `Escríbeme una carta de presentación para esta oferta. Tengo 2 años de experiencia.\n\n${AD_ES}`,
    doc: AD_ES,
  },
  {
    rough: `Scrivimi una lettera di presentazione per questo annuncio. Ho 3 anni di esperienza.\n\n${AD_IT}`,
    doc: AD_IT,
  },
  {
    rough: `Escreve uma carta de apresentação para esta vaga. Tenho 2 anos de experiência.\n\n${AD_PT}`,
    doc: AD_PT,
  },
  {
    rough: `The customer says they were overcharged. Draft a polite reply explaining the charges.\n\n${ORDER}`,
    doc: ORDER,
  },
];

describe('a titled document pasted under the request', () => {
  for (const { rough, doc } of CASES) {
    it(`keeps "${doc.split('\n')[0]}" whole, for every assistant`, () => {
      const material = analyze(rough).material;
      expect(material.map((m) => m.content)).toEqual([doc]);
      expect(material[0]!.kind).not.toBe('table');
      for (const key of ASSISTANT_KEYS) {
        const { prompt } = optimize(rough, key);
        // Byte for byte, once: every label keeps its own items right under it.
        expect(prompt.split(doc).length - 1, key).toBe(1);
        expect(prompt, key).not.toMatch(/csv/i);
      }
    });
  }

  it("leaves the user's own titled notes to the user", () => {
    const rough =
      'Write a short bio for the conference site.\n\nMy background\nFacts to use:\n- 10 years in logistics\n- runs a podcast';
    expect(analyze(rough).material).toEqual([]);
  });

  it("does not take a capitals heading over the user's own rules", () => {
    const rough =
      "Write a toast for my sister's wedding.\n\nIMPORTANT\nKeep it under 2 minutes.\nNo embarrassing stories.";
    expect(analyze(rough).material).toEqual([]);
  });
});

describe("a sentence of the user's between the lead and the code", () => {
  const CODE = "const express = require('express');\nconst app = express();\nmodule.exports = app;";
  const PROMPTS = [
    { rough: `Convert this file to ESM:\nNode is v18.17.\n\n${CODE}`, own: 'Node is v18.17.' },
    {
      rough: `Konvertiere diese Datei nach ESM:\nWir nutzen Node 18.\n\n\`\`\`js\n${CODE}\n\`\`\``,
      own: 'Wir nutzen Node 18.',
    },
  ];
  for (const { rough, own } of PROMPTS) {
    it(`stays the user's: ${own}`, () => {
      const material = analyze(rough).material;
      expect(material.map((m) => m.content)).toEqual([CODE]);
      for (const key of ASSISTANT_KEYS) {
        const { prompt } = optimize(rough, key);
        expect(prompt.split(own).length - 1, key).toBe(1);
        expect(prompt, key).not.toContain(`${own}\n\n${CODE}`);
      }
    });
  }
});
