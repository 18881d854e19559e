import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

/**
 * Pastes a program wrote or a person types at a terminal are technical material, never a letter:
 * a shell command pasted on its own line (or after "explain what this does:") is code, byte for
 * byte and fenced as bash; "what does this do" over code gets a walk through its parts, not the
 * teacher's analogy or the letter explainer's "what happens next"; a program's report of a
 * failure is a log; and a worked example's "Input:"/"Output:" lines stay one example.
 */

const COMMANDS = [
  'find . -name "*.log" -mtime +7 | xargs rm -f',
  "awk -F, '{s+=$3} END {print s}' sales.csv",
  'git rebase -i HEAD~3',
  'tar -czvf backup.tar.gz ~/Documents',
  'grep -rn "TODO" src/ | wc -l',
  'rsync -avz --delete ./site/ deploy@web1:/var/www/site/',
  'sudo chown -R www-data:www-data /var/www/html',
  'ffmpeg -i input.mov -vf scale=1280:-2 -c:v libx264 -crf 23 out.mp4',
  'docker run -d -p 8080:80 --name web nginx:alpine',
  'sort names.txt | uniq -c | sort -rn | head -5',
  'cut -d: -f1 /etc/passwd',
  "sed -i 's/http:/https:/g' *.html",
];

const ASKS = [
  (c: string) => `explain what this does: ${c}`,
  (c: string) => `what does this do\n\n${c}`,
  (c: string) => `can someone explain this command\n${c}`,
  (c: string) => `${c}\n\nwhat does that do exactly?`,
];

describe('a pasted shell command', () => {
  for (const command of COMMANDS) {
    for (const ask of ASKS) {
      const rough = ask(command);
      it(`is code, kept whole: ${JSON.stringify(rough).slice(0, 70)}`, () => {
        const analysis = analyze(rough);
        expect(analysis.material.map((m) => [m.kind, m.content])).toEqual([['code', command]]);
        expect(analysis.material[0]?.lang).toBe('bash');
        for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt).toContain(command);
      });
    }
  }

  it('is explained part by part by an engineer, not as a letter or with an analogy', () => {
    const out = optimize(`explain what this does: ${COMMANDS[0]}`, 'gpt').prompt;
    expect(out).toContain('Go through it piece by piece');
    expect(out).toContain('senior software engineer who explains code');
    expect(out).not.toMatch(/official letters|what happens next|analogy/u);
  });

  it('gets the same walk-through in the user’s language', () => {
    expect(optimize(`explica qué hace este comando: ${COMMANDS[3]}`, 'gpt').prompt).toContain(
      'parte por parte',
    );
    expect(optimize(`was macht dieser Befehl?\n\n${COMMANDS[4]}`, 'gpt').prompt).toContain('Stück für Stück');
    expect(optimize(`que fait cette commande ?\n\n${COMMANDS[10]}`, 'claude').prompt).toContain(
      'morceau par morceau',
    );
  });

  const PROSE = [
    'find the best flight to rome -cheap please',
    'sort out my taxes before april, any tips?',
    'cat keeps scratching the sofa | what can i do',
    'make a list of 10 names for a bakery',
    'git is confusing, what is a rebase and when should I use it?',
    'head to toe skincare routine for dry skin',
    'tail wagging but growling, is my dog happy or not',
    'touch typing tips for a 10 year old',
  ];
  for (const rough of PROSE) {
    it(`leaves a sentence that starts with a command word as the request: ${rough}`, () => {
      expect(analyze(rough).material).toEqual([]);
    });
  }
});

const CERTBOT = [
  'Processing /etc/letsencrypt/renewal/blog.example.net.conf',
  'Renewing an existing certificate for blog.example.net',
  'Certbot failed to authenticate some domains (authenticator: nginx).',
  '  Domain: blog.example.net',
  '  Type:   connection',
  '  Detail: 198.51.100.4: Fetching http://blog.example.net/.well-known/acme-challenge/x1: Timeout during connect',
].join('\n');
const SYSTEMD = [
  'nginx.service - A high performance web server and a reverse proxy server',
  '     Loaded: loaded (/lib/systemd/system/nginx.service; enabled)',
  '     Active: failed (Result: exit-code) since Tue 2026-03-03 10:12:44 UTC',
  '    Process: 1412 ExecStartPre=/usr/sbin/nginx -t (code=exited, status=1/FAILURE)',
].join('\n');
const COUNCIL_LETTER = [
  'Dear Resident,',
  'Following our review, your council tax band has been changed from band C to band D with effect from 1 April.',
  'You may appeal this decision within six months. Your new annual charge is £2,140.',
  'Yours faithfully,',
  'Revenues and Benefits Team',
].join('\n');

describe('a program’s report of a failure', () => {
  for (const [name, log] of [
    ['certbot', CERTBOT],
    ['systemd', SYSTEMD],
  ] as const) {
    for (const ask of ['what does this mean and how do i fix it', 'what does this mean?']) {
      it(`is a log, never explained as an official letter (${name}, "${ask}")`, () => {
        const rough = `${ask}\n\n${log}`;
        expect(analyze(rough).material.map((m) => m.kind)).toEqual(['log']);
        for (const target of ASSISTANT_KEYS) {
          const out = optimize(rough, target).prompt;
          expect(out).toContain(log);
          expect(out).not.toMatch(/official letters|legal term/u);
        }
      });
    }
  }

  it('with the fix asked for, does not ask for the log it was given', () => {
    const out = optimize(`what does this mean and how do i fix it\n\n${CERTBOT}`, 'gpt').prompt;
    expect(out).toContain('Start with the most likely causes');
    expect(out).not.toContain('Say which log or error output would narrow it down');
  });

  it('leaves a real letter as a letter', () => {
    const rough = `what does this mean in plain english?\n\n${COUNCIL_LETTER}`;
    expect(analyze(rough).material.map((m) => m.kind)).toEqual(['email']);
    const out = optimize(rough, 'gpt').prompt;
    expect(out).not.toMatch(/piece by piece|careful debugger/u);
    expect(out).toContain(COUNCIL_LETTER);
  });
});

describe('a worked example in the user’s spec', () => {
  const cases = [
    [
      'Turn product names into URL slugs. Lowercase, hyphens for spaces, no punctuation.',
      'Example:',
      "Input: Anna's Green Teapot (1L)",
      'Output: annas-green-teapot-1l',
      '',
      'Now do these:',
      'Oak Shelf - Small',
      'Linen Throw & Cushion',
    ],
    [
      'Convert each date to ISO format.',
      'Example:',
      'Input: 3rd of March 2025',
      'Output: 2025-03-03',
      '',
      'Dates:',
      '14th July 2024',
      'first of May 2023',
    ],
    [
      'Classify each support message as billing, bug or other.',
      'Example:',
      'Q: I was charged twice this month',
      'A: billing',
      '',
      'Messages:',
      'The export button does nothing',
      'Can I change my invoice address?',
    ],
  ];
  for (const lines of cases) {
    const rough = lines.join('\n');
    it(`keeps its input and output lines together: ${lines[0]}`, () => {
      const [, , input, output] = lines;
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out).toContain(input);
        expect(out).toContain(output);
        if (!input?.startsWith('Q:')) expect(out).toContain(`${input}\n${output}`);
        expect(out).not.toMatch(/^# Output$|<output>/mu);
      }
    });
  }
});

describe('a failure report in paragraphs, with the ask typed under it', () => {
  const BUILD = [
    'Run npm ci',
    'npm ERR! code ERESOLVE',
    'npm ERR! While resolving: web@1.4.0',
    'npm ERR! Found: react@18.2.0',
    '',
    'Error: Process completed with exit code 1.',
    '  at /home/runner/work/_temp/3f2a.sh:1',
  ].join('\n');
  const BACKUP = [
    'Starting backup of /srv/photos to s3://family-archive/photos',
    'upload failed: /srv/photos/2024/img_2231.jpg An error occurred (AccessDenied) when calling the PutObject operation',
    '',
    'Backup finished with 412 errors. See /var/log/backup/2026-03-02.log',
  ].join('\n');
  for (const [name, log, ask] of [
    ['ci', BUILD, 'this started today on every PR. what broke and how do i fix it'],
    ['backup', BACKUP, 'got this in the nightly email, is my data safe? what should i check first'],
  ] as const) {
    it(`is one log, byte for byte, and the ask stays the request (${name})`, () => {
      const rough = `${log}\n\n${ask}`;
      const analysis = analyze(rough);
      expect(analysis.material.map((m) => [m.kind, m.content])).toEqual([['log', log]]);
      for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt).toContain(log);
    });
  }
});
