import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Issue 11, non-English prompts: engine lines in the user's variety (European Portuguese named or
 * written the European way), an objection over a pasted decision drafted as an objection with the
 * letter kept whole, and short German, Polish and Italian text read in its own language. Prompts
 * written afresh for this file; every assertion reads what the user sees, for all six assistants.
 */

/** Everything the user sees: the prompt and the questions with their options. */
function shown(rough: string, key: (typeof ASSISTANT_KEYS)[number]): string {
  const { prompt, questions } = optimize(rough, key);
  return [prompt, ...questions.flatMap((q) => [q.question, ...q.options])].join('\n');
}

/** Brazilian forms a European reader notices in our own lines. */
const BRAZILIAN =
  /(?<![\p{L}])(?:[Vv]ocê|fatos|equipe|planejador|usuário|arquivo|Não acrescente|Não invente|Escreva|Mantenha|Use apenas|Baseie-se|Redija|estou pedindo)(?![\p{L}])/u;

const EUROPEAN: ReadonlyArray<readonly [string, string]> = [
  [
    'Em português de Portugal, por favor, nada de brasileiro: escreve um texto curto para o site da nossa pastelaria em Braga a apresentar os novos bolos de Natal. Não inventes preços.',
    'Não inventes preços.',
  ],
  [
    'Resume este relatório em 5 pontos, em português europeu.\n\nO volume de vendas subiu 12% no terceiro trimestre, sobretudo no Norte. Os custos de transporte aumentaram 4% e a equipa comercial cresceu para 14 pessoas.',
    'Os custos de transporte aumentaram 4%',
  ],
  [
    'Tu és um especialista em vinhos. Faz-me uma lista de 5 vinhos do Douro até 20 euros cada.',
    'vinhos do Douro',
  ],
  [
    'estou a preparar uma apresentação para a equipa sobre os resultados do trimestre, ajuda-me com a estrutura',
    'resultados do trimestre',
  ],
  ['Explica-me a diferença entre IRS e IRC de forma simples, sou estudante', 'IRS e IRC'],
  [
    'Escreve um email ao senhorio a dizer que a caldeira avariou outra vez, sem brasileirismos por favor',
    'a caldeira avariou',
  ],
  [
    'Não uses anglicismos: traduz para português este aviso: "The pool is closed for maintenance until Monday."',
    'The pool is closed',
  ],
  [
    'pt-PT: dá-me ideias para o pequeno-almoço das crianças antes da escola, coisas rápidas',
    'pequeno-almoço',
  ],
  [
    'revê este texto e corrige os erros, sem mudares o estilo:\n\nOntem fomos à praia com os miúdos e estava um dia espetacular. Comemos uns caracóis e bebemos umas imperiais no café do Zé, que fica mesmo ao pé da estação.',
    'bebemos umas imperiais no café do Zé',
  ],
  [
    'traduz para inglês este email do meu chefe, tu consegues: "Bom dia a todos, a reunião de segunda passa para as 10h."',
    'a reunião de segunda passa para as 10h',
  ],
];

describe('European Portuguese gets European engine lines', () => {
  for (const key of ASSISTANT_KEYS)
    it.each(EUROPEAN)(`${key}: %s`, (rough, kept) => {
      const text = shown(rough, key);
      expect(text).toContain(kept);
      // The user's own words may say anything; our lines must not be Brazilian.
      const ours = text
        .replace(rough, '')
        .split('\n')
        .filter((line) => !rough.includes(line.trim()));
      expect(ours.filter((line) => BRAZILIAN.test(line))).toEqual([]);
    });

  it('a summary keeps its "no outside facts" line, spoken as tu', () => {
    const { prompt } = optimize(EUROPEAN[1]![0], 'gpt');
    expect(prompt).toContain('não acrescentes factos externos');
    expect(prompt).toContain('Mantém os pontos-chave');
  });
});

describe('Portuguese lists and "as if" read right in both varieties', () => {
  for (const key of ASSISTANT_KEYS) {
    it.each([
      'extrai os nomes e os telemóveis desta lista para uma tabela:\n\nRui Costa 912345678\nAna Marques 934567123\nTiago Faria 965432187',
      'extraia os nomes e os celulares desta lista para uma tabela:\n\nRui Costa 912345678\nAna Marques 934567123\nTiago Faria 965432187',
    ])(`${key}: the list after "desta lista" is kept whole: %s`, (rough) => {
      const { prompt } = optimize(rough, key);
      expect(prompt).toContain('Rui Costa 912345678\nAna Marques 934567123\nTiago Faria 965432187');
      expect(prompt).not.toContain('Rui Costa 912345678.');
    });
    it(`${key}: "ajuda-me a responder a esta mensagem:" is the ask, not the paste's name`, () => {
      const rough =
        'ajuda-me a responder a esta mensagem:\n\nOlá Rita, preciso de ir aí a casa na terça de manhã para ver a caldeira. Pode ser? Cumprimentos, Sr. Almeida';
      const { prompt, questions } = optimize(rough, key);
      expect(prompt).toContain('Ajuda-me a responder a esta mensagem');
      expect(prompt).toContain('preciso de ir aí a casa na terça de manhã para ver a caldeira. Pode ser?');
      expect(prompt).not.toMatch(/Leia o texto fornecido|Lê o texto fornecido/u);
      expect(questions.map((q) => q.slot)).not.toContain('paste-goal');
    });
    it.each([
      'me explica como se eu tivesse 12 anos o que é a taxa Selic',
      'explica-me como se eu tivesse 12 anos o que é a Euribor',
    ])(`${key}: "como se eu tivesse" is no how-to: %s`, (rough) => {
      expect(optimize(rough, key).prompt).not.toMatch(/ferramentas, materiais/u);
    });
  }
});

const BRAZILIAN_PROMPTS = [
  'Escreva um texto curto para o site da nossa padaria em Curitiba apresentando os novos bolos de Natal. Não invente preços.',
  'Vou viajar para Portugal em maio, me ajuda a montar um roteiro de 7 dias por Lisboa e Porto?',
  'Resuma este relatório em 5 tópicos para a equipe:\n\nAs vendas cresceram 12% no terceiro trimestre, principalmente no Sul. Os custos de frete subiram 4%.',
  'Você pode me explicar a diferença entre CDB e LCI? Sou iniciante em investimentos.',
];

describe('Brazilian Portuguese stays Brazilian, Portugal named or not', () => {
  for (const key of ASSISTANT_KEYS)
    it.each(BRAZILIAN_PROMPTS)(`${key}: %s`, (rough) => {
      const { prompt, analysis } = optimize(rough, key);
      expect(analysis.language).toBe('pt');
      expect(prompt).not.toMatch(/Não acrescentes|factos|Mantém|Age como|planeador/u);
    });
});

describe('English that mentions Portugal stays English', () => {
  for (const key of ASSISTANT_KEYS)
    it.each([
      'Write a 5-day itinerary for Portugal, we love wine and beaches',
      'Translate this menu into European Portuguese (Portugal, not Brazil): grilled sardines, green wine, custard tarts',
    ])(`${key}: %s`, (rough) => {
      const { prompt, analysis } = optimize(rough, key);
      expect(analysis.language).toBe('en');
      expect(prompt).not.toMatch(/Tarefa|Instruções|Escreve|factos/u);
    });
});

interface Objection {
  rough: string;
  letter: string;
  task: RegExp;
}

const OBJECTIONS: readonly Objection[] = [
  {
    rough:
      'Ich möchte Widerspruch gegen den Bescheid meiner Krankenkasse einlegen. Hier ist das Schreiben:\n\nSehr geehrte Frau Keller,\nwir haben Ihren Antrag auf Kostenübernahme für die Haushaltshilfe vom 03.03.2025 geprüft. Leider müssen wir Ihnen mitteilen, dass die Voraussetzungen nach § 38 SGB V nicht erfüllt sind. Der Antrag wird daher abgelehnt.\nMit freundlichen Grüßen\nIhre AOK Bayern',
    letter: 'dass die Voraussetzungen nach § 38 SGB V nicht erfüllt sind. Der Antrag wird daher abgelehnt.',
    task: /Entwirf meinen Widerspruch/u,
  },
  {
    rough:
      'Sehr geehrter Herr Öztürk,\nIhr Antrag auf Übernahme der Kosten für die Einlagen (Rezept vom 14.01.2025) wurde abgelehnt, da es sich nicht um ein Hilfsmittel im Sinne des § 33 SGB V handelt.\nMit freundlichen Grüßen\nTechniker Krankenkasse\n\nDagegen will ich Widerspruch einlegen, hilf mir bitte.',
    letter: '(Rezept vom 14.01.2025) wurde abgelehnt',
    task: /Entwirf meinen Widerspruch/u,
  },
  {
    rough:
      'Hallo, ich möchte gegen diesen Bescheid Einspruch einlegen. Könnten Sie mir bitte helfen?\n\nSehr geehrter Herr Wagner,\ngegen Sie wurde wegen Überschreitung der zulässigen Höchstgeschwindigkeit am 12.03.2025 ein Bußgeld in Höhe von 70 Euro festgesetzt (Aktenzeichen 502.118.774).\nMit freundlichen Grüßen\nStadt Köln, Bußgeldstelle',
    letter: 'ein Bußgeld in Höhe von 70 Euro festgesetzt (Aktenzeichen 502.118.774).',
    task: /Entwerfen Sie meinen Einspruch/u,
  },
  {
    rough:
      "Je veux contester la décision de ma mutuelle. Voici leur courrier :\n\nMadame,\nNous avons étudié votre demande de remboursement du 12 février 2025 concernant les séances d'ostéopathie. Après examen, nous ne pouvons pas donner une suite favorable à votre demande, ces actes n'étant pas couverts par votre contrat Essentiel.\nVeuillez agréer, Madame, nos salutations distinguées.\nService Prestations, Mutuelle Horizon",
    letter: "ces actes n'étant pas couverts par votre contrat Essentiel.",
    task: /ma contestation de la décision/u,
  },
  {
    rough:
      "Bonjour, j'ai reçu ce courrier de ma mutuelle et je veux faire une réclamation :\n\nMadame Girard,\nVotre demande de prise en charge des lunettes (facture n° 88231 du 05/01/2025) est refusée, le délai de renouvellement de deux ans n'étant pas atteint.\nCordialement,\nHarmonie Mutuelle",
    letter: '(facture n° 88231 du 05/01/2025) est refusée',
    task: /ma contestation de la décision/u,
  },
  {
    rough:
      'Ayúdame a recurrir esta resolución de mi seguro:\n\nEstimada Sra. Ortega:\nLamentamos comunicarle que su solicitud de reembolso de la fisioterapia (expediente 2025/4471) ha sido desestimada por no contar con prescripción médica.\nAtentamente,\nAdeslas',
    letter: '(expediente 2025/4471) ha sido desestimada',
    task: /Redacta mi recurso/u,
  },
  {
    rough:
      'Quiero presentar una reclamación contra la denegación de mi seguro de salud. Esta es la carta que me enviaron:\n\nEstimado cliente:\nLe comunicamos que su solicitud de cobertura de la resonancia magnética del 4 de marzo ha sido denegada por tratarse de una prueba no incluida en su póliza.\nAtentamente,\nDepartamento de Prestaciones, Sanitas Plus',
    letter: 'ha sido denegada por tratarse de una prueba no incluida en su póliza.',
    task: /Redacta mi recurso/u,
  },
  {
    rough:
      'Vorrei fare ricorso contro questa decisione:\n\nGentile Sig.ra Conti,\ncon la presente le comunichiamo che la sua domanda di rimborso n. 7781 del 10/02/2025 non può essere accolta in quanto la prestazione non rientra nel piano sanitario.\nCordiali saluti,\nFondo Salute Aziendale',
    letter: 'la sua domanda di rimborso n. 7781 del 10/02/2025 non può essere accolta',
    task: /Scrivi il mio ricorso/u,
  },
  {
    rough:
      "Devo fare ricorso contro questa decisione dell'ASL, ecco la lettera:\n\nGentile Sig. Rossi,\nla informiamo che la sua richiesta di rimborso n. 4521 per le cure odontoiatriche è stata respinta perché presentata oltre i termini.\nDistinti saluti,\nUfficio Rimborsi ASL Roma 2",
    letter: 'è stata respinta perché presentata oltre i termini.',
    task: /Scrivi il mio ricorso/u,
  },
  {
    rough:
      'Quero contestar esta decisão do meu plano de saúde. Segue a carta:\n\nPrezada Sra. Almeida,\nInformamos que a solicitação de cobertura da cirurgia (protocolo 55812) foi negada por se tratar de procedimento fora do rol da ANS.\nAtenciosamente,\nCentral de Atendimento Unimed',
    letter: '(protocolo 55812) foi negada',
    task: /Redija minha contestação/u,
  },
  {
    rough:
      'Quero recorrer desta decisão, nada de brasileiro por favor:\n\nExma. Senhora D. Marta Lopes,\nInformamos que o pedido de reembolso n.º 3321 foi indeferido por falta de documentação.\nCom os melhores cumprimentos,\nMédis',
    letter: 'o pedido de reembolso n.º 3321 foi indeferido por falta de documentação.',
    task: /Redige a minha contestação/u,
  },
  {
    rough:
      'I need to appeal this. Can you help?\n\nDear Mr Patel,\nYour claim CL-20931 for water damage has been denied because the damage was caused by gradual leakage, which is not covered under section 4.2 of your policy.\nSincerely,\nHarbor Home Insurance',
    letter: 'which is not covered under section 4.2 of your policy.',
    task: /Draft my appeal against the decision/u,
  },
];

describe('an objection over a pasted decision is drafted from it', () => {
  for (const key of ASSISTANT_KEYS)
    it.each(OBJECTIONS)(`${key}: $rough`, ({ rough, letter, task }) => {
      const { prompt, questions } = optimize(rough, key);
      expect(prompt).toMatch(task);
      expect(prompt).toContain(letter);
      expect(prompt).not.toMatch(/in modo utile|answer helpfully|hilfreich|e_mail|<email>/u);
      expect(questions.map((q) => q.slot)).not.toContain('paste-goal');
    });
});

describe('look-alikes of an objection keep their own task', () => {
  for (const key of ASSISTANT_KEYS) {
    it(`${key}: a customer's complaint to answer stays a reply`, () => {
      const rough =
        'Recebi esta reclamação de um cliente, me ajuda a responder:\n\nOlá, comprei um tênis no dia 3 e veio com defeito. Quero meu dinheiro de volta.\nJoana';
      expect(optimize(rough, key).prompt).not.toMatch(/contestação/u);
    });
    it(`${key}: a decision letter to summarize stays a summary`, () => {
      const rough =
        'Summarize this letter for me:\n\nDear Mr Patel,\nYour claim CL-20931 for water damage has been denied because the damage was caused by gradual leakage.\nSincerely,\nHarbor Home Insurance';
      const { prompt } = optimize(rough, key);
      expect(prompt).toContain('Summarize this letter for me');
      expect(prompt).not.toMatch(/appeal|objection/iu);
    });
    it(`${key}: asking whether to object wants advice, not the letter`, () => {
      const rough =
        'Soll ich gegen diesen Bescheid Widerspruch einlegen? Lohnt sich das?\n\nSehr geehrter Herr Braun,\nIhr Antrag auf Wohngeld vom 02.01.2025 wurde abgelehnt, da Ihr Einkommen die Grenze überschreitet.\nMit freundlichen Grüßen\nStadt Leipzig';
      const { prompt } = optimize(rough, key);
      expect(prompt).toContain('Soll ich gegen diesen Bescheid Widerspruch einlegen?');
      expect(prompt).not.toMatch(/Entwirf meinen Widerspruch/u);
    });
    it(`${key}: a poem for a contest is no appeal`, () => {
      const rough =
        'I want to enter this poem in a contest, make it stronger:\n\nThe letters came back, rejected, fine,\nI folded them all in a careful line,\nand kept on writing, line by line.';
      expect(optimize(rough, key).prompt).not.toMatch(/appeal|objection|decision letter/iu);
    });
    it(`${key}: a Dutch objection is left as written`, () => {
      const rough =
        'Ik wil bezwaar maken tegen dit besluit van mijn zorgverzekeraar. Dit is de brief:\n\nGeachte heer De Vries,\nWij hebben uw aanvraag voor vergoeding van fysiotherapie beoordeeld. Helaas kunnen wij deze niet vergoeden.\nMet vriendelijke groet,\nZilveren Kruis';
      const { prompt } = optimize(rough, key);
      expect(prompt).toContain('Ik wil bezwaar maken tegen dit besluit van mijn zorgverzekeraar.');
      expect(prompt).toContain('Helaas kunnen wij deze niet vergoeden.');
      expect(prompt).not.toMatch(/\b(?:Draft|Write|objection|appeal)\b/u);
    });
  }
});

describe('short text is read in its own language', () => {
  for (const key of ASSISTANT_KEYS) {
    it(`${key}: a German maths check names the wrong step in German`, () => {
      const { prompt, analysis } = optimize('Ist das richtig? 3x + 5 = 20, also 3x = 25, also x = 25/3', key);
      expect(analysis.language).toBe('de');
      expect(prompt).toContain('3x = 25, also x = 25/3');
      expect(prompt).toMatch(/Schritt/u);
      // DeepSeek's own maths line is the vendor's documented English sentence, kept as it is.
      expect(prompt.replace('Please reason step by step', '')).not.toMatch(/\bstep\b/u);
    });
    it.each([
      'Bin im Zug, schreib kurz an meinen Chef, dass ich 10 Minuten später komme',
      'Ich bin im Urlaub bis 14.8., schreib eine Abwesenheitsnotiz für meine Mails',
      'im Garten wachsen Tomaten mit braunen Flecken, was tun?',
      'Termin im Mai absagen',
      'im Urlaub krank geworden was tun',
    ])(`${key}: German "im" is no English "I'm": %s`, (rough) => {
      const { analysis, prompt } = optimize(rough, key);
      expect(analysis.language).toBe('de');
      expect(prompt).not.toMatch(/\b(?:Write|Answer|Task)\b/u);
    });
    it.each([
      ['im going to Berlin next week, what should I pack', "I'm going to Berlin"],
      ['hey im Sarah, write a short bio for my yoga studio website', "I'm Sarah"],
    ])(`${key}: English "im" stays "I'm": %s`, (rough, kept) => {
      const { analysis, prompt } = optimize(rough, key);
      expect(analysis.language).toBe('en');
      expect(prompt).toContain(kept);
    });
    it(`${key}: Polish "Paragon mam." stays, in Polish`, () => {
      const rough = 'Paragon mam. Czy mogę zwrócić buty po 20 dniach?';
      const { prompt, analysis } = optimize(rough, key);
      expect(analysis.language).toBe('pl');
      expect(prompt).toContain('Paragon mam.');
      expect(prompt).not.toMatch(/\b(?:Answer|reasons|Task)\b/u);
    });
    it(`${key}: Italian "n." runs on`, () => {
      const rough =
        'Scrivi una mail al condominio: la rata n. 3 del 2025 risulta già pagata, allego la ricevuta.';
      expect(optimize(rough, key).prompt).toContain('la rata n. 3 del 2025 risulta già pagata');
    });
    it(`${key}: "está a dar erro" is Portuguese`, () => {
      const rough = 'corrige este código python que está a dar erro:\n\ndef soma(a, b)\n    return a + b';
      const { prompt, analysis } = optimize(rough, key);
      expect(analysis.language).toBe('pt');
      expect(prompt).toContain('def soma(a, b)\n    return a + b');
      expect(prompt).not.toMatch(/Encuentra|Muestra|código corregido/u);
    });
    it.each([
      ['écris une fonction python qui vérifie si un mot est un palindrome', /code complet et exécutable/u],
      ['schreib ein bash skript das alle jpg dateien in einem ordner verkleinert', /lauffähigen Code/u],
      ['escribe una función en javascript que quite los acentos de un texto', /código completo/u],
    ])(`${key}: a bare code ask gets code lines: %s`, (rough, line) => {
      expect(optimize(rough, key).prompt).toMatch(line);
    });
  }
});
