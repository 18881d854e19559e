import type { Locale } from './types';

// Forms that traditionally have no title.
const UNTITLED = /\b(haik|haïk|limerick)/i;

export const de: Locale = {
  lang: 'de',
  name: 'German',
  headings: {
    roleAndObjective: 'Rolle und Ziel',
    role: 'Rolle',
    task: 'Aufgabe',
    context: 'Kontext',
    background: 'Hintergrund',
    requirements: 'Anforderungen',
    instructions: 'Anweisungen',
    reasoningSteps: 'Denkschritte',
    outputFormat: 'Ausgabeformat',
    examples: 'Beispiele',
    input: 'Eingabe',
    finalInstructions: 'Abschließende Anweisungen',
    rules: 'Regeln',
    steps: 'Schritte',
  },
  labels: {
    objective: 'Ziel',
    purpose: 'Zweck',
    audience: 'Zielgruppe',
    success: 'Erfolgskriterium',
    tone: 'Tonfall',
    length: 'Länge',
    format: 'Format',
    topic: 'Thema',
  },
  placeholders: {
    audience: '[ZIELGRUPPE]',
    wordCount: '[WORTANZAHL]',
    tone: '[TONFALL]',
    programmingLanguage: '[PROGRAMMIERSPRACHE]',
    pasteCode: '[CODE HIER EINFÜGEN]',
    pasteData: '[DATEN HIER EINFÜGEN]',
    pasteText: '[TEXT HIER EINFÜGEN]',
    topic: '[THEMA]',
    learnerLevel: '[LERNNIVEAU]',
    examples: '[OPTIONAL: 1-3 BEISPIELE FÜR DIE GEWÜNSCHTE AUSGABE]',
    maxWords: '[MAXIMALE WORTANZAHL]',
    minWords: '[MINDESTWORTANZAHL]',
    number: '[ANZAHL]',
    successCriteria: '[ERFOLGSKRITERIEN]',
    specificQuality: '[KONKRETE EIGENSCHAFT]',
  },
  details: {
    renamingRule: { label: 'Umbenennungsregel', placeholder: '[UMBENENNUNGSREGEL]' },
    folder: { label: 'Ordner', placeholder: '[ZIELORDNER]' },
    backupDestination: { label: 'Sicherungsziel', placeholder: '[SICHERUNGSZIEL]' },
    tableSchema: { label: 'Tabellen und Spalten', placeholder: '[TABELLENSCHEMA]' },
    sqlDialect: { label: 'Datenbank', placeholder: '[SQL-DIALEKT, Z. B. POSTGRESQL]' },
    matchExamples: { label: 'Soll passen / soll nicht passen', placeholder: '[BEISPIELZEICHENKETTEN]' },
    targetLanguage: { label: 'Zielsprache', placeholder: '[ZIELSPRACHE]' },
    experience: {
      label: 'Deine Erfahrung und Fähigkeiten',
      placeholder: '[DEINE ERFAHRUNG UND FÄHIGKEITEN]',
    },
    anecdotes: { label: 'Anekdoten und Details', placeholder: '[ANEKDOTEN UND DETAILS]' },
    targetUrl: { label: 'Seite', placeholder: '[URL]' },
  },
  forms: {
    haiku: 'Form: Haiku, drei Zeilen mit 5, 7 und 5 Silben; ohne Titel.',
    limerick: 'Form: Limerick, fünf Zeilen mit Reimschema AABBA, Zeilen 3 und 4 kürzer; ohne Titel.',
    sonnet: 'Form: Sonett, 14 Verse in zwei Quartetten und zwei Terzetten.',
    tweet: 'Form: ein einzelner Tweet mit höchstens 280 Zeichen, Hashtags eingeschlossen.',
    thread: 'Form: ein Thread, in dem jeder Tweet höchstens 280 Zeichen hat.',
  },
  readers: 'deine Leser',
  youAre: (role) => `Du bist ${role}.`,
  roleAndTask: (role, task) => `Du bist ${role}, deine Aufgabe lautet: ${task}`,
  lines: {
    writeFor: (a) => `Schreibe für diese Zielgruppe: ${a}; passe Wortwahl, Tiefe und Beispiele an.`,
    useTone: (t) => `Tonfall durchgehend: ${t}.`,
    length: (l) => `Länge: ${l}.`,
    meetRequirements: (s) => `Erfülle jede Anforderung im Abschnitt ${s}; keine ist optional.`,
    noInvent:
      'Erfinde keine Fakten, Zahlen, Zitate oder Quellen; markiere alles, was geprüft werden muss, mit [ZU PRÜFEN].',
    useOnlyInput: 'Stütze dich auf die bereitgestellte Eingabe; reicht sie nicht aus, sage genau, was fehlt.',
    formatRequested: (f) => `Format: ${f}, wie gewünscht.`,
    onlyDeliverable: (d) => `Gib nur das Ergebnis (${d}) zurück, ohne Einleitung und ohne Schlussbemerkung.`,
    keepShort: 'Halte die Antwort kurz und fokussiert.',
    cotFinal:
      'Denke Schritt für Schritt, bevor du antwortest: Analysiere zuerst die Anfrage und die Eingabe, plane dann die Antwort, schreibe sie und prüfe sie gegen jede Anforderung.',
    claudeThinking:
      'Denke das Problem vor der Antwort in <thinking>-Tags durch. Gib danach nur die endgültige Antwort in <answer>-Tags aus.',
    claudeAnswerTag: (t) => `Gib das Endergebnis in <${t}>-Tags aus.`,
    reasoningSteps: [
      'Analysiere die Anfrage: Was genau wird verlangt, welche Anforderungen gelten?',
      'Prüfe die relevante Eingabe und den Kontext.',
      'Löse das Problem und kontrolliere jedes Zwischenergebnis.',
      'Fasse die Antwort zusammen und prüfe sie vor dem Abschluss gegen jede Anforderung.',
    ],
    llamaRules: [
      'Befolge jede Anweisung unten genau und wörtlich.',
      'Wenn du unsicher bist oder Informationen fehlen, sage das, statt zu raten.',
      'Beginne direkt mit der Antwort, ohne Füllsätze wie „Gerne! Hier ist...“.',
    ],
    examplesUsage: 'Nutze die Beispiele nur für Format und Stil; übernimm nicht ihren Wortlaut.',
    workedThroughSteps: 'Bearbeite die Aufgabe in der nummerierten Reihenfolge unten.',
    wordedScale: (s) =>
      `Bewerte mit dieser verbalen Skala: mangelhaft, ausreichend, gut, sehr gut, hervorragend (statt ${s}).`,
    answerInLanguage: (l) => `Schreibe deine Antwort auf ${l}.`,
    imageFirst: 'Sieh dir zuerst das Bild oben an; stütze deine Antwort auf das, was es tatsächlich zeigt.',
  },
  kinds: {
    writing: {
      noun: 'Text',
      role: () => 'ein erfahrener Autor und Lektor',
      purpose: (c) =>
        `${c.deliverable} über ${c.subject}, den die Zielgruppe (${c.audience}) bis zum Ende lesen will`,
      success: (c) =>
        `die Zielgruppe (${c.audience}) nimmt eine klare, konkrete Erkenntnis über ${c.subject} mit; jede Aussage stimmt und jeder Absatz hat einen Zweck`,
      steps: (c) => [
        `Wähle einen klaren Blickwinkel auf ${c.subject}, der für die Zielgruppe zählt, und nenne ihn gleich zu Beginn.`,
        'Beginne mit einem Aufhänger: einer konkreten Situation, einer Frage oder einer überraschenden Tatsache.',
        'Gliedere den Hauptteil mit aussagekräftigen Zwischenüberschriften; jeder Abschnitt belegt einen Punkt mit einem konkreten Beispiel.',
        'Schließe mit einem Fazit, das eine praktische Erkenntnis oder einen Handlungsaufruf bietet.',
      ],
      format: () => 'Der Text in Markdown: ein Titel, dann der Hauptteil mit Zwischenüberschriften.',
    },
    coding: {
      noun: 'Code',
      role: (c) =>
        `ein erfahrener Softwareentwickler${c.programmingLanguage.startsWith('[') ? '' : ` mit Expertise in ${c.programmingLanguage}`}`,
      purpose: (c) => `funktionierender ${c.programmingLanguage}-Code für: ${c.subject}`,
      success: () => 'korrekter, idiomatischer, lesbarer Code, der Randfälle behandelt und unverändert läuft',
      steps: (c) =>
        c.hasInput
          ? [
              'Lies den Code in der Eingabe sorgfältig, bevor du etwas änderst.',
              'Benenne jeden Fehler, jedes Risiko und jedes Problem: wo es liegt und warum es wichtig ist.',
              'Gib den korrigierten Code vollständig aus und ändere nur das Nötige.',
              'Erkläre jede Änderung in einem Satz.',
            ]
          : [
              'Nenne vor dem Code in einer Zeile jede Annahme zu unklaren Anforderungen.',
              `Schreibe vollständigen, lauffähigen ${c.programmingLanguage}-Code, ohne Pseudocode und ohne ausgelassene Teile.`,
              'Behandle Randfälle und ungültige Eingaben ausdrücklich.',
              'Kommentiere nur dort, wo die Absicht nicht offensichtlich ist.',
            ],
      format: () =>
        'Ein Codeblock mit dem vollständigen Code, danach eine kurze Erklärung als Stichpunktliste.',
    },
    business: {
      noun: 'Dokument',
      role: () => 'ein erfahrener Unternehmensstratege und Kommunikationsprofi',
      purpose: (c) => `${c.deliverable} über ${c.subject} für ${c.audience}`,
      success: () =>
        'die Leser können sofort handeln: die Kernbotschaft ist klar, die Punkte sind konkret und realistisch, die nächsten Schritte eindeutig',
      steps: () => [
        'Beginne mit der Kernbotschaft oder Empfehlung.',
        'Untermauere sie mit konkreten, realistischen Punkten; markiere jede nicht überprüfbare Zahl mit [ZU PRÜFEN].',
        'Gehe kurz auf wahrscheinliche Einwände oder Risiken ein.',
        'Schließe mit konkreten nächsten Schritten oder einem klaren Handlungsaufruf.',
      ],
      format: () =>
        'Das Dokument in Markdown mit kurzen Überschriften und Stichpunkten, wo sie das Lesen erleichtern.',
    },
    creative: {
      noun: 'Text',
      role: () => 'ein preisgekrönter Autor mit unverwechselbarer Stimme',
      purpose: (c) => `${c.deliverable} über ${c.subject}, originell und eigenständig`,
      success: () =>
        'der Text wirkt originell und lebendig, hat eine stimmige Erzählstimme und bleibt im Gedächtnis',
      steps: (c) => [
        `Wähle einen frischen, unerwarteten Blick auf ${c.subject} statt des naheliegendsten.`,
        'Nutze konkrete Sinneseindrücke; zeige, statt zu erzählen.',
        'Gib dem Text einen klaren Bogen und ein befriedigendes Ende.',
      ],
      format: (c) =>
        UNTITLED.test(c.deliverable)
          ? 'Nur der Text selbst, ohne Titel und ohne Kommentar davor oder danach.'
          : 'Nur der Text selbst mit einem Titel; kein Kommentar davor oder danach.',
    },
    education: {
      noun: 'Erklärung',
      role: () => 'ein geduldiger und erfahrener Lehrer, der komplexe Ideen einfach erklärt',
      purpose: (c) => `der Zielgruppe (${c.audience}) helfen, ${c.subject} zu verstehen`,
      success: (c) =>
        `die Lernenden (${c.audience}) können ${c.subject} in eigenen Worten erklären und auf ein neues Beispiel anwenden`,
      steps: (c) => [
        'Knüpfe an Vorwissen an und erkläre jeden neuen Begriff beim ersten Auftreten.',
        `Baue die Erklärung von ${c.subject} in kleinen Etappen auf, jede mit einem konkreten Beispiel oder einer Analogie.`,
        'Benenne das häufigste Missverständnis und korrigiere es.',
        'Schließe mit einer kurzen Zusammenfassung und drei Fragen zur Verständniskontrolle.',
      ],
      format: () =>
        'Kurze Abschnitte mit Überschriften, eine Zusammenfassung in Stichpunkten, dann die Kontrollfragen.',
    },
    analysis: {
      noun: 'Analyse',
      role: () => 'ein gründlicher Analyst, der Belege von Interpretation trennt',
      purpose: (c) => `eine Analyse von ${c.subject} als Entscheidungsgrundlage`,
      success: () =>
        'jede Schlussfolgerung folgt aus genannten Belegen, Annahmen und Grenzen sind ausdrücklich genannt',
      steps: (c) =>
        c.hasInput
          ? [
              'Prüfe die Eingabe auf Struktur, Lücken und Auffälligkeiten, bevor du Schlüsse ziehst.',
              'Analysiere sie systematisch; quantifiziere, wo möglich, und benenne Muster, Ausreißer und Trends.',
              'Nenne jede Schlussfolgerung mit den Belegen aus der Eingabe.',
              'Liste Annahmen, Grenzen und Daten auf, die die Schlussfolgerungen ändern würden.',
            ]
          : [
              'Lege die Frage fest, die die Analyse beantworten soll, und die Kriterien dafür.',
              'Untersuche jeden relevanten Faktor mit Belegen oder Begründung.',
              'Wäge die Faktoren gegeneinander ab und ziehe ein Fazit.',
              'Liste Annahmen und Grenzen auf.',
            ],
      format: () =>
        'Markdown: eine Zusammenfassung in zwei Sätzen, Befunde als Stichpunkte (jeweils mit Beleg), dann Schlussfolgerungen und Grenzen.',
    },
    general: {
      noun: 'Antwort',
      role: () => 'ein präziser und kenntnisreicher Assistent',
      purpose: (c) => `eine klare, vollständige Antwort zu ${c.subject}`,
      success: () =>
        'die Antwort geht direkt auf die Anfrage ein, ist korrekt, vollständig und ohne Füllwörter',
      steps: () => [
        'Beantworte die Anfrage zuerst direkt und ergänze dann nur hilfreiche Details.',
        'Sei konkret; nutze Beispiele statt Allgemeinplätzen.',
        'Fehlen nötige Informationen, nenne sie, statt zu raten.',
      ],
      format: () =>
        'Zuerst eine direkte Antwort, dann unterstützende Details in kurzen Absätzen oder Stichpunkten.',
    },
  },
};
