import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

/**
 * Code tasks get the help an expert adds, read from the pasted code: a refactor keeps the names
 * callers use and the edge cases the code decides (a boundary like `>= 50000`, a NaN check) and
 * returns only the code; a review gets the engineer who knows the code's environment (shell,
 * cron, CI, Docker, SQL) and findings that quote the line; a stack trace's error and the user's
 * frame lead the debug lines; tests use the framework the language implies and cover the code's
 * boundaries. New prompts in Python, JS/TS, SQL, bash, Java/C#, Go and five other languages, with
 * look-alikes (a prose question that mentions code, new code to write) that must not change.
 */

const all = (rough: string) => ASSISTANT_KEYS.map((target) => ({ target, ...optimize(rough, target) }));
const HOW_TO_RUN = /how to run it/i;

describe('a refactor of pasted code keeps its names and edge cases and returns only the code', () => {
  const CASES: readonly { rough: string; names: string[]; edges: string[] }[] = [
    {
      rough:
        "refactor this to be more readable, keep behaviour:\n\ndef segment(df):\n    out = []\n    for i, row in df.iterrows():\n        if pd.isna(row['age']):\n            out.append('unknown')\n        elif row['income'] >= 50000 and row['age'] < 30:\n            out.append('young_high')\n        else:\n            out.append('other')\n    df['segment'] = out\n    return df",
      names: ['`segment(df)`'],
      edges: ['`age` missing (NaN)', '`income` exactly 50000', '`age` exactly 30'],
    },
    {
      rough:
        "clean up this js function, it's messy\n\nfunction getUser(id, cb) {\n  if (id == null) return cb(new Error('no id'));\n  db.query('select * from users where id = ' + id, function(err, rows) {\n    if (err) return cb(err);\n    if (rows.length === 0) return cb(null, null);\n    cb(null, rows[0]);\n  });\n}",
      names: ['`getUser(id, cb)`'],
      edges: ['`id` missing (null)', '`rows` empty'],
    },
    {
      rough:
        'simplify this typescript please\n\nexport const shippingFee = (weightKg: number, express: boolean): number => {\n  if (weightKg <= 2) {\n    return express ? 9 : 4;\n  }\n  if (weightKg > 20) {\n    return express ? 40 : 25;\n  }\n  return express ? 15 : 8;\n};',
      names: ['`shippingFee(weightKg: number, express: boolean)`'],
      edges: ['`weightKg` exactly 2', '`weightKg` exactly 20'],
    },
    {
      rough:
        'make this java more idiomatic\n\npublic class Ticket {\n    public static String priority(Integer hours) {\n        if (hours == null) return "unknown";\n        if (hours > 48) return "low";\n        return "high";\n    }\n}',
      names: ['`Ticket`', '`priority(Integer hours)`'],
      edges: ['`hours` missing (null)', '`hours` exactly 48'],
    },
    {
      rough:
        'refactor this Go code\n\nfunc Bucket(age int) string {\n\tif age < 18 {\n\t\treturn "minor"\n\t}\n\tif age >= 65 {\n\t\treturn "senior"\n\t}\n\treturn "adult"\n}',
      names: ['`Bucket(age int)`'],
      edges: ['`age` exactly 18', '`age` exactly 65'],
    },
    {
      rough:
        'tidy up this C# method\n\npublic class Pricing\n{\n    public decimal Net(decimal gross, string country)\n    {\n        if (string.IsNullOrEmpty(country)) throw new ArgumentException("country");\n        if (gross >= 1000) return gross * 0.9m;\n        return gross;\n    }\n}',
      names: ['`Pricing`', '`Net(decimal gross, string country)`'],
      edges: ['`country` missing (null)', '`gross` exactly 1000', 'the `ArgumentException` it raises'],
    },
  ];

  for (const { rough, names, edges } of CASES) {
    it(`names ${names.join(', ')} and ${edges.join(', ')}`, () => {
      for (const { prompt, target } of all(rough)) {
        expect(prompt, target).toMatch(/Keep the behaviour exactly the same/);
        for (const name of names) expect(prompt, `${target}: ${name}`).toContain(name);
        for (const edge of edges) expect(prompt, `${target}: ${edge}`).toContain(edge);
        expect(prompt, target).not.toMatch(HOW_TO_RUN);
        expect(prompt, target).not.toContain('Write complete, runnable code');
      }
      const gpt = optimize(rough, 'gpt').prompt;
      expect(gpt).toContain('Only the rewritten code, in one code block.');
      expect(gpt).not.toMatch(/experienced editor/);
    });
  }

  it('names the language in the role', () => {
    expect(optimize(CASES[0]!.rough, 'gpt').prompt).toContain('You are a senior Python engineer.');
    expect(optimize(CASES[4]!.rough, 'gpt').prompt).toContain('You are a senior Go engineer.');
  });

  const TOTAL =
    "def total(items):\n    t = 0\n    for i in items:\n        if i['qty'] > 0:\n            t += i['qty'] * i['price']\n    return t";

  it('a conversion to another language keeps the names but no source-language role', () => {
    const rough =
      'convert this python to typescript\n\ndef fee(amount):\n    if amount is None:\n        return 0\n    return 5 if amount < 100 else 0';
    const out = optimize(rough, 'gpt').prompt;
    expect(out).toContain('`fee(amount)`');
    expect(out).toContain('`amount` exactly 100');
    expect(out).not.toContain('senior Python engineer');
  });

  it('follows the code with the changes only when the user asks why', () => {
    const out = optimize(`refactor this and explain what you changed\n\n${TOTAL}`, 'gpt').prompt;
    expect(out).toContain('then a short list of what changed and why');
    expect(out).toContain('`qty` exactly 0');
  });

  it('adds no explanation when the user wants only the code', () => {
    for (const { prompt, target } of all(`refactor this, return only the code\n\n${TOTAL}`)) {
      expect(prompt, target).not.toMatch(/what changed and why|how to run/i);
      expect(prompt, target).toContain('`total(items)`');
    }
  });

  it('keeps a rewritten query’s result and names the indexes a faster one needs', () => {
    const rough =
      "rewrite this query to be faster\n\nSELECT * FROM orders WHERE YEAR(created_at) = 2024 AND customer_id IN (SELECT id FROM customers WHERE country = 'DE');";
    const out = optimize(rough, 'gpt').prompt;
    expect(out).toContain('Return exactly the same rows and columns as the current query');
    expect(out).toContain('Say which indexes the faster version relies on.');
    expect(out).toContain('You are a SQL expert.');
    expect(out).not.toMatch(HOW_TO_RUN);
  });

  const OTHER_LANGUAGES: readonly [string, string[]][] = [
    [
      "refactorise cette fonction pour qu'elle soit plus lisible\n\ndef remise(total, client):\n    if client is None:\n        return 0\n    if total >= 100:\n        return total * 0.1\n    return 0",
      [
        'Gardez exactement le même comportement',
        '`remise(total, client)`',
        '`total` égal à 100',
        'Uniquement le code réécrit',
      ],
    ],
    [
      'semplifica questo codice\n\nfunction sconto(prezzo) {\n  if (prezzo === null) return 0;\n  if (prezzo > 1000) return prezzo * 0.2;\n  return prezzo * 0.1;\n}',
      ['Mantieni esattamente lo stesso comportamento', '`sconto(prezzo)`', '`prezzo` uguale a 1000'],
    ],
    [
      'refatora esta função em Go\n\nfunc Desconto(valor float64) float64 {\n\tif valor >= 200 {\n\t\treturn valor * 0.15\n\t}\n\treturn 0\n}',
      ['Mantenha exatamente o mesmo comportamento', '`Desconto(valor float64)`', '`valor` igual a 200'],
    ],
  ];
  for (const [rough, expected] of OTHER_LANGUAGES) {
    it(`speaks the prompt's language: ${rough.slice(0, 30)}`, () => {
      const out = optimize(rough, 'claude').prompt;
      for (const text of expected) expect(out, text).toContain(text);
    });
  }
});

describe('a review gets the engineer who knows the code’s environment', () => {
  const BACKUP =
    'review my backup script, be harsh\n\n#!/bin/bash\n# runs from cron every night\ncd /var/backups\nrm -rf old/*\ntar czf backup-$(date +%F).tar.gz /home/*\nscp backup-*.tar.gz user@host:/backups';

  it('a bash script run from cron: the Bash and cron reviewer, cron’s checks, quoted lines, blunt', () => {
    for (const { prompt, target } of all(BACKUP)) {
      expect(prompt, target).not.toMatch(/experienced editor|careful debugger/);
      expect(prompt, target).toContain('minimal PATH and environment');
      expect(prompt, target).toContain('a failed `cd` before a delete');
      expect(prompt, target).toContain('rm -rf old/*');
    }
    const gpt = optimize(BACKUP, 'gpt').prompt;
    expect(gpt).toContain('You are a senior DevOps engineer who knows Bash, cron and Unix tooling well.');
    expect(gpt).toContain('quote the line it concerns');
    // Gemini and Mistral keep three lines; the user's "be harsh" stays in their task.
    for (const target of ['gpt', 'claude', 'deepseek'] as const)
      expect(optimize(BACKUP, target).prompt, target).toContain(
        'Be blunt: include minor problems too, and skip praise.',
      );
    expect(gpt).toContain('most severe first: the quoted line');
    expect(gpt).toContain('```bash');
  });

  it('a crontab stays one block of code, never bullets of the request', () => {
    const rough =
      'review my crontab\n\n*/5 * * * * /home/deploy/bin/sync.sh >> /tmp/sync.log\n* * * * * cd /srv/app && ./healthcheck.sh\n0 2 * * 0 /usr/bin/certbot renew';
    expect(analyze(rough).material.map((m) => m.kind)).toEqual(['code']);
    for (const { prompt, target } of all(rough)) {
      expect(prompt, target).toContain('* * * * * cd /srv/app && ./healthcheck.sh\n');
      expect(prompt, target).not.toMatch(/PASTE YOUR CRONTAB|experienced editor/);
      expect(prompt, target).toContain('Check what differs under cron');
    }
  });

  it('a “don’t rewrite” review keeps its findings in words', () => {
    const rough =
      "can you review this cron job script? don't rewrite it\n\n0 3 * * * /usr/local/bin/cleanup.sh\n\n#!/bin/sh\nfind /tmp -mtime +7 -exec rm {} \\;\necho done >> /var/log/cleanup.log";
    for (const { prompt, target } of all(rough)) {
      expect(prompt, target).toMatch(/do(?:n't| not) rewrite/i);
      expect(prompt, target).not.toMatch(/Keep the behaviour exactly the same|Only the rewritten code/);
      expect(prompt, target).toContain('Check what differs under cron');
    }
  });

  it('a Dockerfile: the Docker reviewer and its checks, fenced as a Dockerfile', () => {
    const rough =
      'can you look over this Dockerfile\n\nFROM node:latest\nCOPY . .\nRUN npm install\nEXPOSE 3000\nCMD npm start';
    const out = optimize(rough, 'gpt').prompt;
    expect(out).toContain('You are a senior DevOps engineer who knows Docker well.');
    expect(out).toContain('Check pinned base image tags');
    expect(out).toContain('```dockerfile\nFROM node:latest');
    expect(out).not.toMatch(/experienced editor|<text>/);
  });

  it('a docker-compose file and a CI workflow are YAML code, read whole', () => {
    const compose =
      'review this docker-compose file\n\nversion: \'3\'\nservices:\n  db:\n    image: postgres\n    environment:\n      - POSTGRES_PASSWORD=admin\n    ports:\n      - "5432:5432"';
    const composeOut = optimize(compose, 'gpt').prompt;
    expect(composeOut).toContain('```yaml');
    expect(composeOut).toContain('passwords and secrets in plain text');
    const workflow =
      'review this GitHub Actions workflow\n\nname: ci\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v2\n      - run: npm install\n      - run: npm test';
    for (const { prompt, target } of all(workflow)) {
      expect(prompt, target).toContain('      - uses: actions/checkout@v2');
      expect(prompt, target).not.toMatch(/Uses: actions|experienced editor/);
      expect(prompt, target).toContain('Check pinned action and image versions');
    }
    expect(optimize(workflow, 'gpt').prompt).toContain('who knows CI pipelines well');
  });

  it('a Spanish bash review gets the same reviewer and checks in Spanish', () => {
    const out = optimize(
      'revisa este script de bash, sé duro\n\n#!/bin/bash\ncd $DIR\nrm -rf *\ncp /src/* .',
      'gpt',
    ).prompt;
    expect(out).toContain('Eres un ingeniero DevOps sénior que conoce a fondo Bash');
    expect(out).toContain('un `cd` fallido antes de borrar');
    expect(out).toContain('Sé directo');
  });
});

describe('a stack trace: the root cause where the error surfaced, the minimal fix, what to check next', () => {
  const TRACES: readonly [string, string][] = [
    [
      'why does this crash?\n\nTraceback (most recent call last):\n  File "app.py", line 14, in <module>\n    total = sum_prices(items)\n  File "app.py", line 6, in sum_prices\n    return sum(i[\'price\'] for i in items)\nTypeError: \'NoneType\' object is not iterable',
      'the root cause of the `TypeError` in `sum_prices` (app.py:6)',
    ],
    [
      "TypeError: Cannot read properties of undefined (reading 'map')\n    at ProductList (src/components/ProductList.jsx:12:23)\n    at renderWithHooks (node_modules/react-dom/cjs/react-dom.development.js:16305:18)\n\nhelp",
      'the root cause of the `TypeError` in `ProductList` (src/components/ProductList.jsx:12)',
    ],
    [
      'getting this when I hit checkout\n\nException in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "code" is null\n\tat com.shop.Coupon.apply(Coupon.java:27)\n\tat com.shop.Checkout.total(Checkout.java:41)\n\tat com.shop.Main.main(Main.java:9)',
      'the root cause of the `NullPointerException` in `Coupon.apply` (Coupon.java:27)',
    ],
    [
      "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\nmain.lastN(...)\n\t/home/me/proj/main.go:9\nmain.main()\n\t/home/me/proj/main.go:15 +0x1d\n\nwhat's wrong?",
      'the root cause of the `panic` in `main.lastN` (main.go:9)',
    ],
    [
      'app crashes on save\n\nUnhandled exception. System.NullReferenceException: Object reference not set to an instance of an object.\n   at Shop.Orders.Save(Order order) in C:\\src\\Shop\\Orders.cs:line 42\n   at Shop.Program.Main(String[] args) in C:\\src\\Shop\\Program.cs:line 12',
      'the root cause of the `NullReferenceException` in `Orders.Save` (Orders.cs:42)',
    ],
  ];
  for (const [rough, cause] of TRACES) {
    it(cause, () => {
      for (const { prompt, target } of all(rough)) {
        expect(prompt, target).toContain(cause);
        expect(prompt, target).toContain('Then give the minimal fix');
        expect(prompt, target).toContain('say what to check next');
        expect(prompt, target).not.toContain('Start with the most likely causes');
      }
    });
  }

  it('names no comprehension as a function, and no place when only library frames show', () => {
    const comp = optimize(
      'this breaks\n\nTraceback (most recent call last):\n  File "report.py", line 9, in build\n    rows = [r["total"] for r in data]\n  File "report.py", line 9, in <listcomp>\n    rows = [r["total"] for r in data]\nTypeError: string indices must be integers',
      'gpt',
    ).prompt;
    expect(comp).toContain('the root cause of the `TypeError` at report.py:9: why it happens there');
    expect(comp).not.toContain('<listcomp>`');
    const django = optimize(
      'migrate fails\n\nTraceback (most recent call last):\n  File "/srv/app/manage.py", line 22, in <module>\n    main()\n  File "/srv/venv/lib/python3.11/site-packages/django/db/backends/utils.py", line 89, in _execute\n    return self.cursor.execute(sql, params)\ndjango.db.utils.IntegrityError: column "cpf" contains null values',
      'gpt',
    ).prompt;
    expect(django).toContain(
      'Start with the root cause of the `IntegrityError`: why it happens, in a sentence or two.',
    );
  });

  it('in Spanish, with the frame named the same way', () => {
    const rough =
      '¿por qué falla esto?\n\nTraceback (most recent call last):\n  File "main.py", line 8, in <module>\n    print(media(notas))\n  File "main.py", line 3, in media\n    return sum(notas) / len(notas)\nZeroDivisionError: division by zero';
    const out = optimize(rough, 'gpt').prompt;
    expect(out).toContain('Empieza por la causa raíz del `ZeroDivisionError` en `media` (main.py:3)');
    expect(out).toContain('la corrección mínima');
  });
});

describe('tests use the framework the code implies and cover its boundaries', () => {
  it('Java: JUnit 5, the percent bounds and the exception', () => {
    const rough =
      'write unit tests for this class\n\npublic class Discount {\n    public static double apply(double price, int percent) {\n        if (percent < 0 || percent > 100) throw new IllegalArgumentException("bad percent");\n        return price * (100 - percent) / 100.0;\n    }\n}';
    const r = optimize(rough, 'gpt');
    expect(r.prompt).toContain('Write the tests with JUnit 5.');
    expect(r.prompt).toContain(
      '`percent` exactly 0; `percent` exactly 100; the `IllegalArgumentException` it raises',
    );
    expect(r.questions.map((q) => q.id)).not.toContain('framework');
  });

  it('Python: pytest, with the None check and the boundary', () => {
    const rough =
      "write tests for this\n\ndef shipping(weight):\n    if weight is None:\n        raise ValueError('weight required')\n    if weight > 30:\n        return 'freight'\n    return 'parcel'";
    const out = optimize(rough, 'claude').prompt;
    expect(out).toContain('Write the tests with pytest.');
    expect(out).toContain('`weight` missing (None); `weight` exactly 30; the `ValueError` it raises');
  });

  it('C#: the stated xUnit is not repeated; null and empty are covered', () => {
    const rough =
      'write xunit tests please\n\npublic class Cart\n{\n    public decimal Total(List<decimal> prices)\n    {\n        if (prices == null) throw new ArgumentNullException(nameof(prices));\n        if (prices.Count == 0) return 0m;\n        return prices.Sum();\n    }\n}';
    const out = optimize(rough, 'gpt').prompt;
    expect(out).not.toContain('Write the tests with');
    expect(out).toContain('`prices` missing (null); `prices` empty');
  });

  it('Go: the standard testing package, table-driven, at each grade boundary', () => {
    const rough =
      'tests for this go func\n\nfunc Grade(score int) string {\n\tif score >= 90 {\n\t\treturn "A"\n\t}\n\tif score >= 75 {\n\t\treturn "B"\n\t}\n\treturn "C"\n}';
    const out = optimize(rough, 'gpt').prompt;
    expect(out).toContain('standard testing package, as table-driven tests');
    expect(out).toContain('`score` exactly 90; `score` exactly 75');
  });

  it('JavaScript: Vitest when the project imports it, a question when nothing says', () => {
    const vitest =
      "add tests for this\n\nimport { describe } from 'vitest';\n\nexport function isAdult(age) {\n  if (age === undefined) return false;\n  return age >= 18;\n}";
    const out = optimize(vitest, 'gpt');
    expect(out.prompt).toContain('Write the tests with Vitest.');
    expect(out.prompt).toContain('`age` missing (undefined); `age` exactly 18');
    const bare = optimize('write tests for this\n\nfunction add(a, b) {\n  return a + b;\n}', 'gpt');
    expect(bare.prompt).not.toContain('Write the tests with');
    expect(bare.questions.map((q) => q.id)).toContain('framework');
  });

  it('German: pytest and the boundary, in German', () => {
    const rough =
      "Schreib Tests für diese Funktion\n\ndef rabatt(betrag):\n    if betrag is None:\n        raise ValueError('kein Betrag')\n    if betrag > 500:\n        return 0.05\n    return 0";
    const out = optimize(rough, 'gpt').prompt;
    expect(out).toContain('Schreib die Tests mit pytest.');
    expect(out).toContain('`betrag` genau 500');
  });
});

describe('look-alikes keep their own lines', () => {
  it('new code to write still says how to run it', () => {
    const out = optimize('write a python function that returns the median of a list', 'gpt').prompt;
    expect(out).toMatch(HOW_TO_RUN);
    expect(out).not.toContain('Keep the behaviour exactly the same');
  });

  for (const rough of [
    'Is Python or JavaScript better for a first programming language?',
    "please refactor our onboarding process, it's messy and takes new hires 3 weeks",
    'why do I get KeyError in python dictionaries sometimes?',
    'Can you explain what a Python decorator is? I keep seeing @ in code.',
    "what does this do?\n\nfind . -name '*.log' -mtime +7 -delete",
  ]) {
    it(`adds no code-expert line: ${rough.slice(0, 40)}`, () => {
      for (const { prompt, target } of all(rough)) {
        expect(prompt, target).not.toMatch(
          /Keep the behaviour exactly the same|root cause of the `|Write the tests with|DevOps engineer|Only the rewritten code/,
        );
      }
    });
  }

  it('a prose line after a blank line stays prose, not YAML', () => {
    const rough =
      'summarise this for me\n\nName: Ana Ruiz\nRole: designer\nStart: Monday\nNotes: she prefers email';
    expect(analyze(rough).material.every((m) => m.lang !== 'yaml')).toBe(true);
  });

  it('a workout plan in capitals is not a Dockerfile', () => {
    const rough = 'make this a weekly plan\n\nRUN 5K ON MONDAY\nREST TUESDAY\nRUN 10K ON SATURDAY';
    expect(analyze(rough).material.every((m) => m.kind !== 'code')).toBe(true);
  });
});

describe('after round U', () => {
  it('a Dockerfile keeps its HEALTHCHECK, ENV and ARG lines inside the code block', () => {
    const rough =
      'explain this dockerfile to me, keep it short\n\nFROM python:3.12-slim\nARG APP_VERSION\nENV PYTHONUNBUFFERED=1\nWORKDIR /srv\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\nCOPY . .\nEXPOSE 8000\nHEALTHCHECK --interval=30s CMD curl -f http://localhost:8000/health || exit 1';
    for (const { target, prompt } of all(rough)) {
      const block = analyze(rough).material.find((m) => m.kind === 'code');
      expect(block?.content, target).toContain('HEALTHCHECK --interval=30s');
      expect(block?.content, target).toContain('ENV PYTHONUNBUFFERED=1');
      expect(prompt.split('HEALTHCHECK').length, target).toBe(2);
    }
  });

  it('tests over code that only raises name the error without a boundary clause', () => {
    const rough =
      'write unittest tests for this\n\ndef parse_level(s):\n    if not isinstance(s, str):\n        raise TypeError("level must be text")\n    return s.strip().lower()';
    const { prompt } = optimize(rough, 'gpt');
    expect(prompt).toContain('Include a test for each special case in the code: the `TypeError` it raises.');
    expect(prompt).not.toContain('both sides of each boundary: the');
  });
});
