import type { Locale } from './types';

// Forms that traditionally have no title.
const UNTITLED = /\b(haik|haïk|limerick)/i;

export const fr: Locale = {
  lang: 'fr',
  name: 'French',
  headings: {
    roleAndObjective: 'Rôle et objectif',
    role: 'Rôle',
    task: 'Tâche',
    context: 'Contexte',
    background: 'Informations de fond',
    requirements: 'Exigences',
    instructions: 'Instructions',
    reasoningSteps: 'Étapes de raisonnement',
    outputFormat: 'Format de sortie',
    examples: 'Exemples',
    input: 'Entrée',
    finalInstructions: 'Instructions finales',
    rules: 'Règles',
    steps: 'Étapes',
  },
  labels: {
    objective: 'Objectif',
    purpose: 'But',
    audience: 'Public',
    success: 'Critère de réussite',
    tone: 'Ton',
    length: 'Longueur',
    format: 'Format',
    topic: 'Sujet',
  },
  placeholders: {
    audience: '[PUBLIC CIBLE]',
    wordCount: '[NOMBRE DE MOTS]',
    tone: '[TON]',
    programmingLanguage: '[LANGAGE DE PROGRAMMATION]',
    pasteCode: '[COLLEZ LE CODE ICI]',
    pasteData: '[COLLEZ LES DONNÉES ICI]',
    pasteText: '[COLLEZ LE TEXTE ICI]',
    topic: '[SUJET]',
    learnerLevel: "[NIVEAU DE L'APPRENANT]",
    examples: '[FACULTATIF : 1 À 3 EXEMPLES DU RÉSULTAT SOUHAITÉ]',
    maxWords: '[NOMBRE MAXIMUM DE MOTS]',
    minWords: '[NOMBRE MINIMUM DE MOTS]',
    number: '[NOMBRE]',
    successCriteria: '[CRITÈRES DE RÉUSSITE]',
    specificQuality: '[QUALITÉ PRÉCISE]',
  },
  details: {
    renamingRule: { label: 'Règle de renommage', placeholder: '[RÈGLE DE RENOMMAGE]' },
    folder: { label: 'Dossier', placeholder: '[DOSSIER CIBLE]' },
    backupDestination: {
      label: 'Destination de la sauvegarde',
      placeholder: '[DESTINATION DE LA SAUVEGARDE]',
    },
    tableSchema: { label: 'Tables et colonnes', placeholder: '[SCHÉMA DES TABLES]' },
    sqlDialect: { label: 'Base de données', placeholder: '[DIALECTE SQL, P. EX. POSTGRESQL]' },
    matchExamples: {
      label: 'Doit correspondre / ne doit pas correspondre',
      placeholder: '[CHAÎNES D’EXEMPLE]',
    },
    targetLanguage: { label: 'Langue cible', placeholder: '[LANGUE CIBLE]' },
    experience: {
      label: 'Ton expérience et tes compétences',
      placeholder: '[TON EXPÉRIENCE ET TES COMPÉTENCES]',
    },
    anecdotes: { label: 'Anecdotes et détails', placeholder: '[ANECDOTES ET DÉTAILS]' },
    targetUrl: { label: 'Page', placeholder: '[URL]' },
  },
  forms: {
    haiku: 'Forme : haïku, trois vers de 5, 7 et 5 syllabes ; sans titre.',
    limerick: 'Forme : limerick, cinq vers rimés AABBA, les vers 3 et 4 plus courts ; sans titre.',
    sonnet: 'Forme : sonnet, 14 vers en deux quatrains et deux tercets.',
    tweet: 'Forme : un seul tweet de 280 caractères au maximum, hashtags compris.',
    thread: 'Forme : un thread dont chaque tweet fait 280 caractères au maximum.',
  },
  readers: 'tes lecteurs',
  youAre: (role) => `Tu es ${role}.`,
  roleAndTask: (role, task) => `Tu es ${role}, ta tâche est la suivante : ${task}`,
  lines: {
    writeFor: (a) => `Écris pour ce public : ${a} ; adapte le vocabulaire, la profondeur et les exemples.`,
    useTone: (t) => `Adopte un ton ${t} du début à la fin.`,
    length: (l) => `Longueur : ${l}.`,
    meetRequirements: (s) => `Respecte toutes les exigences de la section ${s} ; aucune n'est facultative.`,
    noInvent:
      "N'invente ni faits, ni chiffres, ni citations, ni sources ; signale ce qui doit être vérifié par [À VÉRIFIER].",
    useOnlyInput: "Appuie-toi sur l'entrée fournie ; si elle ne suffit pas, dis précisément ce qui manque.",
    formatRequested: (f) => `Format : ${f}, comme demandé.`,
    onlyDeliverable: (d) => `Renvoie uniquement le résultat (${d}), sans préambule ni remarque finale.`,
    keepShort: 'Garde une réponse courte et ciblée.',
    cotFinal:
      "Réfléchis étape par étape avant de répondre : analyse d'abord la demande et l'entrée, planifie ensuite la réponse, puis rédige-la et vérifie-la au regard de chaque exigence.",
    claudeThinking:
      'Avant de répondre, raisonne sur le problème entre des balises <thinking>. Donne ensuite uniquement ta réponse finale entre des balises <answer>.',
    claudeAnswerTag: (t) => `Place le résultat final entre des balises <${t}>.`,
    reasoningSteps: [
      'Analyse la demande : identifie exactement ce qui est demandé et chaque exigence.',
      "Examine l'entrée et le contexte pertinents.",
      'Résous le problème en vérifiant chaque résultat intermédiaire.',
      'Synthétise la réponse et vérifie-la au regard de chaque exigence avant de terminer.',
    ],
    llamaRules: [
      'Suis chaque instruction ci-dessous exactement et à la lettre.',
      "Si tu n'es pas sûr ou s'il manque une information, dis-le au lieu de deviner.",
      'Commence directement par la réponse, sans formule de remplissage comme « Bien sûr ! Voici... ».',
    ],
    examplesUsage:
      "Utilise les exemples uniquement pour le format et le style ; n'en recopie pas la formulation.",
    workedThroughSteps: "Traite la tâche dans l'ordre numéroté ci-dessous.",
    wordedScale: (s) =>
      `Évalue sur cette échelle verbale : insuffisant, passable, bon, très bon, excellent (au lieu de ${s}).`,
    answerInLanguage: (l) => `Rédige ta réponse en ${l}.`,
    imageFirst: "Regarde d'abord l'image ci-dessus ; fonde ta réponse sur ce qu'elle montre réellement.",
  },
  kinds: {
    writing: {
      noun: 'texte',
      role: () => 'un rédacteur et éditeur expérimenté',
      purpose: (c) =>
        `${c.deliverable} sur ${c.subject} que le public (${c.audience}) voudra lire jusqu'au bout`,
      success: (c) =>
        `le public (${c.audience}) termine la lecture avec une idée claire et concrète sur ${c.subject} ; chaque affirmation est exacte et chaque paragraphe est utile`,
      steps: (c) => [
        `Choisis un angle clair sur ${c.subject} qui compte pour ton public et annonce-le dès l'introduction.`,
        'Ouvre sur une accroche : une situation concrète, une question ou un fait surprenant.',
        'Organise le corps en sous-titres explicites ; chaque partie défend une idée avec un exemple concret.',
        "Conclus en donnant au lecteur un enseignement pratique ou un appel à l'action.",
      ],
      format: () => 'Le texte en Markdown : un titre, puis le corps sous des sous-titres.',
    },
    coding: {
      noun: 'code',
      role: (c) =>
        `un ingénieur logiciel senior${c.programmingLanguage.startsWith('[') ? '' : ` expert en ${c.programmingLanguage}`}`,
      purpose: (c) => `du code ${c.programmingLanguage} fonctionnel pour : ${c.subject}`,
      success: () =>
        'un code correct, idiomatique et lisible, qui gère les cas limites et fonctionne tel quel',
      steps: (c) =>
        c.hasInput
          ? [
              "Lis attentivement le code de l'entrée avant de modifier quoi que ce soit.",
              'Identifie chaque bogue, risque ou problème : où il se trouve et pourquoi il compte.',
              'Donne le code corrigé en entier, en ne changeant que le nécessaire.',
              'Explique chaque modification en une phrase.',
            ]
          : [
              'Indique en une ligne toute hypothèse sur les exigences floues avant le code.',
              `Écris du code ${c.programmingLanguage} complet et exécutable, sans pseudo-code ni partie omise.`,
              'Gère explicitement les cas limites et les entrées invalides.',
              "Ne commente que là où l'intention n'est pas évidente.",
            ],
      format: () =>
        'Un bloc de code avec le code complet, puis une courte explication sous forme de liste à puces.',
    },
    business: {
      noun: 'document',
      role: () => 'un stratège et communicant expérimenté en entreprise',
      purpose: (c) => `${c.deliverable} sur ${c.subject} pour ${c.audience}`,
      success: () =>
        'le lecteur peut agir immédiatement : le message clé est clair, les points sont précis et réalistes, les prochaines étapes sont concrètes',
      steps: () => [
        'Commence par le message clé ou la recommandation.',
        'Étaye-le par des points précis et réalistes ; signale par [À VÉRIFIER] tout chiffre que tu ne peux pas confirmer.',
        'Traite brièvement les objections ou risques probables.',
        "Termine par des prochaines étapes concrètes ou un appel à l'action clair.",
      ],
      format: () =>
        'Le document en Markdown, avec des titres courts et des puces là où elles facilitent la lecture.',
    },
    creative: {
      noun: 'texte',
      role: () => 'un auteur primé à la voix singulière',
      purpose: (c) => `${c.deliverable} original sur ${c.subject}`,
      success: () => 'le texte paraît original et vivant, garde une voix cohérente et marque les esprits',
      steps: (c) => [
        `Trouve un angle neuf et inattendu sur ${c.subject}, pas le plus évident.`,
        'Utilise des détails sensoriels concrets ; montre plutôt que de dire.',
        'Donne-lui un arc clair et une fin satisfaisante.',
      ],
      format: (c) =>
        UNTITLED.test(c.deliverable)
          ? 'Uniquement le texte, sans titre ni commentaire avant ou après.'
          : 'Uniquement le texte, avec un titre ; aucun commentaire avant ou après.',
    },
    education: {
      noun: 'explication',
      role: () => 'un enseignant patient et expert qui explique simplement les idées complexes',
      purpose: (c) => `aider ${c.audience} à comprendre ${c.subject}`,
      success: (c) =>
        `l'apprenant (${c.audience}) peut expliquer ${c.subject} avec ses mots et l'appliquer à un nouvel exemple`,
      steps: (c) => [
        "Pars de ce que l'apprenant sait déjà et définis chaque nouveau terme à sa première apparition.",
        `Construis l'explication de ${c.subject} par petites étapes, chacune avec un exemple ou une analogie concrète.`,
        "Signale l'idée fausse la plus courante et corrige-la.",
        'Termine par un bref récapitulatif et trois questions pour vérifier la compréhension.',
      ],
      format: () =>
        'De courtes sections avec titres, un récapitulatif à puces, puis les questions de vérification.',
    },
    analysis: {
      noun: 'analyse',
      role: () => 'un analyste rigoureux qui distingue les faits de leur interprétation',
      purpose: (c) => `une analyse de ${c.subject} utile à une décision`,
      success: () =>
        'chaque conclusion découle de faits énoncés, et les hypothèses et limites sont explicites',
      steps: (c) =>
        c.hasInput
          ? [
              "Vérifie la structure, les lacunes et les anomalies de l'entrée avant de conclure.",
              'Analyse-la méthodiquement ; chiffre quand c’est possible et relève tendances, valeurs aberrantes et régularités.',
              "Énonce chaque conclusion avec les éléments de l'entrée qui la justifient.",
              'Liste les hypothèses, les limites et les données qui changeraient les conclusions.',
            ]
          : [
              "Définis la question à laquelle l'analyse répond et les critères utilisés.",
              'Examine chaque facteur pertinent, avec faits ou arguments.',
              'Compare les facteurs entre eux et formule une conclusion.',
              'Liste les hypothèses et les limites.',
            ],
      format: () =>
        'Markdown : un résumé en deux phrases, les constats à puces (chacun avec sa preuve), puis conclusions et limites.',
    },
    general: {
      noun: 'réponse',
      role: () => 'un assistant précis et bien informé',
      purpose: (c) => `une réponse claire et complète sur ${c.subject}`,
      success: () =>
        'la réponse traite directement la demande, elle est exacte, complète et sans remplissage',
      steps: () => [
        "Réponds d'abord directement, puis ajoute seulement les détails utiles.",
        'Sois précis et concret ; préfère les exemples aux généralités.',
        'S’il manque une information nécessaire, dis laquelle au lieu de deviner.',
      ],
      format: () => "D'abord une réponse directe, puis les détails en courts paragraphes ou en puces.",
    },
  },
};
