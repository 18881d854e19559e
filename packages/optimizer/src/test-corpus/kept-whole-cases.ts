/**
 * Prompts for paste-kept-whole.test.ts (issue 11): a paste after a lead that ends in ":", rules
 * the ask says are pasted at the bottom, an exercise's parts under its text, a reply chain under
 * its email, the user's own ask after their pasted attempt. Each case: the rough prompt, the
 * paste exactly as typed (it must reach every assistant once, byte for byte), and words of the
 * user's ask that must stay in the request.
 */
export type KeptCase = readonly [rough: string, paste: string, ask: string];

export const SAMPLE_AFTER_LEAD: readonly KeptCase[] = [
  [
    'regex in javascript to pull the order ids (ORD- then 6 digits) out of these support notes, but skip the ones in urls. sample:\n\nso the customer says ORD-204431 never arrived\nrefund done for ORD-118920. see https://shop.example.com/o/ORD-555555\nfollow up tmrw',
    'so the customer says ORD-204431 never arrived\nrefund done for ORD-118920. see https://shop.example.com/o/ORD-555555\nfollow up tmrw',
    'regex',
  ],
  [
    'need a python function that parses my bank export into (date, amount, payee). heres what the csv looks like:\n\n03/01/2025;-12,40;tesco stores 2231\n03/01/2025;-3,10;costa coffee\n04/01/2025;1450,00;salary acme ltd\n\nthe amounts use a comma for decimals which keeps breaking float()',
    '03/01/2025;-12,40;tesco stores 2231\n03/01/2025;-3,10;costa coffee\n04/01/2025;1450,00;salary acme ltd',
    'python function',
  ],
  [
    'Schreib mir ein awk-Skript, das aus meinem Trainingslog die Kilometer pro Woche summiert. Hier ein Auszug:\n\nmo 3.1.  laufen 8,2 km  locker\nmi 5.1.  rad 31 km\nsa 8.1.  laufen 14 km  lang, knie ok\n\nKommas sind Dezimaltrennzeichen.',
    'mo 3.1.  laufen 8,2 km  locker\nmi 5.1.  rad 31 km\nsa 8.1.  laufen 14 km  lang, knie ok',
    'awk-Skript',
  ],
  [
    'écris-moi une regex pour extraire les numéros de facture (FA-2025-xxxx) de mes mails, voici un extrait :\n\nbonjour, la facture FA-2025-0142 est payée\ncf. pièce jointe FA-2025-0150.pdf\nmerci de relancer pour la FA-2025-0097',
    'bonjour, la facture FA-2025-0142 est payée\ncf. pièce jointe FA-2025-0150.pdf\nmerci de relancer pour la FA-2025-0097',
    'regex',
  ],
  [
    'necesito un script en bash que renombre las fotos por fecha, así es el archivo de nombres:\n\nIMG_20240312_101533.jpg\nIMG_20240312_101540.jpg\nvideo 14-03-2024 boda.mp4',
    'IMG_20240312_101533.jpg\nIMG_20240312_101540.jpg\nvideo 14-03-2024 boda.mp4',
    'script en bash',
  ],
];

export const RECORDS_WITH_SEPARATORS: readonly KeptCase[] = [
  [
    'write a node script that turns my goodreads quotes export into one json file per author. it has to cope with quotes that span several lines. this is what the export looks like:\n\nUrsula K. Le Guin\n- Quote, The Dispossessed, p. 88\n\nYou cannot buy the revolution.\n----------\nTerry Pratchett\n- Quote, Small Gods, p. 12\n\nThe trouble with having an open mind\nis that people keep coming along.\n----------',
    'Ursula K. Le Guin\n- Quote, The Dispossessed, p. 88\n\nYou cannot buy the revolution.\n----------\nTerry Pratchett\n- Quote, Small Gods, p. 12\n\nThe trouble with having an open mind\nis that people keep coming along.\n----------',
    'node script',
  ],
  [
    'scrivimi uno script python che divide le mie note kindle per libro. il file è così:\n\nIl nome della rosa (Umberto Eco)\n- La tua evidenziazione a pagina 40 | posizione 610-612\n\nStat rosa pristina nomine.\n==========\nIl Gattopardo (Giuseppe Tomasi di Lampedusa)\n- La tua nota a pagina 12 | posizione 200\n\nda rileggere\n==========',
    'Il nome della rosa (Umberto Eco)\n- La tua evidenziazione a pagina 40 | posizione 610-612\n\nStat rosa pristina nomine.\n==========\nIl Gattopardo (Giuseppe Tomasi di Lampedusa)\n- La tua nota a pagina 12 | posizione 200\n\nda rileggere\n==========',
    'script python',
  ],
];

export const REPORT_UNDER_ASK: readonly KeptCase[] = [
  [
    "my daughter's year 7 science report came home, what does 'emerging' mean here? this is the bit:\n\nScience: Emerging\nAmira asks thoughtful questions in practical lessons but her written conclusions are often incomplete.\nAttainment: 3 (Emerging)\nEffort: 1 (Excellent)\n\nalso how can i help her with conclusions without doing it for her",
    'Science: Emerging\nAmira asks thoughtful questions in practical lessons but her written conclusions are often incomplete.\nAttainment: 3 (Emerging)\nEffort: 1 (Excellent)',
    'emerging',
  ],
  [
    "can someone explain my payslip, the tax looks way too high this month. here's the part:\n\nGross pay: £2,310.00\nTax code: BR\nIncome tax: £462.00\nNI: £121.36\nNet pay: £1,726.64\n\ni think the BR code is wrong? what should i do",
    'Gross pay: £2,310.00\nTax code: BR\nIncome tax: £462.00\nNI: £121.36\nNet pay: £1,726.64',
    'payslip',
  ],
  [
    'Mein Sohn hat sein Zeugnis bekommen, was heißt das genau? Hier der Auszug:\n\nArbeitsverhalten: gut\nSozialverhalten: befriedigend\nBemerkung: Jonas muss sich im Unterricht häufiger melden.\n\nkannst du mir sagen, ob ich mir Sorgen machen muss',
    'Arbeitsverhalten: gut\nSozialverhalten: befriedigend\nBemerkung: Jonas muss sich im Unterricht häufiger melden.',
    'Zeugnis',
  ],
];

export const RULES_AT_BOTTOM: readonly KeptCase[] = [
  [
    "I run a book club forum. someone posted a spoiler thread and people are angry. summarise what happened and tell me which of our guidelines (pasted below) were broken. don't suggest bans.\n\n[19:02] maplereader: ok but did anyone else cry when Dex dies??\n[19:03] quietfox: WOW thanks for the spoiler\n[19:05] maplereader: it's been out for 3 weeks lol\n\nGuidelines:\n1. Spoilers go in threads marked [SPOILER] for 8 weeks after release.\n2. Be kind when pointing out a mistake.\n3. Mods handle disputes, not members.",
    '1. Spoilers go in threads marked [SPOILER] for 8 weeks after release.\n2. Be kind when pointing out a mistake.\n3. Mods handle disputes, not members.',
    'guidelines',
  ],
  [
    "Je modère un serveur de jeu. Résume la dispute et dis-moi quelles règles (collées en bas) chacun a enfreintes, sans proposer de sanction.\n\n[21:10] nox: t'es nul, tu triches\n[21:11] lila: prouve-le\n[21:12] nox: tout le monde le sait\n\nRègles :\n1. Pas d'insultes.\n2. Les accusations de triche passent par #signalements avec des preuves.",
    "1. Pas d'insultes.\n2. Les accusations de triche passent par #signalements avec des preuves.",
    'règles',
  ],
  [
    'Resume la discusión del grupo y dime qué normas (pegadas abajo) incumplió cada uno. No propongas castigos.\n\n[08:01] Lola: quién se ha comido mi yogur otra vez\n[08:03] Tomás: yo no he sido\n[08:04] Lola: siempre dices lo mismo\n\nNormas:\n1. La comida de cada uno lleva su nombre.\n2. Nada de acusaciones en el grupo, se habla en persona.',
    '1. La comida de cada uno lleva su nombre.\n2. Nada de acusaciones en el grupo, se habla en persona.',
    'normas',
  ],
];

export const SCHEMA_AFTER_LEAD: readonly KeptCase[] = [
  [
    'mysql 8. tables:\n\nCREATE TABLE members (\n  id int PRIMARY KEY,\n  joined date NOT NULL,\n  plan varchar(20)\n);\nCREATE TABLE visits (\n  member_id int,\n  visited_at datetime\n);\n\nneed the number of members per plan who visited at least twice in march 2025',
    'CREATE TABLE members (\n  id int PRIMARY KEY,\n  joined date NOT NULL,\n  plan varchar(20)\n);\nCREATE TABLE visits (\n  member_id int,\n  visited_at datetime\n);',
    'members per plan',
  ],
  [
    "sqlite, here's the schema:\n\nCREATE TABLE plants (\n  id INTEGER PRIMARY KEY,\n  name TEXT NOT NULL,\n  watered_on TEXT\n);\nCREATE TABLE rooms (\n  id INTEGER PRIMARY KEY,\n  plant_id INTEGER REFERENCES plants(id),\n  light TEXT CHECK (light IN ('low','bright'))\n);\n\ni want every plant not watered in the last 7 days with its room light",
    "CREATE TABLE plants (\n  id INTEGER PRIMARY KEY,\n  name TEXT NOT NULL,\n  watered_on TEXT\n);\nCREATE TABLE rooms (\n  id INTEGER PRIMARY KEY,\n  plant_id INTEGER REFERENCES plants(id),\n  light TEXT CHECK (light IN ('low','bright'))\n);",
    'not watered',
  ],
  [
    'Postgres 16. Schema:\n\nCREATE TABLE kurse (\n  id serial PRIMARY KEY,\n  titel text NOT NULL,\n  start date\n);\nCREATE TABLE anmeldungen (\n  kurs_id int REFERENCES kurse(id),\n  name text,\n  bezahlt boolean DEFAULT false\n);\n\nich brauche eine Abfrage: alle Kurse mit der Zahl der bezahlten Anmeldungen, auch Kurse ohne Anmeldung',
    'CREATE TABLE kurse (\n  id serial PRIMARY KEY,\n  titel text NOT NULL,\n  start date\n);\nCREATE TABLE anmeldungen (\n  kurs_id int REFERENCES kurse(id),\n  name text,\n  bezahlt boolean DEFAULT false\n);',
    'Abfrage',
  ],
];

export const TRACE_WITH_HEADER: readonly KeptCase[] = [
  [
    'my app dies when I rotate the phone on the settings screen. crash log:\n\nFATAL EXCEPTION: main\nProcess: com.lumenfield.notes, PID: 20931\njava.lang.IllegalStateException: Fragment SettingsFragment not attached to a context.\n\tat androidx.fragment.app.Fragment.requireContext(Fragment.java:972)\n\tat com.lumenfield.notes.SettingsFragment.onThemeChanged(SettingsFragment.kt:58)\n\tat com.lumenfield.notes.SettingsFragment$onViewCreated$1.invoke(SettingsFragment.kt:33)\n\nwhy does it only happen on rotation? fix it without turning off rotation',
    'FATAL EXCEPTION: main\nProcess: com.lumenfield.notes, PID: 20931\njava.lang.IllegalStateException: Fragment SettingsFragment not attached to a context.\n\tat androidx.fragment.app.Fragment.requireContext(Fragment.java:972)\n\tat com.lumenfield.notes.SettingsFragment.onThemeChanged(SettingsFragment.kt:58)\n\tat com.lumenfield.notes.SettingsFragment$onViewCreated$1.invoke(SettingsFragment.kt:33)',
    'rotation',
  ],
];

export const EXERCISE_WITH_PARTS: readonly KeptCase[] = [
  [
    "GCSE physics revision, i only want the method for (b), i'll do the numbers myself.\n\nA ball is dropped from a height of 45 m. Ignore air resistance and take g = 10 m/s².\n(a) Calculate the time it takes to reach the ground.\n(b) Calculate its speed just before it hits the ground.",
    'A ball is dropped from a height of 45 m. Ignore air resistance and take g = 10 m/s².\n(a) Calculate the time it takes to reach the ground.\n(b) Calculate its speed just before it hits the ground.',
    'method for (b)',
  ],
  [
    'Exercice de maths de ma fille (3e), aide-la pour le b) seulement avec des indices.\n\nUn rectangle a une longueur de 12 cm et une largeur de x cm. Son aire vaut 84 cm².\na) Écrire une équation vérifiée par x.\nb) Résoudre cette équation.',
    'Un rectangle a une longueur de 12 cm et une largeur de x cm. Son aire vaut 84 cm².\na) Écrire une équation vérifiée par x.\nb) Résoudre cette équation.',
    'indices',
  ],
  [
    'Hausaufgabe Mathe Klasse 9, bitte nur Tipps, keine fertige Lösung.\n\nEin Handyvertrag kostet 9 € Grundgebühr und 0,15 € pro Minute.\na) Stelle eine Funktionsgleichung auf.\nb) Wie viele Minuten kann man für 30 € telefonieren?',
    'Ein Handyvertrag kostet 9 € Grundgebühr und 0,15 € pro Minute.\na) Stelle eine Funktionsgleichung auf.\nb) Wie viele Minuten kann man für 30 € telefonieren?',
    'Tipps',
  ],
];

export const REPLY_CHAIN: readonly KeptCase[] = [
  [
    "can you tell me if the landlord is right about the boiler and draft a short reply, polite but firm\n\nFrom: Gareth Lyle <gareth@lyleproperty.co.uk>\nTo: Priya Shah\nDate: 12 Mar\nSubject: Re: Boiler\n\nHi Priya,\nThe engineer says the fault was caused by misuse, so the £180 call-out is yours to pay.\nGareth\n\n> On 2 Mar, Priya Shah wrote:\n> Hi Gareth, the boiler stopped heating water on Sunday. I haven't touched the settings.\n> Priya",
    "From: Gareth Lyle <gareth@lyleproperty.co.uk>\nTo: Priya Shah\nDate: 12 Mar\nSubject: Re: Boiler\n\nHi Priya,\nThe engineer says the fault was caused by misuse, so the £180 call-out is yours to pay.\nGareth\n\n> On 2 Mar, Priya Shah wrote:\n> Hi Gareth, the boiler stopped heating water on Sunday. I haven't touched the settings.\n> Priya",
    'landlord',
  ],
];

export const OWN_ATTEMPT_THEN_ASK: readonly KeptCase[] = [
  [
    "prove that the sum of two odd numbers is even. this is my attempt:\n\nLet a = 2k+1 and b = 2k+1.\nThen a + b = 4k + 2 = 2(2k+1), which is even.\n\nplease don't just give me a whole new proof, tell me what's wrong with mine",
    'Let a = 2k+1 and b = 2k+1.\nThen a + b = 4k + 2 = 2(2k+1), which is even.',
    "what's wrong with mine",
  ],
  [
    "Montre que n² + n est pair pour tout entier n. Voici ma démonstration :\n\nn² + n = n(n+1).\nDonc c'est pair.\n\nne me donne pas une nouvelle démonstration, montre-moi ce qui manque",
    "n² + n = n(n+1).\nDonc c'est pair.",
    'ce qui manque',
  ],
];

/** [rough prompt, line that stays the user's own request line]: no rule here may fire. */
export const LOOK_ALIKES: readonly (readonly [string, string])[] = [
  [
    'Write a bash script that backs up my photos. Requirements:\n\n- skip files over 2 GB\n- use rsync\n- log to backup.log',
    'use rsync',
  ],
  [
    'Plan a 3-day trip to Lisbon for two.\n\nRules:\n1. No museums on day one.\n2. Budget 150 euros a day.',
    'Budget 150 euros a day',
  ],
  [
    'Help me write a cover letter for a junior designer role. Key points:\n\n- 2 years of freelance work\n- strong in Figma\n- want to move into product design',
    'strong in Figma',
  ],
  [
    'Escribe un correo a mi jefa pidiendo el viernes libre. Detalles:\n\n- es por la boda de mi hermana\n- ya he dejado el informe terminado',
    'boda de mi hermana',
  ],
  [
    "Design a logo brief for my bakery. Here's what I need:\n\n- use warm colours\n- include a wheat ear\n- keep it simple enough for a stamp",
    'include a wheat ear',
  ],
  [
    'Which laptop should I buy for uni? I only do essays and Netflix. My options:\na) MacBook Air M2 for £899\nb) Lenovo IdeaPad 5 for £649',
    'Lenovo IdeaPad 5',
  ],
  [
    'Schreib mir eine kurze Absage für das Vorstellungsgespräch am Montag. Wichtig:\n\n- freundlich bleiben\n- keinen Grund nennen',
    'keinen Grund nennen',
  ],
];

/** A message from someone else that closes with their own ask: it stays in the paste. */
export const THEIR_ASK_STAYS: readonly KeptCase[] = [
  [
    "help me reply to this message from my manager, I can't do 3pm:\n\nhey, the numbers in the deck look off on slide 4.\n\ncould you send me the updated version before 3pm?",
    'hey, the numbers in the deck look off on slide 4.\n\ncould you send me the updated version before 3pm?',
    'reply',
  ],
  [
    'what does this email from the school want from me?\n\nDear parents,\n\nThe trip to the science museum is on 14 May.\n\nPlease return the consent form and £12 by Friday.\n\nKind regards,\nMrs Okoye',
    'Dear parents,\n\nThe trip to the science museum is on 14 May.\n\nPlease return the consent form and £12 by Friday.\n\nKind regards,\nMrs Okoye',
    'email from the school',
  ],
];
