import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Programming rewrites judges marked down, written afresh: SQL task lines spliced into a broken
 * template, a review that must not rewrite the code, regexes and one-liners without an answer
 * shape, and pasted errors that must survive byte for byte. Every check reads the rendered prompt.
 */

const SQL_EACH_SCHEMA =
  "Need each store's total revenue for 2024.\n\nCREATE TABLE sales (\n  id SERIAL PRIMARY KEY,\n  store_id INT NOT NULL,\n  amount NUMERIC(10,2),\n  sold_on DATE\n);";
const SQL_NO_TABLES = 'sql for members who renewed last year but skipped every class since';
const SQL_TABLES =
  'Write SQL: tables shipments(id, carrier_id, shipped_at, delivered_at) and carriers(id, carrier_name, country). I want the average delivery days per carrier_name for country = NL.';
const REVIEW_SECURITY =
  "Please look over this PHP login for security holes. Don't rewrite it, just list what's wrong.\n\n<?php\n$user = $_POST['user'];\n$res = mysqli_query($db, \"SELECT * FROM users WHERE name = '$user'\");\nif (md5($_POST['pw']) == $row['pw']) { echo \"Welcome $user\"; }";
const REVIEW_PLAIN =
  'code review please, feedback only:\n\nfunction total(items) {\n  var t = 0;\n  for (var i = 0; i <= items.length; i++) t += items[i].price;\n  return t;\n}';
const REGEX = 'regex to grab the ticket id from subjects like "[HELP-4821] printer jammed"';
const ONE_LINER = 'need a one-liner to remove all .bak files older than 30 days under /srv/exports';
const TRACE =
  'my worker keeps crashing, why?\n\nTraceback (most recent call last):\n  File "/opt/worker/jobs.py", line 112, in run\n    payload = json.loads(msg.body)\njson.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)';

const all = (rough: string) => ASSISTANT_KEYS.map((target) => ({ target, ...optimize(rough, target) }));

describe('SQL asks read as whole sentences and keep the user’s tables', () => {
  it('never puts "the" before a phrase that has its own determiner', () => {
    for (const { prompt, target } of all(SQL_EACH_SCHEMA)) {
      expect(prompt, target).not.toMatch(/\bthe (?:each|every|all|the)\b/i);
      expect(prompt, target).toMatch(/each store's total revenue for 2024/);
    }
  });

  it('treats "sql for …" as a query and asks for the tables and database instead of pointing at no schema', () => {
    for (const { prompt, target, questions } of all(SQL_NO_TABLES)) {
      expect(prompt, target).toMatch(/table and column names are not given: ask for them/i);
      expect(prompt, target).not.toMatch(/use only the tables and columns that exist in the schema/i);
      expect(prompt, target).not.toMatch(/^\s*Tables:\s*$/im);
      expect(questions.map((q) => q.id)).toContain('sql-dialect');
    }
  });

  it('keeps every named table and column verbatim and does not ask for them', () => {
    for (const { prompt, target } of all(SQL_TABLES)) {
      for (const name of [
        'shipments',
        'carrier_id',
        'shipped_at',
        'delivered_at',
        'carriers',
        'carrier_name',
        'country = NL',
      ])
        expect(prompt, `${target}: ${name}`).toContain(name);
      expect(prompt, target).not.toMatch(/not given: ask for them/i);
      expect(prompt, target).toMatch(/SQL/);
    }
  });
});

describe('a review asked for feedback only', () => {
  it('asks for findings, not the corrected code, for every assistant', () => {
    for (const rough of [REVIEW_SECURITY, REVIEW_PLAIN]) {
      for (const { prompt, target } of all(rough)) {
        expect(prompt, target).not.toMatch(/corrected code|show the corrected|root cause/i);
        expect(prompt, target).toMatch(/do not rewrite the code/i);
        expect(prompt, target).toMatch(/list of findings, most severe first/i);
      }
    }
  });

  it('reads a security review as security, not debugging', () => {
    for (const { prompt, target } of all(REVIEW_SECURITY)) {
      expect(prompt, target).not.toMatch(/careful debugger/i);
      expect(prompt, target).toMatch(/name the attack it allows/i);
      expect(prompt, target).toContain(
        '$res = mysqli_query($db, "SELECT * FROM users WHERE name = \'$user\'");',
      );
    }
  });
});

describe('regexes and one-liners carry their own answer shape', () => {
  it('asks for the pattern in a code block, its parts and test strings, and the flavour', () => {
    for (const { prompt, target, questions } of all(REGEX)) {
      expect(prompt, target).toMatch(/regular expression alone in a code block/i);
      expect(prompt, target).toMatch(/test strings it must match/i);
      expect(prompt, target).toContain('[HELP-4821] printer jammed');
      expect(questions.map((q) => q.id)).toContain('regex-flavour');
    }
  });

  it('asks for the command, one line per part and a dry run before deleting, and the system', () => {
    for (const { prompt, target, questions } of all(ONE_LINER)) {
      expect(prompt, target).toMatch(/command alone in a code block, then one line per part/i);
      expect(prompt, target).toMatch(/dry-run/i);
      expect(prompt, target).toContain('/srv/exports');
      expect(prompt, target).toContain('30 days');
      expect(questions.map((q) => q.id)).toContain('command-os');
    }
  });

  it('leaves a regex tutorial as writing', () => {
    expect(optimize('write a regex tutorial for beginners', 'gpt').prompt).not.toMatch(
      /alone in a code block/i,
    );
  });
});

describe('a pasted traceback', () => {
  it('stays byte for byte for every assistant', () => {
    const trace = TRACE.slice(TRACE.indexOf('Traceback'));
    for (const { prompt, target } of all(TRACE)) expect(prompt, target).toContain(trace);
  });
});
