import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { expectWhole } from './test-corpus/expect-whole';

/**
 * Pasted material reaches every assistant once, byte for byte, and none of its lines turns into
 * an instruction: a terminal session (prompts, commands and what they printed), an English email
 * under a request in another language, a contract section headed in capitals, and meeting
 * minutes whose closing line is no task. Look-alikes (a to-do list in capitals, one command to
 * explain, "$ 500" as money) keep their current reading.
 */

const TARGETS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

const KUBECTL = `$ kubectl get pods -n staging
NAME                              READY   STATUS             RESTARTS   AGE
checkout-api-7d9f8b6c5d-x2kqp     0/1     CrashLoopBackOff   14         47m
checkout-worker-5b8c7d9f6-lm4rt   1/1     Running            0          2d
$ kubectl describe pod checkout-api-7d9f8b6c5d-x2kqp -n staging
Events:
  Type     Reason     Age                  From     Message
  ----     ------     ----                 ----     -------
  Normal   Pulled     12m (x14 over 47m)   kubelet  Container image "registry.acme.io/checkout-api:2.4.1" already present on machine
  Warning  BackOff    2m (x210 over 47m)   kubelet  Back-off restarting failed container`;

const KUBECTL_SHORT = `$ kubectl get pods -n payments
NAME                          READY   STATUS             RESTARTS   AGE
ledger-6f7c9d8b4-q8zrt        0/1     ImagePullBackOff   0          9m`;

const POWERSHELL = `PS C:\\Users\\dana> Get-Service -Name Spooler
Status   Name               DisplayName
------   ----               -----------
Stopped  Spooler            Print Spooler
PS C:\\Users\\dana> Start-Service Spooler
Start-Service : Service 'Print Spooler (Spooler)' cannot be started due to the following error: Cannot start service Spooler on computer '.'.`;

const PYTHON_REPL = `>>> import pandas as pd
>>> df = pd.read_csv("orders.csv")
>>> df.groupby("region").total.sum()
region
East     10234.50
North     8812.00
West         NaN
Name: total, dtype: float64`;

const DOCKER = `$ docker ps -a
CONTAINER ID   IMAGE          COMMAND                  CREATED        STATUS                     PORTS     NAMES
3f2a9c1e7b4d   postgres:15    "docker-entrypoint.s…"   3 hours ago    Exited (1) 3 hours ago               db
$ docker logs db
FATAL:  data directory "/var/lib/postgresql/data" has wrong ownership
HINT:  The server must be started by the user that owns the data directory.`;

const USER_HOST = `deploy@web-02:~/shop$ df -h /
Filesystem      Size  Used Avail Use% Mounted on
/dev/vda1        25G   25G     0 100% /
deploy@web-02:~/shop$ du -sh /var/log
19G	/var/log`;

const MYSQL = `mysql> SELECT id, status FROM orders WHERE id = 1042;
+------+-----------+
| id   | status    |
+------+-----------+
| 1042 | SHIPPED   |
+------+-----------+
1 row in set (0.00 sec)`;

const IPCONFIG = `C:\\Users\\me>ipconfig
Windows IP Configuration
   IPv4 Address. . . . . . . . . . . : 192.168.1.23`;

const EMAIL_BROWN = `Dear Mr. Brown,
Thanks for the quick reply. The parts arrived today.
Best,
Sara`;

const EMAIL_HARTLEY = `Hi Mr. Hartley,

Sorry for this. We can't send the samples on Friday because the courier cancelled. Next Tuesday is the earliest. Tell me if that's a problem.

Thanks,
Kenji Watanabe
Sales, Tokyo office`;

const EMAIL_OLSEN = `Dear Ms. Olsen,

The invoice you sent is wrong. We ordered 40 units, not 400. Fix it and send a new one.

Regards,
Lin Wei`;

const EMAIL_DR = `Hello Dr. Mensah,
I can't come on Monday. Move my appointment to next week.
Best,
Pierre`;

const VENUE_CONTRACT = `7. CANCELLATION AND RESCHEDULING
7.1 The Client may cancel the Event by written notice to the Venue. Cancellation fees apply as set out in clause 7.2.
7.2 If notice is received less than 60 days before the Event Date, 50% of the Hire Fee is payable; less than 30 days, 100% is payable.
7.3 The Venue may reschedule the Event once, at no cost to the Client, with at least 90 days' notice.
7.4 Deposits are non-refundable.`;

const SERVICES_CONTRACT = `4. PAYMENT TERMS
4.1 Invoices are payable within thirty (30) days of the invoice date.
4.2 Late payments accrue interest at 1.5% per month.
5. TERMINATION
5.1 Either party may terminate this Agreement on sixty (60) days' written notice.`;

const VERBALE_CONDOMINIO = `VERBALE DI ASSEMBLEA ORDINARIA DEL CONDOMINIO "VIA DEI MILLE 14"
Il giorno 12 marzo 2026, alle ore 18:30, presso la sala comune, si è riunita in seconda convocazione l'assemblea dei condomini.
Presenti: 9 condomini su 14, per 712 millesimi.
Punto 1 - Approvazione del rendiconto 2025: approvato all'unanimità.
Punto 2 - Rifacimento della facciata: si delibera di richiedere tre preventivi entro il 30 aprile.
Punto 3 - Varie ed eventuali: il sig. Rossi segnala infiltrazioni nel box 3.
La seduta è tolta alle ore 20:10.`;

const VERBALE_BREVE = `Verbale dell'assemblea condominiale del 12 marzo 2026
Presenti 9 condomini su 14. Presiede l'amministratore, dott. Bianchi.
1) Rendiconto 2025: approvato all'unanimità.
2) Facciata: si chiedono tre preventivi entro il 30 aprile.
3) Varie: il sig. Rossi segnala infiltrazioni nel box 3.
La seduta è tolta alle ore 20:10.`;

/** No line of the paste became a numbered or bulleted instruction. */
function expectNoBulletFrom(prompt: string, paste: string): void {
  for (const line of paste.split('\n')) {
    if (line.trim().length < 4) continue;
    const escaped = line.trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    expect(prompt, prompt).not.toMatch(new RegExp(`^\\s*(?:\\d+[.)]|[-*•])\\s+${escaped}`, 'mu'));
  }
}

interface Case {
  readonly name: string;
  readonly prompt: string;
  readonly paste: string;
  /** The user's own words, asked outside the paste. */
  readonly ask: RegExp;
}

const CASES: readonly Case[] = [
  {
    name: 'kubectl pods and events under a question and a lead',
    prompt: `why does the checkout api keep crashing? here's what I see:\n\n${KUBECTL}`,
    paste: KUBECTL,
    ask: /keep crashing\?/iu,
  },
  {
    name: 'kubectl output with the question straight under it',
    prompt: `${KUBECTL_SHORT}\nwhat does ImagePullBackOff mean here?`,
    paste: KUBECTL_SHORT,
    ask: /What does ImagePullBackOff mean here\?/iu,
  },
  {
    name: 'a PowerShell session above the question',
    prompt: `${POWERSHELL}\n\nwhy won't the spooler start`,
    paste: POWERSHELL,
    ask: /spooler start/iu,
  },
  {
    name: 'a Python REPL session under the question',
    prompt: `why is West NaN here?\n${PYTHON_REPL}`,
    paste: PYTHON_REPL,
    ask: /West NaN here\?/iu,
  },
  {
    name: 'two docker commands between two lines of the user',
    prompt: `my postgres container dies immediately\n\n${DOCKER}\n\nhow do I fix the ownership?`,
    paste: DOCKER,
    ask: /fix the ownership\?/iu,
  },
  {
    name: 'a user@host prompt with df and du output',
    prompt: `Server ran out of disk overnight, what can I safely delete?\n\n${USER_HOST}`,
    paste: USER_HOST,
    ask: /safely delete\?/iu,
  },
  {
    name: 'a mysql> session with its result table',
    prompt: `${MYSQL}\n\nThe app still shows this order as pending. Where should I look?`,
    paste: MYSQL,
    ask: /Where should I look\?/iu,
  },
  {
    name: 'a cmd.exe session with dotted ipconfig output',
    prompt: `${IPCONFIG}\n\nwhy can't I reach the printer at 192.168.2.10?`,
    paste: IPCONFIG,
    ask: /reach the printer at 192\.168\.2\.10\?/iu,
  },
  {
    name: 'an English email to "Mr." Brown with the ask after it',
    prompt: `${EMAIL_BROWN}\n\nmake it more formal`,
    paste: EMAIL_BROWN,
    ask: /more formal/iu,
  },
  {
    name: 'a Japanese request over an English email with "Mr." in the greeting',
    prompt: `以下の英語のメールを、もっと丁寧な表現に直してください。\n\n${EMAIL_HARTLEY}`,
    paste: EMAIL_HARTLEY,
    ask: /丁寧な表現に直してください/u,
  },
  {
    name: 'a Japanese request with the email straight under it',
    prompt: `このメールを丁寧にしてください\n${EMAIL_HARTLEY}`,
    paste: EMAIL_HARTLEY,
    ask: /丁寧にしてください/u,
  },
  {
    name: 'a Korean request over an English complaint email',
    prompt: `이 영어 이메일을 더 정중하게 바꿔 주세요:\n${EMAIL_OLSEN}`,
    paste: EMAIL_OLSEN,
    ask: /정중하게 바꿔 주세요/u,
  },
  {
    name: 'a German request over an English email to "Dr." Mensah',
    prompt: `Kannst du diese englische Mail höflicher formulieren?\n\n${EMAIL_DR}`,
    paste: EMAIL_DR,
    ask: /höflicher/iu,
  },
  {
    name: 'a Spanish request with a remark after it',
    prompt: `¿Puedes hacer este correo más amable? Lo tengo que mandar hoy.\n\n${EMAIL_OLSEN}`,
    paste: EMAIL_OLSEN,
    ask: /más amable\?/iu,
  },
  {
    name: 'a contract section in capitals with a short sub-clause',
    prompt: `Can we cancel 45 days before without paying everything? Here's the clause:\n\n${VENUE_CONTRACT}`,
    paste: VENUE_CONTRACT,
    ask: /cancel 45 days before/iu,
  },
  {
    name: 'two contract sections in capitals at the top, the ask below',
    prompt: `${SERVICES_CONTRACT}\n\nExplain in plain English what happens if we pay late.`,
    paste: SERVICES_CONTRACT,
    ask: /what happens if we pay late/iu,
  },
  {
    name: 'Italian minutes in capitals, the ask after a blank line',
    prompt: `${VERBALE_CONDOMINIO}\n\nPuoi riassumere questo verbale in 5 punti per la bacheca?`,
    paste: VERBALE_CONDOMINIO,
    ask: /riassumere questo verbale in 5 punti/iu,
  },
  {
    name: 'Italian minutes in capitals, the ask on the next line',
    prompt: `${VERBALE_CONDOMINIO}\nRiassumi per favore in 3 righe.`,
    paste: VERBALE_CONDOMINIO,
    ask: /Riassumi per favore in 3 righe/iu,
  },
  {
    name: 'Italian minutes with a sentence title, a question after them',
    prompt: `${VERBALE_BREVE}\n\nmi scrivi un avviso breve da appendere in portineria con le decisioni?`,
    paste: VERBALE_BREVE,
    ask: /avviso breve da appendere in portineria/iu,
  },
  {
    name: 'Italian minutes under the request',
    prompt: `Ciao, mi serve una mail per i condomini che riassuma le decisioni. Ecco il verbale:\n\n${VERBALE_BREVE}`,
    paste: VERBALE_BREVE,
    ask: /mail per i condomini/iu,
  },
];

describe('a pasted session, email, contract or minutes is one block for every assistant', () => {
  for (const c of CASES) {
    it.each(TARGETS)(`${c.name} (%s)`, (target) => {
      const r = optimize(c.prompt, target);
      expectWhole(r.prompt, c.paste);
      expectNoBulletFrom(r.prompt, c.paste);
      const at = r.prompt.indexOf(c.paste);
      const outside = r.prompt.slice(0, at) + r.prompt.slice(at + c.paste.length);
      expect(outside, r.prompt).toMatch(c.ask);
    });
  }
});

describe('look-alikes keep their reading', () => {
  it.each(TARGETS)("a to-do item in capitals stays one of the user's items, not a clause (%s)", (target) => {
    const r = optimize(
      'My todo for the week:\n1. CALL THE BANK\n2. Book dentist\n3. Renew passport\nCan you turn this into a schedule?',
      target,
    );
    // The three items stay together, in order.
    expect(r.prompt).toMatch(/1\. CALL THE BANK\n\s*2\. Book dentist\n\s*3\. Renew passport/u);
  });

  it.each(TARGETS)("a heading in capitals over the user's own brief is no pasted document (%s)", (target) => {
    const r = optimize(
      'WEDDING SPEECH FOR MY SISTER\nShe is 29, a vet, and loves climbing.\nKeep it under 3 minutes and funny.',
      target,
    );
    expect(r.prompt).not.toMatch(/<text>\s*WEDDING SPEECH/u);
    expect(r.prompt).not.toMatch(/decisions made, action items/iu);
  });

  it.each(TARGETS)('one command to explain is still code, not a log (%s)', (target) => {
    const r = optimize('$ git rebase -i HEAD~3\n\nwhat does this command do?', target);
    expect(r.prompt).toContain('git rebase -i HEAD~3');
    expect(r.prompt).not.toMatch(/<log>|```log/u);
  });

  it.each(TARGETS)('"$ 500" at a line start is money, not a shell prompt (%s)', (target) => {
    const r = optimize(
      'Plan a weekend in Lisbon for two.\n$ 500 is the most we can spend\nWe like food markets and museums.',
      target,
    );
    expect(r.prompt).not.toMatch(/<log>|```log/u);
    expect(r.prompt).toMatch(/500/u);
  });

  it.each(TARGETS)("a numbered list of the user's own steps in capitals stays the user's (%s)", (target) => {
    const r = optimize(
      'Write a short onboarding email for new hires.\n1. WELCOME THEM\n2. Say where to park\n3. Mention the Friday lunch',
      target,
    );
    expect(r.prompt).not.toMatch(/<text>\s*1\. WELCOME THEM/u);
  });
});
