/**
 * The questions to the user that say "vous", as a user who writes "tu" to the assistant would
 * be asked them (the 'fr-tu' key, see frenchAddress). Judges mark a "tu" request answered with
 * "vous" questions down. Keys are the exact texts of fr.ts and the question tables; a question
 * missing here is asked as written.
 */
export const FR_TU_QUESTIONS: ReadonlyMap<string, string> = new Map([
  ['Qu’est-ce qui vous serait le plus utile\u00a0?', 'Qu’est-ce qui te serait le plus utile\u00a0?'],
  ['Combien en voulez-vous\u00a0?', 'Combien en veux-tu\u00a0?'],
  ['Comment s’appelle votre partenaire\u00a0?', 'Comment s’appelle ton ou ta partenaire\u00a0?'],
  [
    'Pour qui est-ce, et quel lien avez-vous avec cette personne\u00a0?',
    'Pour qui est-ce, et quel lien as-tu avec cette personne\u00a0?',
  ],
  [
    'Que faites-vous, et que doit-on savoir de vous\u00a0?',
    'Que fais-tu, et que doit-on savoir de toi\u00a0?',
  ],
  [
    'Que proposez-vous pour réparer, le cas échéant\u00a0?',
    'Que proposes-tu pour réparer, le cas échéant\u00a0?',
  ],
  ['Qu’en savez-vous déjà\u00a0?', 'Qu’en sais-tu déjà\u00a0?'],
  ['Qu’aimeriez-vous pouvoir en faire\u00a0?', 'Qu’aimerais-tu pouvoir en faire\u00a0?'],
  ['Quels morceaux ou quel style jouez-vous\u00a0?', 'Quels morceaux ou quel style joues-tu\u00a0?'],
  [
    'Combien de jours par semaine pouvez-vous vous entraîner\u00a0?',
    'Combien de jours par semaine peux-tu t’entraîner\u00a0?',
  ],
  [
    'Quel est à peu près votre revenu net mensuel\u00a0?',
    'Quel est à peu près ton revenu net mensuel\u00a0?',
  ],
  ['À quel poste postulez-vous\u00a0?', 'À quel poste postules-tu\u00a0?'],
  ['Où en êtes-vous dans votre carrière\u00a0?', 'Où en es-tu dans ta carrière\u00a0?'],
  ['Combien de temps pouvez-vous réviser\u00a0?', 'Combien de temps peux-tu réviser\u00a0?'],
  [
    'Pour quoi remerciez-vous, et qui est cette personne pour vous\u00a0?',
    'Pour quoi remercies-tu, et qui est cette personne pour toi\u00a0?',
  ],
  ['Sur quel système allez-vous l’exécuter\u00a0?', 'Sur quel système vas-tu l’exécuter\u00a0?'],
  ['Que préparez-vous avec\u00a0?', 'Que prépares-tu avec\u00a0?'],
  ['Qu’allez-vous faire sur place\u00a0?', 'Que vas-tu faire sur place\u00a0?'],
  [
    'Quel tableur utilisez-vous, et quelle version\u00a0?',
    'Quel tableur utilises-tu, et quelle version\u00a0?',
  ],
  ['Qu’est-ce qui vous aiderait le plus\u00a0?', 'Qu’est-ce qui t’aiderait le plus\u00a0?'],
  ['Avec quelle farine le nourrissez-vous\u00a0?', 'Avec quelle farine le nourris-tu\u00a0?'],
  [
    'Quelle recette suivez-vous (ingrédients, temps de levée, température du four)\u00a0?',
    'Quelle recette suis-tu (ingrédients, temps de levée, température du four)\u00a0?',
  ],
  ['À quelle fréquence l’arrosez-vous\u00a0?', 'À quelle fréquence l’arroses-tu\u00a0?'],
  ['Qu’avez-vous déjà essayé\u00a0?', 'Qu’as-tu déjà essayé\u00a0?'],
  // The questions of a thin ask (thin-ask-questions.ts).
  [
    'Quelle marque et quel modèle, et quelle version du système si vous la connaissez\u00a0?',
    'Quelle marque et quel modèle, et quelle version du système si tu la connais\u00a0?',
  ],
  ['Quel est votre point de départ\u00a0?', 'Quel est ton point de départ\u00a0?'],
  [
    'Quel préavis donnez-vous, ou quel est votre dernier jour\u00a0?',
    'Quel préavis donnes-tu, ou quel est ton dernier jour\u00a0?',
  ],
  ['Voulez-vous donner une raison\u00a0?', 'Veux-tu donner une raison\u00a0?'],
  ['Combien de temps le garderiez-vous\u00a0?', 'Combien de temps le garderais-tu\u00a0?'],
  ['Combien de kilomètres faites-vous par an\u00a0?', 'Combien de kilomètres fais-tu par an\u00a0?'],
  ['Combien de temps pensez-vous y habiter\u00a0?', 'Combien de temps penses-tu y habiter\u00a0?'],
  ['Quelles données personnelles collectez-vous\u00a0?', 'Quelles données personnelles collectes-tu\u00a0?'],
  ['Quel est votre niveau en maths\u00a0?', 'Quel est ton niveau en maths\u00a0?'],
  ['Que comptez-vous construire avec, en gros\u00a0?', 'Que comptes-tu construire avec, en gros\u00a0?'],
  ['Que voulez-vous apprendre des données\u00a0?', 'Que veux-tu apprendre des données\u00a0?'],
  ['Combien de temps avez-vous pour cuisiner\u00a0?', 'Combien de temps as-tu pour cuisiner\u00a0?'],
  ['Quel est votre objectif principal\u00a0?', 'Quel est ton objectif principal\u00a0?'],
  ['Quel est votre niveau d’expérience\u00a0?', 'Quel est ton niveau d’expérience\u00a0?'],
  ['De quel matériel disposez-vous\u00a0?', 'De quel matériel disposes-tu\u00a0?'],
  ['Quel est votre budget\u00a0?', 'Quel est ton budget\u00a0?'],
  // The missing-facts questions (gap-questions.ts): use and age, asked in "tu".
  ['À quoi va-t-il surtout vous servir\u00a0?', 'À quoi va-t-il surtout te servir\u00a0?'],
  ['Quel âge avez-vous\u00a0?', 'Quel âge as-tu\u00a0?'],
  ['Qu’est-ce qui vous plaît le plus\u00a0?', 'Qu’est-ce qui te plaît le plus\u00a0?'],
  ['Que promouvez-vous, et auprès de qui\u00a0?', 'Que promeus-tu, et auprès de qui\u00a0?'],
  [
    'Quelle expérience doit-elle mettre en avant\u00a0? (quelques lignes de votre CV)',
    'Quelle expérience doit-elle mettre en avant\u00a0? (quelques lignes de ton CV)',
  ],
  [
    'Que demande l’offre d’emploi\u00a0? (collez-en les exigences principales)',
    'Que demande l’offre d’emploi\u00a0? (colles-en les exigences principales)',
  ],
  // plan/advice-families.ts
  ['Avec quel passeport voyagez-vous\u00a0?', 'Avec quel passeport voyages-tu\u00a0?'],
  [
    'Resterez-vous en zone de transit, ou sortirez-vous de l’aéroport (ou changerez-vous d’aéroport)\u00a0?',
    'Resteras-tu en zone de transit, ou sortiras-tu de l’aéroport (ou changeras-tu d’aéroport)\u00a0?',
  ],
  [
    'Avez-vous un visa ou un titre de séjour valide (États-Unis, Royaume-Uni, Canada, Schengen)\u00a0?',
    'As-tu un visa ou un titre de séjour valide (États-Unis, Royaume-Uni, Canada, Schengen)\u00a0?',
  ],
  [
    'Votre assurance santé est-elle un plan à franchise élevée compatible avec un HSA\u00a0?',
    'Ton assurance santé est-elle un plan à franchise élevée compatible avec un HSA\u00a0?',
  ],
  [
    'Quels frais médicaux prévoyez-vous cette année\u00a0?',
    'Quels frais médicaux prévois-tu cette année\u00a0?',
  ],
  [
    'Quels sont vos revenus, et vous attendez-vous à un taux d’imposition plus haut ou plus bas à la retraite\u00a0?',
    'Quels sont tes revenus, et t’attends-tu à un taux d’imposition plus haut ou plus bas à la retraite\u00a0?',
  ],
  [
    'Votre employeur propose-t-il un 401(k) ou un plan similaire, avec abondement\u00a0?',
    'Ton employeur propose-t-il un 401(k) ou un plan similaire, avec abondement\u00a0?',
  ],
  ['À quoi essayez-vous de vous connecter\u00a0?', 'À quoi essaies-tu de te connecter\u00a0?'],
  [
    'Quelle commande exacte avez-vous lancée, et quel est le message d’erreur complet\u00a0?',
    'Quelle commande exacte as-tu lancée, et quel est le message d’erreur complet\u00a0?',
  ],
  ['Depuis quel système vous connectez-vous\u00a0?', 'Depuis quel système te connectes-tu\u00a0?'],
  ['Comment votre accès est-il configuré\u00a0?', 'Comment ton accès est-il configuré\u00a0?'],
  ['Que cherchez-vous dans les règles\u00a0?', 'Que cherches-tu dans les règles\u00a0?'],
]);
