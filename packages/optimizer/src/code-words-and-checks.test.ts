import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Four shapes judges marked down, written afresh: code pasted with its editor line numbers read as
 * prose, a "script" of words to say turned into a programming task, a "!" or "?" used as a code
 * mark cut into a sentence of its own, and a user's own calculation to check read as advice.
 * Each shape has look-alikes that must keep their plan. Every check reads the rendered prompt.
 */

const all = (rough: string) => ASSISTANT_KEYS.map((target) => ({ target, ...optimize(rough, target) }));

describe('numbered code is code, reviewed for security without a rewrite', () => {
  const PY =
    "review this for security problems, don't rewrite it, just list issues with line refs\n\n1  import subprocess\n2  from flask import request\n3  @app.route('/ping')\n4  def ping():\n5      host = request.args['host']\n6      return subprocess.check_output('ping -c 1 ' + host, shell=True)";
  const PHP =
    "check this for security issues please. don't fix it, just give me a list with line numbers and how bad each one is\n\n1 <?php\n2 $id = $_GET['id'];\n3 $row = $db->query(\"SELECT * FROM orders WHERE id = $id\")->fetch();\n4 echo \"<h1>\" . $row['title'] . \"</h1>\";\n5 include($_GET['page'] . '.php');";
  const JS =
    "any security holes here? list them with line refs, no rewrite\n\n10 | app.get('/user', (req, res) => {\n11 |   const q = `SELECT * FROM users WHERE name = '${req.query.name}'`;\n12 |   db.query(q, (err, rows) => res.send(rows));\n13 | });";

  it.each([
    [PY, 'python'],
    [PHP, 'php'],
    [JS, 'javascript'],
  ])('%s', (rough, language) => {
    for (const { prompt, target } of all(rough)) {
      expect(prompt, target).not.toMatch(/experienced editor|quote the words/i);
      expect(prompt, target).not.toMatch(/<text>/);
      expect(prompt, target).toMatch(/security/i);
      expect(prompt, target).toMatch(/line number/i);
      expect(prompt, target).toMatch(/severity/i);
      expect(prompt, target).toMatch(/do not rewrite the code/i);
      if (target === 'gpt') expect(prompt, target).toContain('```' + language);
      // The pasted lines stay byte for byte, numbers included.
      for (const line of rough.split('\n').slice(2)) expect(prompt, target).toContain(line);
    }
  });

  it('a numbered shopping list stays a list of words, not code (look-alike)', () => {
    const rough =
      'proofread my list please\n\n1 buy eggs and milk\n2 call the plumber about the sink\n3 return the library books';
    for (const { prompt, target } of all(rough)) {
      expect(prompt, target).not.toMatch(/```[a-z]|<code>|software engineer|security/i);
      expect(prompt, target).toContain('2 call the plumber about the sink');
    }
  });
});

describe('a script of words to say is writing; a program stays code', () => {
  it.each([
    'script to ask my boss for a raise',
    'i need a script for calling my landlord about the broken heater',
    'a script for my wedding speech',
    'write me a script for a youtube intro for my cooking channel',
    'need a script for a cold call to gyms selling our rowing machines',
  ])('%s', (rough) => {
    for (const { prompt, target, questions } of all(rough)) {
      expect(prompt, target).not.toMatch(/software engineer|runnable code|code block|programming/i);
      expect(prompt, target).not.toMatch(/\b(?:an a|a a)\b/i);
      expect(questions.map((q) => q.question).join(' '), target).not.toMatch(/programming language/i);
    }
  });

  it.each([
    'bash script to rename files by date',
    'script that renames all jpgs in a folder',
    'need a script to call the github api and list my repos',
    'script to ask the user for their name and save it to a file',
  ])('stays code: %s', (rough) => {
    for (const { prompt, target } of all(rough))
      expect(prompt, target).not.toMatch(/writer|for the ear|fit the tone/i);
    expect(optimize(rough, 'gpt').prompt).toMatch(/script/i);
  });
});

describe('"!" and "?" used as code marks end no sentence', () => {
  it('keeps "slap a ! on it" whole, with no fragment bullet', () => {
    const rough =
      "my TS build fails with 'Object is possibly undefined' on order.customer.email. how do i fix it properly? i don't want to just slap a ! on it";
    for (const { prompt, target } of all(rough)) {
      expect(prompt, target).toContain("don't want to just slap a ! on it");
      expect(prompt, target).not.toMatch(/^\s*(?:[-*]\s*)?On it\.?$/im);
    }
  });

  it('keeps "??" and "!important" with their spaces', () => {
    const cases: Array<[string, string]> = [
      [
        'const port = cfg.port ?? 3000 still crashes when cfg is null. why? i thought ?? handles that',
        'i thought ?? handles that',
      ],
      [
        'my css wont override bootstrap. i tried !important on the button class but nothing changes. what am i missing?',
        'tried !important on the button',
      ],
    ];
    for (const [rough, kept] of cases) {
      for (const { prompt, target } of all(rough)) {
        expect(prompt.toLowerCase(), target).toContain(kept.toLowerCase());
        expect(prompt, target).not.toMatch(/\w\?\s\d|tried!important/);
      }
    }
  });

  it('a postfix "!" on a dotted name keeps the words after it in lower case', () => {
    const rough = 'why does the linter flag user.email! in my component? it works at runtime';
    for (const { prompt, target } of all(rough))
      expect(prompt, target).toContain('user.email! in my component');
  });

  it('a French "?" after a space still ends its sentence (look-alike)', () => {
    const rough =
      "salut, j'ai un oral de stage jeudi chez un paysagiste. tu peux me faire passer un entretien blanc ? pose-moi une question à la fois et attends ma réponse";
    for (const { prompt, target } of all(rough)) expect(prompt, target).not.toMatch(/blanc \? pose-moi/);
  });

  it('real exclamations and questions still split (look-alike)', () => {
    const rough = 'My laptop fans are loud! What can I do? It is a 2021 model.';
    const { prompt } = optimize(rough, 'gpt');
    expect(prompt).not.toMatch(/loud! What can I do\? It is/);
  });
});

describe('a numeric answer of the user’s own to check is a maths check', () => {
  it.each([
    'i put 5000 in savings at 4% compounded monthly for 3 years and got 5636.36, is that right? show where i went wrong if not',
    'converted 68 fahrenheit to celsius and got 22.5, is that right?',
    'recipe serves 4 and needs 300g flour, i scaled it to 10 people and got 650g. did i do it right?',
    'a jacket was 120 and is now 25% off, i worked out 95. is that right?',
  ])('%s', (rough) => {
    for (const { prompt, target } of all(rough)) {
      expect(prompt, target).not.toMatch(/financial planner|chef|nutrition/i);
      expect(prompt, target).toMatch(/say first whether the answer given is right/i);
      expect(prompt, target).not.toMatch(/show where i went wrong if not/i);
    }
    expect(optimize(rough, 'deepseek').prompt).toContain('\\boxed{}');
  });

  it.each([
    'i want to retire at 60 with 8000 a month, how much should i invest each year?',
    "i'm 52 with 310k in my 401k and put in 12% a year. is it realistic to retire at 62?",
    'how do i get rid of the warning on user.email! in my angular component?',
    'i got 2 job offers, one at 52k and one at 61k with a longer commute. is it right to take the higher one?',
  ])('no check line without a result of the user’s own (look-alike): %s', (rough) => {
    for (const { prompt, target } of all(rough)) expect(prompt, target).not.toMatch(/check my answer/i);
  });
});
