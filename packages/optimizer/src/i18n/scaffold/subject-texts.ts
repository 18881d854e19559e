/**
 * The engine's lines for the narrow subjects of subjects.ts, per language (and 'fr-tu' for French
 * users who write "tu"). Each line reads well on its own and names what a good answer for that
 * subject covers, instead of a generic "the criteria that matter most here".
 */
export type SubjectLine =
  | 'symptomCauses'
  | 'symptomDoctor'
  | 'fixCauses'
  | 'fixSafety'
  | 'fixPrevent'
  | 'fixPro'
  | 'fixProvider'
  | 'visitSeasons'
  | 'visitAvoid'
  | 'techCli'
  | 'techBackend'
  | 'techDatabase'
  | 'techFrontend'
  | 'techMobile'
  | 'techGeneral'
  | 'regexParts'
  | 'regexTests'
  | 'notesSections'
  | 'notesNoGuess'
  | 'plainWords'
  | 'plainFacts'
  | 'dataMethod'
  | 'dataWhy'
  | 'sqlRows'
  | 'formulaCells'
  | 'commandFirst'
  | 'commandCareful'
  | 'snippetShort'
  | 'substituteAmounts'
  | 'tripDays'
  | 'tripPace'
  | 'packingGroups'
  | 'namingShort'
  | 'healthDiffers'
  | 'savingsMath';

export interface SubjectTexts {
  lines: Readonly<Record<SubjectLine, string>>;
  roles: Readonly<{
    baker: string;
    plants: string;
    appliance: string;
    tech: string;
    plain: string;
    spreadsheet: string;
    cook: string;
  }>;
  /** The shape of a summary of notes or a thread. */
  notesFormat: string;
}

const EN: SubjectTexts = {
  lines: {
    namingShort:
      'Keep each name short and easy to say, spell and remember, and avoid plain descriptions of the product that any competitor could use.',
    healthDiffers:
      'Say who the answer is different for (for example during pregnancy, with other medicines or a long-term condition) and when to check with a doctor or pharmacist.',
    savingsMath:
      'Show the calculation: first with no interest, then with a yearly return you state as an assumption.',
    commandFirst: 'Give the exact command first, then one line on what it does.',
    commandCareful: 'If it deletes data or rewrites history, say so and show how to undo it.',
    snippetShort: 'Give a short, working snippet, then one line on how it works.',
    substituteAmounts:
      'Give the best substitutes with the amount to use in place of it, and say how each changes the result.',
    tripDays: 'Plan each day as morning, afternoon and evening, grouping nearby sights to keep travel short.',
    tripPace: 'Keep the pace realistic and add one local food suggestion per day.',
    packingGroups:
      'Group the list by category (clothes, gear, documents, toiletries) and fit it to the weather and activities there at that time of year.',
    formulaCells: 'Say which cells or ranges it assumes and where to put it.',
    fixPro: 'Say which fixes I can safely do myself and when to call a professional.',
    fixProvider: 'Say which fixes I can do myself and when to contact my internet provider instead.',
    symptomCauses:
      'Give the most likely causes first, then what I can safely do myself and how long to try it.',
    symptomDoctor: 'Say clearly which signs mean I should see a doctor, and which need urgent care.',
    fixCauses: 'Give the most likely causes first; for each, how to check it and a practical fix.',
    fixSafety: 'Put any safety step first (unplug it, or turn off the water or gas).',
    fixPrevent: 'End with what to change so it does not happen again.',
    visitSeasons:
      'Go through the year season by season: weather, festivals and seasonal sights, crowds, and prices.',
    visitAvoid: 'Say which months to avoid and why, and where the answer differs by region.',
    techCli:
      'Compare them on what matters for a command-line tool: startup time, binary size and single-file distribution, cross-compilation, development speed, and libraries for arguments and terminal output.',
    techBackend:
      'Compare them on what matters for a backend service: performance and concurrency under load, frameworks and libraries, development speed, deployment and operations, and hiring.',
    techDatabase:
      'Compare them on what matters for a database: fit with the data model, queries and joins, transactions and consistency, scaling, hosting and operations, and tooling.',
    techFrontend:
      'Compare them on what matters for a front end: learning curve, component libraries and ecosystem, performance, long-term maintenance, and hiring.',
    techMobile:
      'Compare them on what matters for a mobile app: native look and performance, code sharing between iOS and Android, access to device features, tooling, and hiring.',
    techGeneral:
      'Compare them on performance, libraries and ecosystem, learning curve, tooling, hiring, and the team’s experience.',
    regexParts: 'Explain each part of the pattern briefly.',
    regexTests: 'Add a few strings it must match and a few it must reject, including edge cases.',
    notesSections:
      'Organise it as decisions made, action items (owner and deadline where stated), and open questions.',
    notesNoGuess: 'Name an owner or a deadline only where the text gives one; otherwise write "not stated".',
    plainWords:
      'Use short sentences and common, everyday words; replace jargon or explain it in a few words.',
    plainFacts: 'Keep every rule, fact, number and deadline; leave nothing out and add nothing.',
    dataMethod: 'Say how you computed each figure (which rows and columns).',
    dataWhy:
      'The data shows patterns, not proof: say which explanations it supports and what data would confirm them.',
    sqlRows:
      'State any assumption about which rows count (for example cancelled orders or deleted users) and how totals are computed.',
  },
  roles: {
    cook: 'You are an experienced cook who knows how ingredients behave.',
    spreadsheet: 'You are a spreadsheet expert.',
    baker: 'You are an experienced baker who troubleshoots home baking.',
    plants: 'You are an experienced horticulturist who helps people care for their plants.',
    appliance: 'You are an experienced appliance repair technician.',
    tech: 'You are a senior software engineer who has shipped production software with both options.',
    plain: 'You are an experienced plain-language editor.',
  },
  notesFormat: 'Three short sections: Decisions, Action items (owner, deadline), Open questions.',
};

const ES: SubjectTexts = {
  lines: {
    namingShort:
      'Que cada nombre sea corto y fácil de decir, escribir y recordar; evita descripciones genéricas del producto que cualquier competidor podría usar.',
    healthDiffers:
      'Indica para quién cambia la respuesta (por ejemplo, en el embarazo, con otros medicamentos o con una enfermedad crónica) y cuándo conviene consultar a un médico o farmacéutico.',
    savingsMath:
      'Muestra el cálculo: primero sin intereses y luego con una rentabilidad anual que indiques como supuesto.',
    commandFirst: 'Da primero el comando exacto y luego una línea sobre lo que hace.',
    commandCareful: 'Si borra datos o reescribe el historial, dilo y muestra cómo deshacerlo.',
    snippetShort: 'Da un fragmento de código corto que funcione y luego una línea sobre cómo funciona.',
    substituteAmounts:
      'Da los mejores sustitutos con la cantidad que hay que usar en su lugar, y di cómo cambia cada uno el resultado.',
    tripDays: 'Organiza cada día en mañana, tarde y noche, agrupando los lugares cercanos para moverse poco.',
    tripPace: 'Mantén un ritmo realista y añade una sugerencia de comida local por día.',
    packingGroups:
      'Agrupa la lista por categorías (ropa, equipo, documentos, aseo) y ajústala al clima y las actividades de allí en esa época del año.',
    formulaCells: 'Di qué celdas o rangos supone y dónde ponerla.',
    fixPro: 'Di qué arreglos puedo hacer yo mismo sin riesgo y cuándo llamar a un profesional.',
    fixProvider: 'Di qué puedo arreglar yo mismo y cuándo es mejor llamar a mi compañía de internet.',
    symptomCauses:
      'Empieza por las causas más probables y luego di qué puedo hacer yo mismo sin riesgo y durante cuánto tiempo.',
    symptomDoctor: 'Indica con claridad qué señales requieren ir al médico y cuáles, atención urgente.',
    fixCauses:
      'Empieza por las causas más probables; para cada una, cómo comprobarla y una solución práctica.',
    fixSafety: 'Pon primero cualquier paso de seguridad (desenchufarlo o cerrar el agua o el gas).',
    fixPrevent: 'Termina con qué cambiar para que no vuelva a pasar.',
    visitSeasons:
      'Recorre el año por estaciones: clima, fiestas y atractivos de temporada, afluencia de turistas y precios.',
    visitAvoid: 'Di qué meses conviene evitar y por qué, y dónde cambia la respuesta según la región.',
    techCli:
      'Compáralos en lo que importa para una herramienta de línea de comandos: tiempo de arranque, tamaño del binario y distribución en un solo archivo, compilación cruzada, velocidad de desarrollo y bibliotecas para argumentos y salida en terminal.',
    techBackend:
      'Compáralos en lo que importa para un servicio backend: rendimiento y concurrencia bajo carga, frameworks y bibliotecas, velocidad de desarrollo, despliegue y operación, y contratación.',
    techDatabase:
      'Compáralas en lo que importa para una base de datos: encaje con el modelo de datos, consultas y joins, transacciones y consistencia, escalado, alojamiento y operación, y herramientas.',
    techFrontend:
      'Compáralos en lo que importa para un front end: curva de aprendizaje, bibliotecas de componentes y ecosistema, rendimiento, mantenimiento a largo plazo y contratación.',
    techMobile:
      'Compáralos en lo que importa para una app móvil: aspecto y rendimiento nativos, código compartido entre iOS y Android, acceso a funciones del dispositivo, herramientas y contratación.',
    techGeneral:
      'Compáralos en rendimiento, bibliotecas y ecosistema, curva de aprendizaje, herramientas, contratación y experiencia del equipo.',
    regexParts: 'Explica brevemente cada parte del patrón.',
    regexTests: 'Añade algunas cadenas que debe aceptar y otras que debe rechazar, incluidos casos límite.',
    notesSections:
      'Organízalo en decisiones tomadas, tareas (responsable y plazo, si constan) y preguntas abiertas.',
    notesNoGuess: 'Indica un responsable o un plazo solo si el texto lo da; si no, escribe «sin indicar».',
    plainWords: 'Usa frases cortas y palabras corrientes; sustituye la jerga o explícala en pocas palabras.',
    plainFacts: 'Conserva cada norma, dato, cifra y plazo; no quites ni añadas nada.',
    dataMethod: 'Di cómo has calculado cada cifra (qué filas y columnas).',
    dataWhy:
      'Los datos muestran patrones, no pruebas: di qué explicaciones respaldan y qué datos las confirmarían.',
    sqlRows:
      'Indica cualquier supuesto sobre qué filas cuentan (por ejemplo, pedidos cancelados o usuarios borrados) y cómo se calculan los totales.',
  },
  roles: {
    cook: 'Eres un cocinero con experiencia que sabe cómo se comportan los ingredientes.',
    spreadsheet: 'Eres un experto en hojas de cálculo.',
    baker: 'Eres un panadero con experiencia que resuelve problemas de repostería y panadería casera.',
    plants: 'Eres un horticultor con experiencia que ayuda a cuidar plantas.',
    appliance: 'Eres un técnico con experiencia en reparación de electrodomésticos.',
    tech: 'Eres un ingeniero de software sénior que ha llevado a producción proyectos con ambas opciones.',
    plain: 'Eres un editor con experiencia en lenguaje claro.',
  },
  notesFormat: 'Tres secciones breves: Decisiones, Tareas (responsable, plazo), Preguntas abiertas.',
};

// French typography: a non-breaking space before ; : ? ! as in fr.ts.
const FR: SubjectTexts = {
  lines: {
    namingShort:
      'Gardez chaque nom court, facile à prononcer, à écrire et à retenir\u00a0; évitez les descriptions banales du produit que n’importe quel concurrent pourrait utiliser.',
    healthDiffers:
      'Indiquez pour qui la réponse change (par exemple pendant une grossesse, avec d’autres médicaments ou une maladie chronique) et quand consulter un médecin ou un pharmacien.',
    savingsMath:
      'Montrez le calcul\u00a0: d’abord sans intérêts, puis avec un rendement annuel que vous indiquez comme hypothèse.',
    commandFirst: 'Donnez d’abord la commande exacte, puis une ligne sur ce qu’elle fait.',
    commandCareful:
      'Si elle supprime des données ou réécrit l’historique, dites-le et montrez comment l’annuler.',
    snippetShort: 'Donnez un extrait de code court qui fonctionne, puis une ligne sur son fonctionnement.',
    substituteAmounts:
      'Donnez les meilleurs substituts avec la quantité à utiliser à la place, et dites comment chacun change le résultat.',
    tripDays:
      'Organisez chaque journée en matin, après-midi et soir, en regroupant les lieux proches pour limiter les trajets.',
    tripPace: 'Gardez un rythme réaliste et ajoutez une suggestion de cuisine locale par jour.',
    packingGroups:
      'Classez la liste par catégorie (vêtements, équipement, documents, toilette) et adaptez-la à la météo et aux activités sur place à cette période de l’année.',
    formulaCells: 'Indiquez quelles cellules ou plages elle suppose et où la placer.',
    fixPro:
      'Dites quelles réparations je peux faire moi-même sans risque, et quand appeler un professionnel.',
    fixProvider:
      'Dites ce que je peux régler moi-même et quand il vaut mieux contacter mon fournisseur d’accès.',
    symptomCauses:
      'Commencez par les causes les plus probables, puis dites ce que je peux faire moi-même sans risque, et pendant combien de temps.',
    symptomDoctor:
      'Indiquez clairement quels signes doivent me faire consulter un médecin, et lesquels demandent des soins urgents.',
    fixCauses:
      'Commencez par les causes les plus probables\u00a0; pour chacune, comment la vérifier et une solution pratique.',
    fixSafety: 'Mettez d’abord toute précaution de sécurité (débrancher l’appareil, couper l’eau ou le gaz).',
    fixPrevent: 'Terminez par ce qu’il faut changer pour que cela ne se reproduise pas.',
    visitSeasons:
      'Parcourez l’année saison par saison\u00a0: météo, fêtes et attraits de saison, affluence et prix.',
    visitAvoid: 'Dites quels mois éviter et pourquoi, et où la réponse change selon la région.',
    techCli:
      'Comparez-les sur ce qui compte pour un outil en ligne de commande\u00a0: temps de démarrage, taille du binaire et distribution en un seul fichier, compilation croisée, vitesse de développement, bibliothèques pour les arguments et l’affichage en terminal.',
    techBackend:
      'Comparez-les sur ce qui compte pour un service backend\u00a0: performances et concurrence sous charge, frameworks et bibliothèques, vitesse de développement, déploiement et exploitation, recrutement.',
    techDatabase:
      'Comparez-les sur ce qui compte pour une base de données\u00a0: adéquation au modèle de données, requêtes et jointures, transactions et cohérence, montée en charge, hébergement et exploitation, outillage.',
    techFrontend:
      'Comparez-les sur ce qui compte pour un front-end\u00a0: courbe d’apprentissage, bibliothèques de composants et écosystème, performances, maintenance à long terme, recrutement.',
    techMobile:
      'Comparez-les sur ce qui compte pour une application mobile\u00a0: rendu et performances natifs, code partagé entre iOS et Android, accès aux fonctions de l’appareil, outillage, recrutement.',
    techGeneral:
      'Comparez-les sur les performances, les bibliothèques et l’écosystème, la courbe d’apprentissage, l’outillage, le recrutement et l’expérience de l’équipe.',
    regexParts: 'Expliquez brièvement chaque partie du motif.',
    regexTests:
      'Ajoutez quelques chaînes qu’elle doit accepter et quelques-unes qu’elle doit rejeter, cas limites compris.',
    notesSections:
      'Organisez-le en décisions prises, actions (responsable et échéance si elles sont indiquées) et questions ouvertes.',
    notesNoGuess:
      'N’indiquez un responsable ou une échéance que si le texte les donne\u00a0; sinon, écrivez «\u00a0non précisé\u00a0».',
    plainWords:
      'Faites des phrases courtes avec des mots courants\u00a0; remplacez le jargon ou expliquez-le en quelques mots.',
    plainFacts: 'Gardez chaque règle, fait, chiffre et délai\u00a0; n’omettez rien et n’ajoutez rien.',
    dataMethod: 'Dites comment vous avez calculé chaque chiffre (quelles lignes et colonnes).',
    dataWhy:
      'Les données montrent des tendances, pas des preuves\u00a0: dites quelles explications elles appuient et quelles données les confirmeraient.',
    sqlRows:
      'Précisez toute hypothèse sur les lignes prises en compte (par exemple les commandes annulées ou les utilisateurs supprimés) et sur le calcul des totaux.',
  },
  roles: {
    cook: 'Vous êtes un cuisinier expérimenté qui sait comment se comportent les ingrédients.',
    spreadsheet: 'Vous êtes un expert des tableurs.',
    baker:
      'Vous êtes un boulanger expérimenté qui aide à résoudre les problèmes de pâtisserie et de pain maison.',
    plants: 'Vous êtes un horticulteur expérimenté qui aide à soigner les plantes.',
    appliance: 'Vous êtes un réparateur d’électroménager expérimenté.',
    tech: 'Vous êtes un ingénieur logiciel senior qui a mis en production des projets avec les deux options.',
    plain: 'Vous êtes un rédacteur expérimenté en langage clair.',
  },
  notesFormat:
    'Trois courtes sections\u00a0: Décisions, Actions (responsable, échéance), Questions ouvertes.',
};

const FR_TU: SubjectTexts = {
  lines: {
    ...FR.lines,
    namingShort:
      'Garde chaque nom court, facile à prononcer, à écrire et à retenir\u00a0; évite les descriptions banales du produit que n’importe quel concurrent pourrait utiliser.',
    healthDiffers:
      'Indique pour qui la réponse change (par exemple pendant une grossesse, avec d’autres médicaments ou une maladie chronique) et quand consulter un médecin ou un pharmacien.',
    savingsMath:
      'Montre le calcul\u00a0: d’abord sans intérêts, puis avec un rendement annuel que tu indiques comme hypothèse.',
    commandFirst: 'Donne d’abord la commande exacte, puis une ligne sur ce qu’elle fait.',
    commandCareful:
      'Si elle supprime des données ou réécrit l’historique, dis-le et montre comment l’annuler.',
    snippetShort: 'Donne un extrait de code court qui fonctionne, puis une ligne sur son fonctionnement.',
    substituteAmounts:
      'Donne les meilleurs substituts avec la quantité à utiliser à la place, et dis comment chacun change le résultat.',
    tripDays:
      'Organise chaque journée en matin, après-midi et soir, en regroupant les lieux proches pour limiter les trajets.',
    tripPace: 'Garde un rythme réaliste et ajoute une suggestion de cuisine locale par jour.',
    packingGroups:
      'Classe la liste par catégorie (vêtements, équipement, documents, toilette) et adapte-la à la météo et aux activités sur place à cette période de l’année.',
    formulaCells: 'Indique quelles cellules ou plages elle suppose et où la placer.',
    fixPro: 'Dis quelles réparations je peux faire moi-même sans risque, et quand appeler un professionnel.',
    fixProvider:
      'Dis ce que je peux régler moi-même et quand il vaut mieux contacter mon fournisseur d’accès.',
    symptomCauses:
      'Commence par les causes les plus probables, puis dis ce que je peux faire moi-même sans risque, et pendant combien de temps.',
    symptomDoctor:
      'Indique clairement quels signes doivent me faire consulter un médecin, et lesquels demandent des soins urgents.',
    fixCauses:
      'Commence par les causes les plus probables\u00a0; pour chacune, comment la vérifier et une solution pratique.',
    fixSafety: 'Mets d’abord toute précaution de sécurité (débrancher l’appareil, couper l’eau ou le gaz).',
    fixPrevent: 'Termine par ce qu’il faut changer pour que cela ne se reproduise pas.',
    visitSeasons:
      'Parcours l’année saison par saison\u00a0: météo, fêtes et attraits de saison, affluence et prix.',
    visitAvoid: 'Dis quels mois éviter et pourquoi, et où la réponse change selon la région.',
    techCli:
      'Compare-les sur ce qui compte pour un outil en ligne de commande\u00a0: temps de démarrage, taille du binaire et distribution en un seul fichier, compilation croisée, vitesse de développement, bibliothèques pour les arguments et l’affichage en terminal.',
    techBackend:
      'Compare-les sur ce qui compte pour un service backend\u00a0: performances et concurrence sous charge, frameworks et bibliothèques, vitesse de développement, déploiement et exploitation, recrutement.',
    techDatabase:
      'Compare-les sur ce qui compte pour une base de données\u00a0: adéquation au modèle de données, requêtes et jointures, transactions et cohérence, montée en charge, hébergement et exploitation, outillage.',
    techFrontend:
      'Compare-les sur ce qui compte pour un front-end\u00a0: courbe d’apprentissage, bibliothèques de composants et écosystème, performances, maintenance à long terme, recrutement.',
    techMobile:
      'Compare-les sur ce qui compte pour une application mobile\u00a0: rendu et performances natifs, code partagé entre iOS et Android, accès aux fonctions de l’appareil, outillage, recrutement.',
    techGeneral:
      'Compare-les sur les performances, les bibliothèques et l’écosystème, la courbe d’apprentissage, l’outillage, le recrutement et l’expérience de l’équipe.',
    regexParts: 'Explique brièvement chaque partie du motif.',
    regexTests:
      'Ajoute quelques chaînes qu’elle doit accepter et quelques-unes qu’elle doit rejeter, cas limites compris.',
    notesSections:
      'Organise-le en décisions prises, actions (responsable et échéance si elles sont indiquées) et questions ouvertes.',
    notesNoGuess:
      'N’indique un responsable ou une échéance que si le texte les donne\u00a0; sinon, écris «\u00a0non précisé\u00a0».',
    plainWords:
      'Fais des phrases courtes avec des mots courants\u00a0; remplace le jargon ou explique-le en quelques mots.',
    plainFacts: 'Garde chaque règle, fait, chiffre et délai\u00a0; n’omets rien et n’ajoute rien.',
    dataMethod: 'Dis comment tu as calculé chaque chiffre (quelles lignes et colonnes).',
    dataWhy:
      'Les données montrent des tendances, pas des preuves\u00a0: dis quelles explications elles appuient et quelles données les confirmeraient.',
    sqlRows:
      'Précise toute hypothèse sur les lignes prises en compte (par exemple les commandes annulées ou les utilisateurs supprimés) et sur le calcul des totaux.',
  },
  roles: {
    cook: 'Tu es un cuisinier expérimenté qui sait comment se comportent les ingrédients.',
    spreadsheet: 'Tu es un expert des tableurs.',
    baker:
      'Tu es un boulanger expérimenté qui aide à résoudre les problèmes de pâtisserie et de pain maison.',
    plants: 'Tu es un horticulteur expérimenté qui aide à soigner les plantes.',
    appliance: 'Tu es un réparateur d’électroménager expérimenté.',
    tech: 'Tu es un ingénieur logiciel senior qui a mis en production des projets avec les deux options.',
    plain: 'Tu es un rédacteur expérimenté en langage clair.',
  },
  notesFormat: FR.notesFormat,
};

const DE: SubjectTexts = {
  lines: {
    namingShort:
      'Halte jeden Namen kurz und leicht auszusprechen, zu schreiben und zu merken; vermeide bloße Beschreibungen des Produkts, die jeder Mitbewerber nutzen könnte.',
    healthDiffers:
      'Sag, für wen die Antwort anders ausfällt (zum Beispiel in der Schwangerschaft, mit anderen Medikamenten oder bei einer chronischen Erkrankung), und wann man besser Arzt oder Apotheke fragt.',
    savingsMath:
      'Zeig die Rechnung: zuerst ohne Zinsen, dann mit einer jährlichen Rendite, die du als Annahme nennst.',
    commandFirst: 'Nenne zuerst den genauen Befehl, dann in einer Zeile, was er tut.',
    commandCareful:
      'Wenn er Daten löscht oder die Historie umschreibt, sag das und zeig, wie man es rückgängig macht.',
    snippetShort:
      'Gib ein kurzes, funktionierendes Code-Beispiel und dann eine Zeile dazu, wie es funktioniert.',
    substituteAmounts:
      'Nenne die besten Ersatzzutaten mit der Menge, die man stattdessen nimmt, und wie jede das Ergebnis verändert.',
    tripDays:
      'Plane jeden Tag nach Vormittag, Nachmittag und Abend und fasse nahe Sehenswürdigkeiten zusammen, damit die Wege kurz bleiben.',
    tripPace: 'Halte das Tempo realistisch und schlag pro Tag ein lokales Essen vor.',
    packingGroups:
      'Ordne die Liste nach Kategorien (Kleidung, Ausrüstung, Dokumente, Hygiene) und richte sie nach Wetter und Aktivitäten dort zu dieser Jahreszeit.',
    formulaCells: 'Sag, von welchen Zellen oder Bereichen sie ausgeht und wo sie hingehört.',
    fixPro: 'Sag, was ich gefahrlos selbst beheben kann und wann ich eine Fachkraft rufen sollte.',
    fixProvider:
      'Sag, was ich selbst beheben kann und wann ich mich besser an meinen Internetanbieter wende.',
    symptomCauses:
      'Nenne zuerst die wahrscheinlichsten Ursachen, dann, was ich selbst gefahrlos tun kann und wie lange.',
    symptomDoctor:
      'Sag klar, bei welchen Anzeichen ich zum Arzt gehen sollte und welche sofortige Hilfe brauchen.',
    fixCauses:
      'Nenne zuerst die wahrscheinlichsten Ursachen; zu jeder, wie ich sie prüfe und wie ich sie behebe.',
    fixSafety: 'Nenne zuerst jeden Sicherheitsschritt (Stecker ziehen, Wasser oder Gas abdrehen).',
    fixPrevent: 'Schließe damit, was ich ändern sollte, damit es nicht wieder passiert.',
    visitSeasons:
      'Geh das Jahr nach Jahreszeiten durch: Wetter, Feste und saisonale Highlights, Andrang und Preise.',
    visitAvoid: 'Sag, welche Monate man meiden sollte und warum, und wo es je nach Region anders ist.',
    techCli:
      'Vergleiche sie nach dem, was für ein Kommandozeilen-Tool zählt: Startzeit, Binärgröße und Verteilung als eine Datei, Cross-Kompilierung, Entwicklungstempo sowie Bibliotheken für Argumente und Terminalausgabe.',
    techBackend:
      'Vergleiche sie nach dem, was für einen Backend-Dienst zählt: Leistung und Nebenläufigkeit unter Last, Frameworks und Bibliotheken, Entwicklungstempo, Deployment und Betrieb sowie Personalsuche.',
    techDatabase:
      'Vergleiche sie nach dem, was für eine Datenbank zählt: Passung zum Datenmodell, Abfragen und Joins, Transaktionen und Konsistenz, Skalierung, Hosting und Betrieb sowie Werkzeuge.',
    techFrontend:
      'Vergleiche sie nach dem, was für ein Frontend zählt: Lernkurve, Komponentenbibliotheken und Ökosystem, Leistung, langfristige Wartung und Personalsuche.',
    techMobile:
      'Vergleiche sie nach dem, was für eine mobile App zählt: natives Aussehen und Leistung, gemeinsamer Code für iOS und Android, Zugriff auf Gerätefunktionen, Werkzeuge und Personalsuche.',
    techGeneral:
      'Vergleiche sie nach Leistung, Bibliotheken und Ökosystem, Lernkurve, Werkzeugen, Personalsuche und der Erfahrung des Teams.',
    regexParts: 'Erkläre kurz jeden Teil des Musters.',
    regexTests:
      'Füge einige Zeichenketten an, die passen müssen, und einige, die abgelehnt werden müssen, mit Grenzfällen.',
    notesSections:
      'Gliedere es in getroffene Entscheidungen, Aufgaben (verantwortlich und Frist, falls genannt) und offene Fragen.',
    notesNoGuess:
      'Nenne Verantwortliche oder Fristen nur, wenn der Text sie angibt; sonst schreib „nicht angegeben“.',
    plainWords:
      'Schreib kurze Sätze mit gängigen Wörtern; ersetze Fachbegriffe oder erkläre sie in wenigen Worten.',
    plainFacts: 'Behalte jede Regel, Angabe, Zahl und Frist; lass nichts weg und füge nichts hinzu.',
    dataMethod: 'Sag, wie du jede Zahl berechnet hast (welche Zeilen und Spalten).',
    dataWhy:
      'Die Daten zeigen Muster, keine Beweise: Sag, welche Erklärungen sie stützen und welche Daten sie bestätigen würden.',
    sqlRows:
      'Nenne jede Annahme dazu, welche Zeilen zählen (zum Beispiel stornierte Bestellungen oder gelöschte Nutzer) und wie Summen berechnet werden.',
  },
  roles: {
    cook: 'Du bist ein erfahrener Koch, der weiß, wie sich Zutaten verhalten.',
    spreadsheet: 'Du bist ein Experte für Tabellenkalkulation.',
    baker: 'Du bist ein erfahrener Bäcker, der Probleme beim Backen zu Hause löst.',
    plants: 'Du bist ein erfahrener Gärtner, der bei der Pflege von Pflanzen hilft.',
    appliance: 'Du bist ein erfahrener Techniker für Haushaltsgeräte.',
    tech: 'Du bist ein erfahrener Softwareentwickler, der mit beiden Optionen Software in Produktion gebracht hat.',
    plain: 'Du bist ein erfahrener Redakteur für einfache, verständliche Sprache.',
  },
  notesFormat: 'Drei kurze Abschnitte: Entscheidungen, Aufgaben (verantwortlich, Frist), Offene Fragen.',
};

// German for users who write "Sie" to the assistant (the 'de-sie' key, see germanAddress).
const DE_SIE: SubjectTexts = {
  lines: {
    namingShort:
      'Halten Sie jeden Namen kurz und leicht auszusprechen, zu schreiben und zu merken; vermeiden Sie bloße Beschreibungen des Produkts, die jeder Mitbewerber nutzen könnte.',
    healthDiffers:
      'Sagen Sie, für wen die Antwort anders ausfällt (zum Beispiel in der Schwangerschaft, mit anderen Medikamenten oder bei einer chronischen Erkrankung), und wann man besser Arzt oder Apotheke fragt.',
    savingsMath:
      'Zeigen Sie die Rechnung: zuerst ohne Zinsen, dann mit einer jährlichen Rendite, die Sie als Annahme nennen.',
    commandFirst: 'Nennen Sie zuerst den genauen Befehl, dann in einer Zeile, was er tut.',
    commandCareful:
      'Wenn er Daten löscht oder die Historie umschreibt, sagen Sie das und zeigen Sie, wie man es rückgängig macht.',
    snippetShort:
      'Geben Sie ein kurzes, funktionierendes Code-Beispiel und dann eine Zeile dazu, wie es funktioniert.',
    substituteAmounts:
      'Nennen Sie die besten Ersatzzutaten mit der Menge, die man stattdessen nimmt, und wie jede das Ergebnis verändert.',
    tripDays:
      'Planen Sie jeden Tag nach Vormittag, Nachmittag und Abend und fassen Sie nahe Sehenswürdigkeiten zusammen, damit die Wege kurz bleiben.',
    tripPace: 'Halten Sie das Tempo realistisch und schlagen Sie pro Tag ein lokales Essen vor.',
    packingGroups:
      'Ordnen Sie die Liste nach Kategorien (Kleidung, Ausrüstung, Dokumente, Hygiene) und richten Sie sie nach Wetter und Aktivitäten dort zu dieser Jahreszeit.',
    formulaCells: 'Sagen Sie, von welchen Zellen oder Bereichen sie ausgeht und wo sie hingehört.',
    fixPro: 'Sagen Sie, was ich gefahrlos selbst beheben kann und wann ich eine Fachkraft rufen sollte.',
    fixProvider:
      'Sagen Sie, was ich selbst beheben kann und wann ich mich besser an meinen Internetanbieter wende.',
    symptomCauses:
      'Nennen Sie zuerst die wahrscheinlichsten Ursachen, dann, was ich selbst gefahrlos tun kann und wie lange.',
    symptomDoctor:
      'Sagen Sie klar, bei welchen Anzeichen ich zum Arzt gehen sollte und welche sofortige Hilfe brauchen.',
    fixCauses:
      'Nennen Sie zuerst die wahrscheinlichsten Ursachen; zu jeder, wie ich sie prüfe und wie ich sie behebe.',
    fixSafety: 'Nennen Sie zuerst jeden Sicherheitsschritt (Stecker ziehen, Wasser oder Gas abdrehen).',
    fixPrevent: 'Schließen Sie damit, was ich ändern sollte, damit es nicht wieder passiert.',
    visitSeasons:
      'Gehen Sie das Jahr nach Jahreszeiten durch: Wetter, Feste und saisonale Highlights, Andrang und Preise.',
    visitAvoid: 'Sagen Sie, welche Monate man meiden sollte und warum, und wo es je nach Region anders ist.',
    techCli:
      'Vergleichen Sie sie nach dem, was für ein Kommandozeilen-Tool zählt: Startzeit, Binärgröße und Verteilung als eine Datei, Cross-Kompilierung, Entwicklungstempo sowie Bibliotheken für Argumente und Terminalausgabe.',
    techBackend:
      'Vergleichen Sie sie nach dem, was für einen Backend-Dienst zählt: Leistung und Nebenläufigkeit unter Last, Frameworks und Bibliotheken, Entwicklungstempo, Deployment und Betrieb sowie Personalsuche.',
    techDatabase:
      'Vergleichen Sie sie nach dem, was für eine Datenbank zählt: Passung zum Datenmodell, Abfragen und Joins, Transaktionen und Konsistenz, Skalierung, Hosting und Betrieb sowie Werkzeuge.',
    techFrontend:
      'Vergleichen Sie sie nach dem, was für ein Frontend zählt: Lernkurve, Komponentenbibliotheken und Ökosystem, Leistung, langfristige Wartung und Personalsuche.',
    techMobile:
      'Vergleichen Sie sie nach dem, was für eine mobile App zählt: natives Aussehen und Leistung, gemeinsamer Code für iOS und Android, Zugriff auf Gerätefunktionen, Werkzeuge und Personalsuche.',
    techGeneral:
      'Vergleichen Sie sie nach Leistung, Bibliotheken und Ökosystem, Lernkurve, Werkzeugen, Personalsuche und der Erfahrung des Teams.',
    regexParts: 'Erklären Sie kurz jeden Teil des Musters.',
    regexTests:
      'Fügen Sie einige Zeichenketten an, die passen müssen, und einige, die abgelehnt werden müssen, mit Grenzfällen.',
    notesSections:
      'Gliedern Sie es in getroffene Entscheidungen, Aufgaben (verantwortlich und Frist, falls genannt) und offene Fragen.',
    notesNoGuess:
      'Nennen Sie Verantwortliche oder Fristen nur, wenn der Text sie angibt; sonst schreiben Sie „nicht angegeben“.',
    plainWords:
      'Schreiben Sie kurze Sätze mit gängigen Wörtern; ersetzen Sie Fachbegriffe oder erklären Sie sie in wenigen Worten.',
    plainFacts:
      'Behalten Sie jede Regel, Angabe, Zahl und Frist; lassen Sie nichts weg und fügen Sie nichts hinzu.',
    dataMethod: 'Sagen Sie, wie Sie jede Zahl berechnet haben (welche Zeilen und Spalten).',
    dataWhy:
      'Die Daten zeigen Muster, keine Beweise: Sagen Sie, welche Erklärungen sie stützen und welche Daten sie bestätigen würden.',
    sqlRows:
      'Nennen Sie jede Annahme dazu, welche Zeilen zählen (zum Beispiel stornierte Bestellungen oder gelöschte Nutzer) und wie Summen berechnet werden.',
  },
  roles: {
    cook: 'Sie sind ein erfahrener Koch, der weiß, wie sich Zutaten verhalten.',
    spreadsheet: 'Sie sind ein Experte für Tabellenkalkulation.',
    baker: 'Sie sind ein erfahrener Bäcker, der Probleme beim Backen zu Hause löst.',
    plants: 'Sie sind ein erfahrener Gärtner, der bei der Pflege von Pflanzen hilft.',
    appliance: 'Sie sind ein erfahrener Techniker für Haushaltsgeräte.',
    tech: 'Sie sind ein erfahrener Softwareentwickler, der mit beiden Optionen Software in Produktion gebracht hat.',
    plain: 'Sie sind ein erfahrener Redakteur für einfache, verständliche Sprache.',
  },
  notesFormat: DE.notesFormat,
};

const IT: SubjectTexts = {
  lines: {
    namingShort:
      'Ogni nome deve essere breve e facile da pronunciare, scrivere e ricordare; evita descrizioni generiche del prodotto che qualsiasi concorrente potrebbe usare.',
    healthDiffers:
      'Di’ per chi la risposta cambia (per esempio in gravidanza, con altri farmaci o con una malattia cronica) e quando rivolgersi a un medico o a un farmacista.',
    savingsMath:
      'Mostra il calcolo: prima senza interessi, poi con un rendimento annuo che indichi come ipotesi.',
    commandFirst: 'Dai prima il comando esatto, poi una riga su cosa fa.',
    commandCareful: 'Se cancella dati o riscrive la cronologia, dillo e mostra come annullarlo.',
    snippetShort: 'Dai un frammento di codice breve e funzionante, poi una riga su come funziona.',
    substituteAmounts:
      'Indica i migliori sostituti con la quantità da usare al suo posto, e come ognuno cambia il risultato.',
    tripDays:
      'Organizza ogni giorno in mattina, pomeriggio e sera, raggruppando i luoghi vicini per spostarsi poco.',
    tripPace: 'Mantieni un ritmo realistico e aggiungi un suggerimento di cucina locale al giorno.',
    packingGroups:
      'Raggruppa la lista per categorie (vestiti, attrezzatura, documenti, igiene) e adattala al clima e alle attività del posto in quel periodo dell’anno.',
    formulaCells: 'Di’ quali celle o intervalli presuppone e dove inserirla.',
    fixPro: 'Di’ quali riparazioni posso fare da solo in sicurezza e quando chiamare un professionista.',
    fixProvider: 'Di’ cosa posso sistemare da solo e quando conviene chiamare il mio operatore internet.',
    symptomCauses:
      'Parti dalle cause più probabili, poi di’ cosa posso fare da solo in sicurezza e per quanto tempo.',
    symptomDoctor: 'Di’ chiaramente quali segnali richiedono un medico e quali cure urgenti.',
    fixCauses: 'Parti dalle cause più probabili; per ognuna, come verificarla e una soluzione pratica.',
    fixSafety: 'Metti per primo ogni passo di sicurezza (staccare la spina, chiudere l’acqua o il gas).',
    fixPrevent: 'Chiudi con cosa cambiare perché non succeda di nuovo.',
    visitSeasons:
      'Passa in rassegna l’anno stagione per stagione: clima, feste e attrazioni stagionali, affollamento e prezzi.',
    visitAvoid: 'Di’ quali mesi evitare e perché, e dove la risposta cambia da regione a regione.',
    techCli:
      'Confrontali su ciò che conta per uno strumento a riga di comando: tempo di avvio, dimensione del binario e distribuzione in un solo file, cross-compilazione, velocità di sviluppo e librerie per argomenti e output nel terminale.',
    techBackend:
      'Confrontali su ciò che conta per un servizio backend: prestazioni e concorrenza sotto carico, framework e librerie, velocità di sviluppo, deploy e gestione, e reperibilità di sviluppatori.',
    techDatabase:
      'Confrontali su ciò che conta per un database: adattamento al modello dei dati, query e join, transazioni e coerenza, scalabilità, hosting e gestione, e strumenti.',
    techFrontend:
      'Confrontali su ciò che conta per un front end: curva di apprendimento, librerie di componenti ed ecosistema, prestazioni, manutenzione nel tempo e reperibilità di sviluppatori.',
    techMobile:
      'Confrontali su ciò che conta per un’app mobile: aspetto e prestazioni native, codice condiviso tra iOS e Android, accesso alle funzioni del dispositivo, strumenti e reperibilità di sviluppatori.',
    techGeneral:
      'Confrontali su prestazioni, librerie ed ecosistema, curva di apprendimento, strumenti, reperibilità di sviluppatori ed esperienza del team.',
    regexParts: 'Spiega brevemente ogni parte del pattern.',
    regexTests:
      'Aggiungi alcune stringhe che deve accettare e alcune che deve rifiutare, casi limite compresi.',
    notesSections:
      'Organizzalo in decisioni prese, azioni (responsabile e scadenza, se indicati) e domande aperte.',
    notesNoGuess:
      'Indica un responsabile o una scadenza solo se il testo li riporta; altrimenti scrivi «non indicato».',
    plainWords: 'Usa frasi brevi e parole comuni; sostituisci il gergo o spiegalo in poche parole.',
    plainFacts: 'Mantieni ogni regola, fatto, numero e scadenza; non togliere e non aggiungere nulla.',
    dataMethod: 'Di’ come hai calcolato ogni cifra (quali righe e colonne).',
    dataWhy:
      'I dati mostrano tendenze, non prove: di’ quali spiegazioni sostengono e quali dati le confermerebbero.',
    sqlRows:
      'Dichiara ogni ipotesi su quali righe contano (per esempio ordini annullati o utenti eliminati) e su come si calcolano i totali.',
  },
  roles: {
    cook: 'Sei un cuoco esperto che sa come si comportano gli ingredienti.',
    spreadsheet: 'Sei un esperto di fogli di calcolo.',
    baker: 'Sei un panettiere esperto che risolve i problemi di chi fa pane e dolci in casa.',
    plants: 'Sei un esperto di orticoltura che aiuta a curare le piante.',
    appliance: 'Sei un tecnico esperto nella riparazione di elettrodomestici.',
    tech: 'Sei un ingegnere del software senior che ha portato in produzione progetti con entrambe le opzioni.',
    plain: 'Sei un redattore esperto di linguaggio chiaro.',
  },
  notesFormat: 'Tre brevi sezioni: Decisioni, Azioni (responsabile, scadenza), Domande aperte.',
};

const PT: SubjectTexts = {
  lines: {
    namingShort:
      'Mantenha cada nome curto e fácil de dizer, escrever e lembrar; evite descrições genéricas do produto que qualquer concorrente poderia usar.',
    healthDiffers:
      'Diga para quem a resposta muda (por exemplo, na gravidez, com outros medicamentos ou com uma doença crônica) e quando procurar um médico ou farmacêutico.',
    savingsMath:
      'Mostre o cálculo: primeiro sem juros, depois com um rendimento anual que você indique como suposição.',
    commandFirst: 'Dê primeiro o comando exato e depois uma linha sobre o que ele faz.',
    commandCareful: 'Se ele apagar dados ou reescrever o histórico, diga isso e mostre como desfazer.',
    snippetShort: 'Dê um trecho de código curto que funcione e depois uma linha sobre como funciona.',
    substituteAmounts:
      'Dê os melhores substitutos com a quantidade a usar no lugar, e diga como cada um muda o resultado.',
    tripDays:
      'Organize cada dia em manhã, tarde e noite, agrupando lugares próximos para reduzir os deslocamentos.',
    tripPace: 'Mantenha um ritmo realista e sugira uma comida local por dia.',
    packingGroups:
      'Agrupe a lista por categoria (roupas, equipamentos, documentos, higiene) e adapte-a ao clima e às atividades do lugar nessa época do ano.',
    formulaCells: 'Diga quais células ou intervalos ela supõe e onde colocá-la.',
    fixPro: 'Diga quais consertos posso fazer sozinho com segurança e quando chamar um profissional.',
    fixProvider: 'Diga o que posso resolver sozinho e quando é melhor chamar minha operadora de internet.',
    symptomCauses:
      'Comece pelas causas mais prováveis e depois diga o que posso fazer sozinho com segurança e por quanto tempo.',
    symptomDoctor:
      'Diga com clareza quais sinais pedem uma consulta médica e quais pedem atendimento urgente.',
    fixCauses: 'Comece pelas causas mais prováveis; para cada uma, como verificá-la e uma solução prática.',
    fixSafety: 'Coloque primeiro qualquer passo de segurança (tirar da tomada, fechar a água ou o gás).',
    fixPrevent: 'Termine com o que mudar para que não aconteça de novo.',
    visitSeasons:
      'Percorra o ano estação por estação: clima, festas e atrações da época, movimento de turistas e preços.',
    visitAvoid: 'Diga quais meses evitar e por quê, e onde a resposta muda conforme a região.',
    techCli:
      'Compare-os no que importa para uma ferramenta de linha de comando: tempo de inicialização, tamanho do binário e distribuição em um só arquivo, compilação cruzada, velocidade de desenvolvimento e bibliotecas para argumentos e saída no terminal.',
    techBackend:
      'Compare-os no que importa para um serviço de backend: desempenho e concorrência sob carga, frameworks e bibliotecas, velocidade de desenvolvimento, deploy e operação, e contratação.',
    techDatabase:
      'Compare-os no que importa para um banco de dados: adequação ao modelo de dados, consultas e joins, transações e consistência, escalabilidade, hospedagem e operação, e ferramentas.',
    techFrontend:
      'Compare-os no que importa para um front-end: curva de aprendizado, bibliotecas de componentes e ecossistema, desempenho, manutenção a longo prazo e contratação.',
    techMobile:
      'Compare-os no que importa para um app móvel: aparência e desempenho nativos, código compartilhado entre iOS e Android, acesso a recursos do aparelho, ferramentas e contratação.',
    techGeneral:
      'Compare-os em desempenho, bibliotecas e ecossistema, curva de aprendizado, ferramentas, contratação e experiência da equipe.',
    regexParts: 'Explique brevemente cada parte do padrão.',
    regexTests: 'Inclua algumas strings que ela deve aceitar e algumas que deve rejeitar, com casos-limite.',
    notesSections:
      'Organize em decisões tomadas, tarefas (responsável e prazo, quando informados) e questões em aberto.',
    notesNoGuess:
      'Indique um responsável ou um prazo só quando o texto os der; caso contrário, escreva "não informado".',
    plainWords:
      'Use frases curtas e palavras do dia a dia; troque o jargão ou explique-o em poucas palavras.',
    plainFacts: 'Mantenha cada regra, fato, número e prazo; não tire nem acrescente nada.',
    dataMethod: 'Diga como calculou cada número (quais linhas e colunas).',
    dataWhy:
      'Os dados mostram padrões, não provas: diga quais explicações eles sustentam e que dados as confirmariam.',
    sqlRows:
      'Declare qualquer suposição sobre quais linhas contam (por exemplo pedidos cancelados ou usuários excluídos) e como os totais são calculados.',
  },
  roles: {
    cook: 'Você é um cozinheiro experiente que sabe como os ingredientes se comportam.',
    spreadsheet: 'Você é um especialista em planilhas.',
    baker: 'Você é um padeiro experiente que resolve problemas de pães e bolos caseiros.',
    plants: 'Você é um horticultor experiente que ajuda a cuidar de plantas.',
    appliance: 'Você é um técnico experiente em conserto de eletrodomésticos.',
    tech: 'Você é um engenheiro de software sênior que já colocou em produção projetos com as duas opções.',
    plain: 'Você é um editor experiente em linguagem simples.',
  },
  notesFormat: 'Três seções curtas: Decisões, Tarefas (responsável, prazo), Questões em aberto.',
};

export const SUBJECT_TEXTS: Readonly<Record<string, SubjectTexts>> = {
  en: EN,
  es: ES,
  fr: FR,
  'fr-tu': FR_TU,
  de: DE,
  'de-sie': DE_SIE,
  it: IT,
  pt: PT,
};
