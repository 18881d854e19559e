import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { optimize } from './index';
import { CODE_ENV } from './i18n/scaffold/code-env-lines';
import { scaffoldFor } from './i18n/scaffold';

/**
 * Code prompts: runtime, platform and allowed-tools fragments ("python 3.9.", "Macos.", ", stdlib
 * only") become full sentences; a shell script on macOS gets the BSD line; "handle invalid input"
 * and the destructive-command warning only where they fit. New prompts written for these tests.
 */

beforeAll(() => void optimize('warm up', 'gpt'), 30_000);

const en = CODE_ENV.en!;

describe('fragments become sentences', () => {
  it.each([
    ['python 3.9. write a function that merges two sorted lists', [en.target('Python 3.9')], 'python 3.9'],
    [
      'write a bash script that renames all jpg files in a folder by date. macos',
      [en.runsOn('macOS')],
      'macos',
    ],
    [
      'Write a zsh script that counts lines in all .py files recursively. Macos.',
      [en.runsOn('macOS')],
      'Macos.',
    ],
    ['write a python script to download all images from a webpage, stdlib only', [en.stdlib], 'stdlib only'],
    [
      'shell script to list the 10 largest files in my home directory, no external tools',
      [en.builtIn],
      'no external',
    ],
    [
      'node 18. write a CLI that reads a CSV and prints the total of the amount column',
      [en.target('Node.js 18')],
      'node 18.',
    ],
    [
      'write a bash script to back up my Documents folder every night. macos, no external tools',
      [en.runsOnBuiltIn('macOS')],
      'macos,',
    ],
  ])('%s', (rough, lines, fragment) => {
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize(rough, target);
      for (const line of lines) expect(prompt, `${target}: ${prompt}`).toContain(line);
      // The user's spelling of the fragment is gone; our sentence says it.
      expect(prompt, target).not.toContain(fragment);
    }
  });

  it.each([
    [
      'script bash pour sauvegarder mon dossier Documents sur un disque externe chaque soir, sur mac',
      'fr',
      'runsOn',
    ],
    ['Escribe una función en Python que valide un DNI español. Python 3.10.', 'es', 'target'],
    [
      'Schreibe ein Python-Skript, das alle PDFs in einem Ordner zusammenführt, ohne externe Bibliotheken',
      'de',
      'stdlib',
    ],
  ] as const)('%s', (rough, lang, which) => {
    const t = CODE_ENV[lang]!;
    const line =
      which === 'runsOn' ? t.runsOn('macOS') : which === 'target' ? t.target('Python 3.10') : t.stdlib;
    for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt, target).toContain(line);
  });

  it.each([
    'Write a blog post about why our team moved from Python 3.9 to 3.12.',
    'My mac keeps freezing after the update, what do I check?',
    'Write an email to IT asking for a Windows laptop instead of a Mac.',
  ])('not code, no environment sentence: %s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize(rough, target);
      for (const t of Object.values(CODE_ENV)) {
        expect(prompt).not.toContain(t.bsd);
        expect(prompt).not.toContain(t.stdlib);
      }
      expect(prompt).not.toContain('It must run on');
    }
  });
});

describe('the BSD line for shell on macOS only', () => {
  it.each([
    'write a bash script that renames all jpg files in a folder by date. macos',
    'bash one liner to delete all .DS_Store files recursively on mac',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt, target).toContain(en.bsd);
  });

  it.each([
    'write a python script that renames all jpg files in a folder by date. macos',
    'write a bash script that renames all jpg files in a folder by date, on ubuntu',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt, target).not.toContain(en.bsd);
  });
});

describe('generic lines only where they fit', () => {
  const edge = scaffoldFor('en', 'x').guidance.code![1]!;
  it.each([
    'write a bash script that renames all jpg files in a folder by date',
    'write a python script that downloads all images from a webpage',
  ])('no invalid-input line: %s', (rough) => {
    for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt, target).not.toContain(edge);
  });

  it.each([
    'write a python program that asks the user for their age and prints the year they turn 100',
    'write a python script that reads a CSV of orders and prints the total per customer',
  ])('invalid-input line kept: %s', (rough) => {
    expect(optimize(rough, 'gpt').prompt).toContain(edge);
  });

  const careful = 'If it deletes data or rewrites history';
  it.each([
    'bash one-liner to count unique IPs in access.log',
    'find all files bigger than 1gb in my home folder',
  ])('no destructive warning: %s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize(rough, target);
      expect(prompt, target).not.toContain(careful);
      expect(prompt, target).not.toContain('dry-run');
    }
  });

  it.each(['git undo last commit', 'docker remove all stopped containers'])(
    'destructive warning kept: %s',
    (rough) => {
      expect(optimize(rough, 'gpt').prompt).toContain(careful);
    },
  );
});

describe('a dry run for a script that changes files', () => {
  it.each([
    ['write a bash script that renames all jpg files in a folder by date', 'en'],
    ['write a python script that moves every pdf in Downloads into folders by year', 'en'],
    ['Escribe un script en Python que borre los archivos temporales de una carpeta', 'es'],
    ['Écris un script Python qui renomme les photos d’un dossier avec leur date', 'fr'],
    ['Schreib ein Python-Skript, das alle Dateien in einem Ordner nach Datum umbenennt', 'de'],
  ])('%s', (rough, lang) => {
    for (const target of ASSISTANT_KEYS)
      expect(optimize(rough, target).prompt, target).toContain(CODE_ENV[lang]!.dryRun);
  });

  it.each([
    'write a python function that removes duplicates from a list',
    'write a python script that counts the words in every txt file in a folder',
    'Write an email to the team saying we will delete the old shared folder on Friday.',
  ])('no dry run: %s', (rough) => {
    for (const target of ASSISTANT_KEYS)
      for (const t of Object.values(CODE_ENV))
        expect(optimize(rough, target).prompt, target).not.toContain(t.dryRun);
  });
});
