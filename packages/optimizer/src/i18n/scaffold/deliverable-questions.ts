import type { QuestionText } from './types';

/**
 * Questions for a thin request that names a concrete deliverable ("wedding vows", "slogan
 * bakery", "Elternbrief Klassenfahrt"): the facts only the user has, instead of generic
 * audience or topic chips. Options are the usual answers; an empty list means free text.
 */
export type DeliverableSlot =
  | 'partner-name'
  | 'shared-memory'
  | 'speech-person'
  | 'speech-occasion'
  | 'speech-audience'
  | 'speech-length'
  | 'business-name'
  | 'business-area'
  | 'selling-point'
  | 'bio-platform'
  | 'bio-facts'
  | 'bio-voice'
  | 'backup-paths'
  | 'copies-kept'
  | 'schedule'
  | 'board'
  | 'wiring'
  | 'trip-details'
  | 'trip-cost'
  | 'what-to-bring'
  | 'event-when-where'
  | 'event-host'
  | 'rsvp'
  | 'product-features'
  | 'product-buyer'
  | 'sales-channel'
  | 'baby-age'
  | 'sleep-trouble'
  | 'class-grade'
  | 'lesson-length'
  | 'what-went-wrong'
  | 'remedy'
  | 'learner-level'
  | 'learn-goal'
  | 'gig-length'
  | 'gig-occasion'
  | 'repertoire'
  | 'days-per-week'
  | 'monthly-income'
  | 'household'
  | 'money-goal'
  | 'business-idea'
  | 'plan-reader'
  | 'target-job'
  | 'career-stage'
  | 'exam-subject'
  | 'exam-date'
  | 'study-time'
  | 'child-age'
  | 'story-wishes'
  | 'thanks-for'
  | 'pet-description'
  | 'last-seen'
  | 'contact';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label] per language. */
type Row = readonly [string, readonly string[], string];

const T: Readonly<Record<DeliverableSlot, Readonly<Record<Lang, Row>>>> = {
  'partner-name': {
    en: ["What is your partner's name?", [], 'Partner’s name'],
    es: ['¿Cómo se llama tu pareja?', [], 'Nombre de la pareja'],
    fr: ['Comment s’appelle votre partenaire\u00a0?', [], 'Prénom du partenaire'],
    de: ['Wie heißt dein Partner oder deine Partnerin?', [], 'Name des Partners'],
    it: ['Come si chiama il tuo partner?', [], 'Nome del partner'],
    pt: ['Qual é o nome do seu par?', [], 'Nome do par'],
  },
  'shared-memory': {
    en: ['Which shared memory or story should it include?', [], 'Memory to include'],
    es: ['¿Qué recuerdo o anécdota compartida debe incluir?', [], 'Recuerdo que incluir'],
    fr: ['Quel souvenir ou quelle anecdote commune faut-il raconter\u00a0?', [], 'Souvenir à raconter'],
    de: ['Welche gemeinsame Erinnerung oder Anekdote soll vorkommen?', [], 'Erinnerung'],
    it: ['Quale ricordo o aneddoto condiviso deve includere?', [], 'Ricordo da includere'],
    pt: ['Que lembrança ou história em comum deve incluir?', [], 'Lembrança a incluir'],
  },
  'speech-person': {
    en: ['Who is it about, and how do you know them?', [], 'About whom'],
    es: ['¿Sobre quién es y qué relación tienes con esa persona?', [], 'Sobre quién'],
    fr: ['Pour qui est-ce, et quel lien avez-vous avec cette personne\u00a0?', [], 'Pour qui'],
    de: ['Um wen geht es, und in welcher Beziehung stehst du zu der Person?', [], 'Für wen'],
    it: ['Di chi si parla, e che rapporto hai con questa persona?', [], 'Per chi'],
    pt: ['Sobre quem é, e qual é a sua relação com essa pessoa?', [], 'Sobre quem'],
  },
  'speech-occasion': {
    en: [
      'What is the occasion, and which facts must it mention (names, dates, achievements)?',
      [],
      'Occasion and key facts',
    ],
    es: [
      '¿Cuál es la ocasión y qué datos debe mencionar (nombres, fechas, logros)?',
      [],
      'Ocasión y datos clave',
    ],
    fr: [
      'Quelle est l’occasion, et quels faits faut-il mentionner (noms, dates, réussites)\u00a0?',
      [],
      'Occasion et faits clés',
    ],
    de: [
      'Was ist der Anlass, und welche Fakten müssen vorkommen (Namen, Daten, Erfolge)?',
      [],
      'Anlass und Fakten',
    ],
    it: [
      'Qual è l’occasione, e quali fatti deve citare (nomi, date, risultati)?',
      [],
      'Occasione e fatti chiave',
    ],
    pt: [
      'Qual é a ocasião, e que fatos deve mencionar (nomes, datas, conquistas)?',
      [],
      'Ocasião e fatos principais',
    ],
  },
  'speech-audience': {
    en: [
      'Who will be listening?',
      ['Colleagues', 'Guests and partners', 'Family and friends', 'The public'],
      'Audience',
    ],
    es: [
      '¿Quién lo va a escuchar?',
      ['Compañeros de trabajo', 'Invitados y socios', 'Familia y amigos', 'Público general'],
      'Público',
    ],
    fr: [
      'Qui va l’écouter\u00a0?',
      ['Collègues', 'Invités et partenaires', 'Famille et amis', 'Grand public'],
      'Public',
    ],
    de: [
      'Wer hört zu?',
      ['Kollegen', 'Gäste und Partner', 'Familie und Freunde', 'Öffentlichkeit'],
      'Publikum',
    ],
    it: [
      'Chi lo ascolterà?',
      ['Colleghi', 'Ospiti e partner', 'Famiglia e amici', 'Pubblico generale'],
      'Pubblico',
    ],
    pt: [
      'Quem vai ouvir?',
      ['Colegas', 'Convidados e parceiros', 'Família e amigos', 'Público em geral'],
      'Público',
    ],
  },
  'speech-length': {
    en: ['How long should it take to say?', ['About 1 minute', '2–3 minutes', '5 minutes'], 'Length'],
    es: ['¿Cuánto debe durar?', ['Un minuto', '2–3 minutos', '5 minutos'], 'Duración'],
    fr: ['Combien de temps doit-il durer\u00a0?', ['Une minute', '2 à 3 minutes', '5 minutes'], 'Durée'],
    de: ['Wie lange soll es dauern?', ['Etwa 1 Minute', '2–3 Minuten', '5 Minuten'], 'Länge'],
    it: ['Quanto deve durare?', ['Circa 1 minuto', '2–3 minuti', '5 minuti'], 'Durata'],
    pt: ['Quanto tempo deve durar?', ['Cerca de 1 minuto', '2–3 minutos', '5 minutos'], 'Duração'],
  },
  'business-name': {
    en: ['What is the business called?', [], 'Business name'],
    es: ['¿Cómo se llama el negocio?', [], 'Nombre del negocio'],
    fr: ['Comment s’appelle l’entreprise\u00a0?', [], 'Nom de l’entreprise'],
    de: ['Wie heißt das Unternehmen?', [], 'Firmenname'],
    it: ['Come si chiama l’attività?', [], 'Nome dell’attività'],
    pt: ['Qual é o nome do negócio?', [], 'Nome do negócio'],
  },
  'business-area': {
    en: [
      'Where does it operate, and for which customers?',
      ['Local', 'Regional', 'Online'],
      'Area and customers',
    ],
    es: ['¿Dónde trabaja y para qué clientes?', ['Local', 'Regional', 'En línea'], 'Zona y clientes'],
    fr: [
      'Où exerce-t-elle, et pour quels clients\u00a0?',
      ['Local', 'Régional', 'En ligne'],
      'Zone et clients',
    ],
    de: ['Wo ist es tätig, und für welche Kunden?', ['Lokal', 'Regional', 'Online'], 'Gebiet und Kunden'],
    it: ['Dove opera, e per quali clienti?', ['Locale', 'Regionale', 'Online'], 'Zona e clienti'],
    pt: ['Onde atua, e para que clientes?', ['Local', 'Regional', 'Online'], 'Área e clientes'],
  },
  'selling-point': {
    en: [
      'What sets it apart from competitors?',
      ['Price', 'Speed', 'Quality', 'Personal service'],
      'What sets it apart',
    ],
    es: [
      '¿Qué lo distingue de la competencia?',
      ['Precio', 'Rapidez', 'Calidad', 'Trato personal'],
      'Lo que lo distingue',
    ],
    fr: [
      'Qu’est-ce qui la distingue de la concurrence\u00a0?',
      ['Prix', 'Rapidité', 'Qualité', 'Service personnalisé'],
      'Ce qui la distingue',
    ],
    de: [
      'Was hebt es von der Konkurrenz ab?',
      ['Preis', 'Schnelligkeit', 'Qualität', 'Persönlicher Service'],
      'Alleinstellungsmerkmal',
    ],
    it: [
      'Che cosa la distingue dalla concorrenza?',
      ['Prezzo', 'Rapidità', 'Qualità', 'Servizio personale'],
      'Cosa la distingue',
    ],
    pt: [
      'O que o diferencia da concorrência?',
      ['Preço', 'Rapidez', 'Qualidade', 'Atendimento pessoal'],
      'Diferencial',
    ],
  },
  'bio-platform': {
    en: [
      'Where will the bio appear?',
      ['Instagram', 'LinkedIn', 'Website', 'Conference programme'],
      'Platform',
    ],
    es: [
      '¿Dónde aparecerá la biografía?',
      ['Instagram', 'LinkedIn', 'Sitio web', 'Programa de un evento'],
      'Plataforma',
    ],
    fr: [
      'Où la bio paraîtra-t-elle\u00a0?',
      ['Instagram', 'LinkedIn', 'Site web', 'Programme d’un événement'],
      'Support',
    ],
    de: ['Wo erscheint die Bio?', ['Instagram', 'LinkedIn', 'Website', 'Konferenzprogramm'], 'Plattform'],
    it: [
      'Dove comparirà la bio?',
      ['Instagram', 'LinkedIn', 'Sito web', 'Programma di un evento'],
      'Piattaforma',
    ],
    pt: [
      'Onde a bio vai aparecer?',
      ['Instagram', 'LinkedIn', 'Site', 'Programa de um evento'],
      'Plataforma',
    ],
  },
  'bio-facts': {
    en: ['What do you do, and what should people know about you?', [], 'Key facts'],
    es: ['¿A qué te dedicas y qué debe saber la gente de ti?', [], 'Datos clave'],
    fr: ['Que faites-vous, et que doit-on savoir de vous\u00a0?', [], 'Faits clés'],
    de: ['Was machst du, und was sollen die Leute über dich wissen?', [], 'Wichtige Fakten'],
    it: ['Di che cosa ti occupi, e che cosa deve sapere la gente di te?', [], 'Fatti chiave'],
    pt: ['O que você faz, e o que as pessoas devem saber sobre você?', [], 'Fatos principais'],
  },
  'bio-voice': {
    en: ['First or third person?', ['First person (I…)', 'Third person (She/He…)'], 'Voice'],
    es: ['¿En primera o en tercera persona?', ['Primera persona', 'Tercera persona'], 'Persona'],
    fr: [
      'À la première ou à la troisième personne\u00a0?',
      ['Première personne', 'Troisième personne'],
      'Personne',
    ],
    de: ['In der ersten oder dritten Person?', ['Ich-Form', 'Dritte Person'], 'Perspektive'],
    it: ['In prima o in terza persona?', ['Prima persona', 'Terza persona'], 'Persona'],
    pt: ['Em primeira ou terceira pessoa?', ['Primeira pessoa', 'Terceira pessoa'], 'Pessoa'],
  },
  'backup-paths': {
    en: [
      'What should be copied, and where to?',
      ['External drive', 'Network share (NAS)', 'Cloud storage'],
      'Source and destination',
    ],
    es: [
      '¿Qué hay que copiar y adónde?',
      ['Disco externo', 'Carpeta de red (NAS)', 'Nube'],
      'Origen y destino',
    ],
    fr: [
      'Que faut-il copier, et vers où\u00a0?',
      ['Disque externe', 'Partage réseau (NAS)', 'Cloud'],
      'Source et destination',
    ],
    de: [
      'Was soll wohin gesichert werden?',
      ['Externe Festplatte', 'Netzlaufwerk (NAS)', 'Cloud-Speicher'],
      'Quelle und Ziel',
    ],
    it: [
      'Che cosa va copiato, e dove?',
      ['Disco esterno', 'Cartella di rete (NAS)', 'Cloud'],
      'Origine e destinazione',
    ],
    pt: [
      'O que deve ser copiado, e para onde?',
      ['Disco externo', 'Pasta de rede (NAS)', 'Nuvem'],
      'Origem e destino',
    ],
  },
  'copies-kept': {
    en: ['How many old copies should it keep?', ['Only the latest', '7', '30'], 'Copies to keep'],
    es: ['¿Cuántas copias antiguas debe conservar?', ['Solo la última', '7', '30'], 'Copias que conservar'],
    fr: [
      'Combien d’anciennes copies faut-il garder\u00a0?',
      ['Seulement la dernière', '7', '30'],
      'Copies à garder',
    ],
    de: [
      'Wie viele alte Kopien sollen erhalten bleiben?',
      ['Nur die neueste', '7', '30'],
      'Aufzubewahrende Kopien',
    ],
    it: ['Quante copie vecchie deve conservare?', ['Solo l’ultima', '7', '30'], 'Copie da conservare'],
    pt: ['Quantas cópias antigas deve manter?', ['Só a mais recente', '7', '30'], 'Cópias a manter'],
  },
  schedule: {
    en: ['When should it run?', ['By hand', 'Daily', 'Weekly'], 'Schedule'],
    es: ['¿Cuándo debe ejecutarse?', ['A mano', 'A diario', 'Cada semana'], 'Frecuencia'],
    fr: ['Quand doit-il s’exécuter\u00a0?', ['À la main', 'Chaque jour', 'Chaque semaine'], 'Fréquence'],
    de: ['Wann soll es laufen?', ['Von Hand', 'Täglich', 'Wöchentlich'], 'Zeitplan'],
    it: ['Quando deve essere eseguito?', ['A mano', 'Ogni giorno', 'Ogni settimana'], 'Frequenza'],
    pt: ['Quando deve ser executado?', ['Manualmente', 'Diariamente', 'Semanalmente'], 'Frequência'],
  },
  board: {
    en: ['Which board?', ['Arduino Uno', 'Arduino Nano', 'ESP32', 'ESP8266'], 'Board'],
    es: ['¿Qué placa?', ['Arduino Uno', 'Arduino Nano', 'ESP32', 'ESP8266'], 'Placa'],
    fr: ['Quelle carte\u00a0?', ['Arduino Uno', 'Arduino Nano', 'ESP32', 'ESP8266'], 'Carte'],
    de: ['Welches Board?', ['Arduino Uno', 'Arduino Nano', 'ESP32', 'ESP8266'], 'Board'],
    it: ['Quale scheda?', ['Arduino Uno', 'Arduino Nano', 'ESP32', 'ESP8266'], 'Scheda'],
    pt: ['Qual placa?', ['Arduino Uno', 'Arduino Nano', 'ESP32', 'ESP8266'], 'Placa'],
  },
  wiring: {
    en: ['What is connected, and to which pins?', [], 'Wiring'],
    es: ['¿Qué hay conectado y a qué pines?', [], 'Conexiones'],
    fr: ['Qu’est-ce qui est branché, et sur quelles broches\u00a0?', [], 'Câblage'],
    de: ['Was ist an welche Pins angeschlossen?', [], 'Verkabelung'],
    it: ['Che cosa è collegato, e a quali pin?', [], 'Collegamenti'],
    pt: ['O que está ligado, e em quais pinos?', [], 'Ligações'],
  },
  'trip-details': {
    en: ['Where is the trip going, and on which dates?', [], 'Destination and dates'],
    es: ['¿Adónde es la excursión y en qué fechas?', [], 'Destino y fechas'],
    fr: ['Où va la sortie, et à quelles dates\u00a0?', [], 'Destination et dates'],
    de: ['Wohin geht die Fahrt, und an welchen Tagen?', [], 'Ziel und Termine'],
    it: ['Dove si va, e in quali date?', [], 'Destinazione e date'],
    pt: ['Para onde é o passeio, e em que datas?', [], 'Destino e datas'],
  },
  'trip-cost': {
    en: ['How much does it cost, and how and by when should parents pay?', [], 'Cost and payment'],
    es: ['¿Cuánto cuesta y cómo y hasta cuándo hay que pagar?', [], 'Coste y pago'],
    fr: ['Combien cela coûte-t-il, et comment et avant quand payer\u00a0?', [], 'Coût et paiement'],
    de: ['Was kostet es, und wie und bis wann soll gezahlt werden?', [], 'Kosten und Zahlung'],
    it: ['Quanto costa, e come ed entro quando si paga?', [], 'Costo e pagamento'],
    pt: ['Quanto custa, e como e até quando pagar?', [], 'Custo e pagamento'],
  },
  'what-to-bring': {
    en: ['What should the children bring?', [], 'What to bring'],
    es: ['¿Qué deben llevar los niños?', [], 'Qué llevar'],
    fr: ['Que doivent apporter les enfants\u00a0?', [], 'À apporter'],
    de: ['Was sollen die Kinder mitbringen?', [], 'Mitbringen'],
    it: ['Che cosa devono portare i bambini?', [], 'Cosa portare'],
    pt: ['O que as crianças devem levar?', [], 'O que levar'],
  },
  'event-when-where': {
    en: ['When and where is it?', [], 'Date and place'],
    es: ['¿Cuándo y dónde es?', [], 'Fecha y lugar'],
    fr: ['Quand et où cela a-t-il lieu\u00a0?', [], 'Date et lieu'],
    de: ['Wann und wo findet es statt?', [], 'Datum und Ort'],
    it: ['Quando e dove si svolge?', [], 'Data e luogo'],
    pt: ['Quando e onde será?', [], 'Data e local'],
  },
  'event-host': {
    en: ['Who is inviting, and for what occasion?', [], 'Host and occasion'],
    es: ['¿Quién invita y con qué motivo?', [], 'Anfitrión y motivo'],
    fr: ['Qui invite, et à quelle occasion\u00a0?', [], 'Hôte et occasion'],
    de: ['Wer lädt ein, und zu welchem Anlass?', [], 'Gastgeber und Anlass'],
    it: ['Chi invita, e per quale occasione?', [], 'Chi invita e occasione'],
    pt: ['Quem convida, e por qual motivo?', [], 'Anfitrião e ocasião'],
  },
  rsvp: {
    en: ['Should guests reply? By when and how?', ['No reply needed', 'By message', 'By email'], 'RSVP'],
    es: [
      '¿Deben confirmar asistencia? ¿Cómo y hasta cuándo?',
      ['No hace falta', 'Por mensaje', 'Por correo'],
      'Confirmación',
    ],
    fr: [
      'Faut-il répondre\u00a0? Comment et avant quand\u00a0?',
      ['Pas de réponse', 'Par message', 'Par e-mail'],
      'Réponse',
    ],
    de: [
      'Sollen die Gäste zusagen? Wie und bis wann?',
      ['Keine Rückmeldung nötig', 'Per Nachricht', 'Per E-Mail'],
      'Rückmeldung',
    ],
    it: [
      'Gli invitati devono rispondere? Come ed entro quando?',
      ['Non serve', 'Per messaggio', 'Per email'],
      'Conferma',
    ],
    pt: [
      'Os convidados devem confirmar? Como e até quando?',
      ['Não é preciso', 'Por mensagem', 'Por e-mail'],
      'Confirmação',
    ],
  },
  'product-features': {
    en: ['What are its key features (material, size, price)?', [], 'Key features'],
    es: ['¿Cuáles son sus características clave (material, tamaño, precio)?', [], 'Características'],
    fr: ['Quelles sont ses caractéristiques clés (matière, taille, prix)\u00a0?', [], 'Caractéristiques'],
    de: ['Was sind die wichtigsten Merkmale (Material, Größe, Preis)?', [], 'Merkmale'],
    it: ['Quali sono le caratteristiche principali (materiale, misure, prezzo)?', [], 'Caratteristiche'],
    pt: ['Quais são as características principais (material, tamanho, preço)?', [], 'Características'],
  },
  'product-buyer': {
    en: ['Who buys it?', ['Gift buyers', 'Everyday users', 'Professionals'], 'Buyer'],
    es: ['¿Quién lo compra?', ['Para regalar', 'Uso diario', 'Profesionales'], 'Comprador'],
    fr: ['Qui l’achète\u00a0?', ['Pour offrir', 'Usage quotidien', 'Professionnels'], 'Acheteur'],
    de: ['Wer kauft es?', ['Als Geschenk', 'Für den Alltag', 'Profis'], 'Käufer'],
    it: ['Chi lo compra?', ['Da regalare', 'Uso quotidiano', 'Professionisti'], 'Acquirente'],
    pt: ['Quem compra?', ['Para presente', 'Uso diário', 'Profissionais'], 'Comprador'],
  },
  'sales-channel': {
    en: ['Where will it be sold?', ['Own online shop', 'Amazon', 'Etsy', 'Instagram'], 'Sales channel'],
    es: ['¿Dónde se venderá?', ['Tienda online propia', 'Amazon', 'Etsy', 'Instagram'], 'Canal de venta'],
    fr: ['Où sera-t-il vendu\u00a0?', ['Boutique en ligne', 'Amazon', 'Etsy', 'Instagram'], 'Canal de vente'],
    de: ['Wo wird es verkauft?', ['Eigener Onlineshop', 'Amazon', 'Etsy', 'Instagram'], 'Verkaufskanal'],
    it: ['Dove sarà venduto?', ['Negozio online', 'Amazon', 'Etsy', 'Instagram'], 'Canale di vendita'],
    pt: ['Onde será vendido?', ['Loja online própria', 'Amazon', 'Etsy', 'Instagram'], 'Canal de venda'],
  },
  'baby-age': {
    en: ['How old is the baby?', ['0–3 months', '4–6 months', '7–12 months', '1–2 years'], 'Baby’s age'],
    es: [
      '¿Cuántos meses tiene el bebé?',
      ['0–3 meses', '4–6 meses', '7–12 meses', '1–2 años'],
      'Edad del bebé',
    ],
    fr: [
      'Quel âge a le bébé\u00a0?',
      ['0 à 3 mois', '4 à 6 mois', '7 à 12 mois', '1 à 2 ans'],
      'Âge du bébé',
    ],
    de: [
      'Wie alt ist das Baby?',
      ['0–3 Monate', '4–6 Monate', '7–12 Monate', '1–2 Jahre'],
      'Alter des Babys',
    ],
    it: ['Quanti mesi ha il bambino?', ['0–3 mesi', '4–6 mesi', '7–12 mesi', '1–2 anni'], 'Età del bambino'],
    pt: ['Quantos meses tem o bebê?', ['0–3 meses', '4–6 meses', '7–12 meses', '1–2 anos'], 'Idade do bebê'],
  },
  'sleep-trouble': {
    en: [
      'What is not working at the moment?',
      ['Short naps', 'Wakes at night', 'Hard to settle', 'Wakes too early', 'Nothing, just want a routine'],
      'Current difficulty',
    ],
    es: [
      '¿Qué es lo que no funciona ahora mismo?',
      [
        'Siestas cortas',
        'Se despierta de noche',
        'Le cuesta dormirse',
        'Se despierta muy temprano',
        'Nada, solo quiero una rutina',
      ],
      'Dificultad actual',
    ],
    fr: [
      'Qu’est-ce qui ne va pas en ce moment\u00a0?',
      [
        'Siestes courtes',
        'Réveils la nuit',
        'Difficile à endormir',
        'Réveil trop tôt',
        'Rien, je veux juste un rythme',
      ],
      'Difficulté actuelle',
    ],
    de: [
      'Was klappt im Moment nicht?',
      [
        'Kurze Nickerchen',
        'Wacht nachts auf',
        'Schläft schwer ein',
        'Wacht zu früh auf',
        'Nichts, nur ein fester Rhythmus',
      ],
      'Aktuelle Schwierigkeit',
    ],
    it: [
      'Che cosa non funziona in questo momento?',
      [
        'Sonnellini brevi',
        'Si sveglia di notte',
        'Fatica ad addormentarsi',
        'Si sveglia troppo presto',
        'Niente, voglio solo una routine',
      ],
      'Difficoltà attuale',
    ],
    pt: [
      'O que não está funcionando agora?',
      [
        'Sonecas curtas',
        'Acorda à noite',
        'Custa a pegar no sono',
        'Acorda cedo demais',
        'Nada, só quero uma rotina',
      ],
      'Dificuldade atual',
    ],
  },
  'class-grade': {
    en: [
      'Which grade or age group?',
      ['Ages 5–7', 'Ages 8–11', 'Ages 11–14', 'Ages 14–18', 'Adults'],
      'Grade or age',
    ],
    es: [
      '¿Para qué curso o edad?',
      ['5–7 años', '8–11 años', '11–14 años', '14–18 años', 'Adultos'],
      'Curso o edad',
    ],
    fr: [
      'Pour quel niveau ou quel âge\u00a0?',
      ['5 à 7 ans', '8 à 11 ans', '11 à 14 ans', '14 à 18 ans', 'Adultes'],
      'Niveau ou âge',
    ],
    de: [
      'Für welche Klassenstufe oder welches Alter?',
      ['5–7 Jahre', '8–11 Jahre', '11–14 Jahre', '14–18 Jahre', 'Erwachsene'],
      'Klassenstufe',
    ],
    it: [
      'Per quale classe o età?',
      ['5–7 anni', '8–11 anni', '11–14 anni', '14–18 anni', 'Adulti'],
      'Classe o età',
    ],
    pt: [
      'Para que ano ou idade?',
      ['5–7 anos', '8–11 anos', '11–14 anos', '14–18 anos', 'Adultos'],
      'Ano ou idade',
    ],
  },
  'lesson-length': {
    en: [
      'How long is the lesson?',
      ['30 minutes', '45 minutes', '60 minutes', '90 minutes'],
      'Lesson length',
    ],
    es: [
      '¿Cuánto dura la clase?',
      ['30 minutos', '45 minutos', '60 minutos', '90 minutos'],
      'Duración de la clase',
    ],
    fr: [
      'Combien de temps dure la séance\u00a0?',
      ['30 minutes', '45 minutes', '60 minutes', '90 minutes'],
      'Durée de la séance',
    ],
    de: [
      'Wie lange dauert die Stunde?',
      ['30 Minuten', '45 Minuten', '60 Minuten', '90 Minuten'],
      'Dauer der Stunde',
    ],
    it: [
      'Quanto dura la lezione?',
      ['30 minuti', '45 minuti', '60 minuti', '90 minuti'],
      'Durata della lezione',
    ],
    pt: [
      'Quanto tempo dura a aula?',
      ['30 minutos', '45 minutos', '60 minutos', '90 minutos'],
      'Duração da aula',
    ],
  },
  'what-went-wrong': {
    en: ['What went wrong, in one or two sentences?', [], 'What went wrong'],
    es: ['¿Qué salió mal, en una o dos frases?', [], 'Qué salió mal'],
    fr: ['Qu’est-ce qui s’est mal passé, en une ou deux phrases\u00a0?', [], 'Ce qui s’est mal passé'],
    de: ['Was ist schiefgelaufen, in ein, zwei Sätzen?', [], 'Was schiefging'],
    it: ['Che cosa è andato storto, in una o due frasi?', [], 'Cosa è andato storto'],
    pt: ['O que deu errado, em uma ou duas frases?', [], 'O que deu errado'],
  },
  remedy: {
    en: ['What are you offering to put it right, if anything?', [], 'What we offer'],
    es: ['¿Qué ofreces para solucionarlo, si ofreces algo?', [], 'Qué ofrecemos'],
    fr: ['Que proposez-vous pour réparer, le cas échéant\u00a0?', [], 'Ce que nous proposons'],
    de: ['Was bietest du zur Wiedergutmachung an, falls etwas?', [], 'Unser Angebot'],
    it: ['Che cosa offri per rimediare, se offri qualcosa?', [], 'Cosa offriamo'],
    pt: ['O que você oferece para resolver, se oferece algo?', [], 'O que oferecemos'],
  },
  'learner-level': {
    en: [
      'How much do you know already?',
      ['Complete beginner', 'I know the basics', 'I use it regularly'],
      'Current level',
    ],
    es: ['¿Cuánto sabes ya?', ['Nada, empiezo de cero', 'Sé lo básico', 'Lo uso a menudo'], 'Nivel actual'],
    fr: [
      'Qu’en savez-vous déjà\u00a0?',
      ['Débutant complet', 'Je connais les bases', 'Je l’utilise souvent'],
      'Niveau actuel',
    ],
    de: [
      'Wie viel weißt du schon?',
      ['Absoluter Anfänger', 'Ich kenne die Grundlagen', 'Ich nutze es regelmäßig'],
      'Vorwissen',
    ],
    it: [
      'Quanto ne sai già?',
      ['Principiante assoluto', 'Conosco le basi', 'Lo uso spesso'],
      'Livello attuale',
    ],
    pt: ['Quanto você já sabe?', ['Iniciante total', 'Sei o básico', 'Uso com frequência'], 'Nível atual'],
  },
  'learn-goal': {
    en: [
      'What do you want to be able to do with it?',
      ['Use it at work', 'Pass an exam', 'A personal project', 'Just curious'],
      'Goal',
    ],
    es: [
      '¿Para qué lo quieres usar?',
      ['En el trabajo', 'Aprobar un examen', 'Un proyecto personal', 'Por curiosidad'],
      'Objetivo',
    ],
    fr: [
      'Qu’aimeriez-vous pouvoir en faire\u00a0?',
      ['L’utiliser au travail', 'Réussir un examen', 'Un projet personnel', 'Par curiosité'],
      'Objectif',
    ],
    de: [
      'Wofür willst du es können?',
      ['Für die Arbeit', 'Für eine Prüfung', 'Für ein eigenes Projekt', 'Aus Neugier'],
      'Ziel',
    ],
    it: [
      'Per che cosa ti serve?',
      ['Per lavoro', 'Per un esame', 'Per un progetto personale', 'Per curiosità'],
      'Obiettivo',
    ],
    pt: [
      'Para que você quer usar?',
      ['No trabalho', 'Passar numa prova', 'Um projeto pessoal', 'Por curiosidade'],
      'Objetivo',
    ],
  },
  'gig-length': {
    en: [
      'How long is the set?',
      ['30 minutes', '45–60 minutes', '90 minutes', '2 hours or more'],
      'Set length',
    ],
    es: [
      '¿Cuánto dura la actuación?',
      ['30 minutos', '45–60 minutos', '90 minutos', '2 horas o más'],
      'Duración',
    ],
    fr: [
      'Combien de temps dure le set\u00a0?',
      ['30 minutes', '45 à 60 minutes', '90 minutes', '2 heures ou plus'],
      'Durée du set',
    ],
    de: [
      'Wie lang ist der Auftritt?',
      ['30 Minuten', '45–60 Minuten', '90 Minuten', '2 Stunden oder länger'],
      'Länge des Sets',
    ],
    it: ['Quanto dura il concerto?', ['30 minuti', '45–60 minuti', '90 minuti', '2 ore o più'], 'Durata'],
    pt: [
      'Quanto tempo dura o show?',
      ['30 minutos', '45–60 minutos', '90 minutos', '2 horas ou mais'],
      'Duração',
    ],
  },
  'gig-occasion': {
    en: [
      'What kind of gig is it?',
      ['Wedding or private party', 'Bar or pub', 'Festival', 'Church or worship'],
      'Occasion',
    ],
    es: [
      '¿Qué tipo de actuación es?',
      ['Boda o fiesta privada', 'Bar', 'Festival', 'Iglesia o culto'],
      'Ocasión',
    ],
    fr: [
      'Quel genre de concert\u00a0?',
      ['Mariage ou fête privée', 'Bar', 'Festival', 'Église ou culte'],
      'Occasion',
    ],
    de: [
      'Was für ein Auftritt ist es?',
      ['Hochzeit oder private Feier', 'Bar oder Kneipe', 'Festival', 'Kirche oder Gottesdienst'],
      'Anlass',
    ],
    it: [
      'Che tipo di serata è?',
      ['Matrimonio o festa privata', 'Bar o pub', 'Festival', 'Chiesa o celebrazione'],
      'Occasione',
    ],
    pt: [
      'Que tipo de show é?',
      ['Casamento ou festa particular', 'Bar', 'Festival', 'Igreja ou culto'],
      'Ocasião',
    ],
  },
  repertoire: {
    en: ['Which songs or genre do you play?', [], 'Songs or genre'],
    es: ['¿Qué canciones o qué estilo tocáis?', [], 'Canciones o estilo'],
    fr: ['Quels morceaux ou quel style jouez-vous\u00a0?', [], 'Morceaux ou style'],
    de: ['Welche Songs oder welches Genre spielt ihr?', [], 'Songs oder Genre'],
    it: ['Quali brani o che genere suonate?', [], 'Brani o genere'],
    pt: ['Quais músicas ou que estilo vocês tocam?', [], 'Músicas ou estilo'],
  },
  'days-per-week': {
    en: ['How many days a week can you train?', ['2', '3', '4', '5 or more'], 'Days per week'],
    es: ['¿Cuántos días a la semana puedes entrenar?', ['2', '3', '4', '5 o más'], 'Días por semana'],
    fr: [
      'Combien de jours par semaine pouvez-vous vous entraîner\u00a0?',
      ['2', '3', '4', '5 ou plus'],
      'Jours par semaine',
    ],
    de: [
      'An wie vielen Tagen pro Woche kannst du trainieren?',
      ['2', '3', '4', '5 oder mehr'],
      'Tage pro Woche',
    ],
    it: ['Quanti giorni a settimana puoi allenarti?', ['2', '3', '4', '5 o più'], 'Giorni a settimana'],
    pt: ['Quantos dias por semana você pode treinar?', ['2', '3', '4', '5 ou mais'], 'Dias por semana'],
  },
  'monthly-income': {
    en: [
      'Roughly what is your monthly take-home income?',
      ['Under 1,500', '1,500–3,000', '3,000–5,000', 'Over 5,000'],
      'Monthly income',
    ],
    es: [
      '¿Cuánto ingresas al mes, más o menos (neto)?',
      ['Menos de 1.500', '1.500–3.000', '3.000–5.000', 'Más de 5.000'],
      'Ingresos mensuales',
    ],
    fr: [
      'Quel est à peu près votre revenu net mensuel\u00a0?',
      ['Moins de 1\u00a0500', '1\u00a0500 à 3\u00a0000', '3\u00a0000 à 5\u00a0000', 'Plus de 5\u00a0000'],
      'Revenu mensuel',
    ],
    de: [
      'Wie hoch ist dein monatliches Nettoeinkommen ungefähr?',
      ['Unter 1.500', '1.500–3.000', '3.000–5.000', 'Über 5.000'],
      'Monatliches Einkommen',
    ],
    it: [
      'Quanto guadagni al mese, più o meno (netto)?',
      ['Meno di 1.500', '1.500–3.000', '3.000–5.000', 'Più di 5.000'],
      'Reddito mensile',
    ],
    pt: [
      'Qual é a sua renda líquida mensal, mais ou menos?',
      ['Menos de 1.500', '1.500–3.000', '3.000–5.000', 'Mais de 5.000'],
      'Renda mensal',
    ],
  },
  household: {
    en: ['Who does the budget cover?', ['Just me', 'A couple', 'A family with children'], 'Household'],
    es: ['¿Para quién es el presupuesto?', ['Solo yo', 'En pareja', 'Familia con hijos'], 'Hogar'],
    fr: ['Pour qui est ce budget\u00a0?', ['Moi seul(e)', 'Un couple', 'Une famille avec enfants'], 'Foyer'],
    de: [
      'Für wen ist das Budget?',
      ['Nur für mich', 'Für ein Paar', 'Für eine Familie mit Kindern'],
      'Haushalt',
    ],
    it: [
      'Per chi è il budget?',
      ['Solo per me', 'Per una coppia', 'Per una famiglia con figli'],
      'Nucleo familiare',
    ],
    pt: [
      'Para quem é o orçamento?',
      ['Só para mim', 'Para um casal', 'Para uma família com filhos'],
      'Família',
    ],
  },
  'money-goal': {
    en: [
      'What should the budget help with most?',
      ['Save more', 'Pay off debt', 'See where the money goes', 'Save for something big'],
      'Main goal',
    ],
    es: [
      '¿En qué debe ayudarte sobre todo?',
      ['Ahorrar más', 'Pagar deudas', 'Ver en qué se va el dinero', 'Ahorrar para algo grande'],
      'Objetivo',
    ],
    fr: [
      'À quoi doit-il surtout servir\u00a0?',
      ['Épargner davantage', 'Rembourser des dettes', 'Voir où part l’argent', 'Économiser pour un projet'],
      'Objectif',
    ],
    de: [
      'Wobei soll das Budget vor allem helfen?',
      ['Mehr sparen', 'Schulden abbauen', 'Sehen, wohin das Geld geht', 'Für etwas Großes sparen'],
      'Ziel',
    ],
    it: [
      'A che cosa deve servire soprattutto?',
      [
        'Risparmiare di più',
        'Estinguere debiti',
        'Capire dove vanno i soldi',
        'Risparmiare per un obiettivo',
      ],
      'Obiettivo',
    ],
    pt: [
      'Em que o orçamento deve ajudar mais?',
      ['Poupar mais', 'Pagar dívidas', 'Ver para onde vai o dinheiro', 'Juntar para algo grande'],
      'Objetivo',
    ],
  },
  'business-idea': {
    en: ['What is the business, and where?', [], 'Business and location'],
    es: ['¿De qué es el negocio y dónde?', [], 'Negocio y lugar'],
    fr: ['Quelle est l’activité, et où\u00a0?', [], 'Activité et lieu'],
    de: ['Um welches Geschäft geht es, und wo?', [], 'Geschäft und Ort'],
    it: ['Di che attività si tratta, e dove?', [], 'Attività e luogo'],
    pt: ['Qual é o negócio, e onde?', [], 'Negócio e local'],
  },
  'plan-reader': {
    en: ['Who will read the plan?', ['A bank (loan)', 'Investors', 'A grant body', 'Only me'], 'Reader'],
    es: [
      '¿Quién leerá el plan?',
      ['Un banco (préstamo)', 'Inversores', 'Una subvención', 'Solo yo'],
      'Lector',
    ],
    fr: [
      'Qui lira le plan\u00a0?',
      ['Une banque (prêt)', 'Des investisseurs', 'Un organisme de subvention', 'Moi seul(e)'],
      'Lecteur',
    ],
    de: [
      'Wer liest den Plan?',
      ['Eine Bank (Kredit)', 'Investoren', 'Eine Förderstelle', 'Nur ich'],
      'Leser',
    ],
    it: [
      'Chi leggerà il piano?',
      ['Una banca (prestito)', 'Investitori', 'Un bando di finanziamento', 'Solo io'],
      'Lettore',
    ],
    pt: [
      'Quem vai ler o plano?',
      ['Um banco (empréstimo)', 'Investidores', 'Um edital de fomento', 'Só eu'],
      'Leitor',
    ],
  },
  'target-job': {
    en: ['Which job are you applying for?', [], 'Target job'],
    es: ['¿A qué puesto te presentas?', [], 'Puesto'],
    fr: ['À quel poste postulez-vous\u00a0?', [], 'Poste visé'],
    de: ['Auf welche Stelle bewirbst du dich?', [], 'Zielstelle'],
    it: ['Per quale posizione ti candidi?', [], 'Posizione'],
    pt: ['Para qual vaga você está se candidatando?', [], 'Vaga'],
  },
  'career-stage': {
    en: [
      'Where are you in your career?',
      ['Student or first job', '1–5 years', 'More than 5 years', 'Changing careers'],
      'Career stage',
    ],
    es: [
      '¿En qué punto de tu carrera estás?',
      ['Estudiante o primer empleo', '1–5 años', 'Más de 5 años', 'Cambio de sector'],
      'Experiencia',
    ],
    fr: [
      'Où en êtes-vous dans votre carrière\u00a0?',
      ['Étudiant ou premier emploi', '1 à 5 ans', 'Plus de 5 ans', 'Reconversion'],
      'Expérience',
    ],
    de: [
      'Wo stehst du im Beruf?',
      ['Studium oder erster Job', '1–5 Jahre', 'Mehr als 5 Jahre', 'Quereinstieg'],
      'Berufserfahrung',
    ],
    it: [
      'A che punto sei della carriera?',
      ['Studente o primo lavoro', '1–5 anni', 'Più di 5 anni', 'Cambio di settore'],
      'Esperienza',
    ],
    pt: [
      'Em que fase da carreira você está?',
      ['Estudante ou primeiro emprego', '1–5 anos', 'Mais de 5 anos', 'Mudando de área'],
      'Experiência',
    ],
  },
  'exam-subject': {
    en: ['Which exam or subject?', [], 'Exam or subject'],
    es: ['¿Qué examen o asignatura?', [], 'Examen o asignatura'],
    fr: ['Quel examen ou quelle matière\u00a0?', [], 'Examen ou matière'],
    de: ['Welche Prüfung oder welches Fach?', [], 'Prüfung oder Fach'],
    it: ['Quale esame o materia?', [], 'Esame o materia'],
    pt: ['Qual prova ou matéria?', [], 'Prova ou matéria'],
  },
  'exam-date': {
    en: ['When is the exam?', ['In a week', 'In 2–4 weeks', 'In 1–3 months', 'Later than that'], 'Exam date'],
    es: [
      '¿Cuándo es el examen?',
      ['En una semana', 'En 2–4 semanas', 'En 1–3 meses', 'Más adelante'],
      'Fecha del examen',
    ],
    fr: [
      'Quand a lieu l’examen\u00a0?',
      ['Dans une semaine', 'Dans 2 à 4 semaines', 'Dans 1 à 3 mois', 'Plus tard'],
      'Date de l’examen',
    ],
    de: [
      'Wann ist die Prüfung?',
      ['In einer Woche', 'In 2–4 Wochen', 'In 1–3 Monaten', 'Später'],
      'Prüfungstermin',
    ],
    it: [
      'Quando è l’esame?',
      ['Tra una settimana', 'Tra 2–4 settimane', 'Tra 1–3 mesi', 'Più avanti'],
      'Data dell’esame',
    ],
    pt: [
      'Quando é a prova?',
      ['Em uma semana', 'Em 2–4 semanas', 'Em 1–3 meses', 'Mais para frente'],
      'Data da prova',
    ],
  },
  'study-time': {
    en: [
      'How much time can you study?',
      ['Under 1 hour a day', '1–2 hours a day', '3 hours or more a day', 'Weekends only'],
      'Study time',
    ],
    es: [
      '¿Cuánto tiempo puedes estudiar?',
      ['Menos de 1 hora al día', '1–2 horas al día', '3 horas o más al día', 'Solo fines de semana'],
      'Tiempo de estudio',
    ],
    fr: [
      'Combien de temps pouvez-vous réviser\u00a0?',
      [
        'Moins d’1 heure par jour',
        '1 à 2 heures par jour',
        '3 heures ou plus par jour',
        'Le week-end seulement',
      ],
      'Temps de révision',
    ],
    de: [
      'Wie viel Zeit hast du zum Lernen?',
      ['Unter 1 Stunde am Tag', '1–2 Stunden am Tag', '3 Stunden oder mehr am Tag', 'Nur am Wochenende'],
      'Lernzeit',
    ],
    it: [
      'Quanto tempo puoi studiare?',
      ['Meno di 1 ora al giorno', '1–2 ore al giorno', '3 ore o più al giorno', 'Solo nel weekend'],
      'Tempo di studio',
    ],
    pt: [
      'Quanto tempo você pode estudar?',
      ['Menos de 1 hora por dia', '1–2 horas por dia', '3 horas ou mais por dia', 'Só nos fins de semana'],
      'Tempo de estudo',
    ],
  },
  'child-age': {
    en: ['How old is the child?', ['2–4', '5–7', '8–10'], 'Child’s age'],
    es: ['¿Cuántos años tiene el niño o la niña?', ['2–4', '5–7', '8–10'], 'Edad'],
    fr: ['Quel âge a l’enfant\u00a0?', ['2 à 4 ans', '5 à 7 ans', '8 à 10 ans'], 'Âge de l’enfant'],
    de: ['Wie alt ist das Kind?', ['2–4', '5–7', '8–10'], 'Alter des Kindes'],
    it: ['Quanti anni ha il bambino o la bambina?', ['2–4', '5–7', '8–10'], 'Età'],
    pt: ['Quantos anos tem a criança?', ['2–4', '5–7', '8–10'], 'Idade da criança'],
  },
  'story-wishes': {
    en: ['What does the child love (animals, a favourite toy, a name to use)?', [], 'Loves'],
    es: ['¿Qué le encanta (animales, un juguete favorito, un nombre)?', [], 'Le encanta'],
    fr: ['Qu’est-ce que l’enfant adore (animaux, doudou, un prénom à utiliser)\u00a0?', [], 'Ce qu’il adore'],
    de: ['Was liebt das Kind (Tiere, ein Lieblingsspielzeug, ein Name)?', [], 'Mag gern'],
    it: ['Che cosa ama (animali, un gioco preferito, un nome da usare)?', [], 'Ama'],
    pt: ['Do que a criança gosta (animais, um brinquedo favorito, um nome)?', [], 'Gosta de'],
  },
  'thanks-for': {
    en: ['What are you thanking them for, and who are they to you?', [], 'Thanks for'],
    es: ['¿Por qué le das las gracias y quién es para ti?', [], 'Gracias por'],
    fr: ['Pour quoi remerciez-vous, et qui est cette personne pour vous\u00a0?', [], 'Merci pour'],
    de: ['Wofür bedankst du dich, und wer ist die Person für dich?', [], 'Danke für'],
    it: ['Per che cosa ringrazi, e chi è questa persona per te?', [], 'Grazie per'],
    pt: ['Pelo que você está agradecendo, e quem é a pessoa para você?', [], 'Obrigado por'],
  },
  // A lost-pet poster is made of the animal, where and when it was last seen, and a number.
  'pet-description': {
    en: ['What does your pet look like (animal, name, colour, markings, collar)?', [], 'Pet'],
    es: ['¿Cómo es tu mascota (animal, nombre, color, señas, collar)?', [], 'Mascota'],
    fr: [
      'À quoi ressemble votre animal (espèce, nom, couleur, signes distinctifs, collier)\u00a0?',
      [],
      'Animal',
    ],
    de: ['Wie sieht dein Tier aus (Art, Name, Farbe, Merkmale, Halsband)?', [], 'Tier'],
    it: ['Com’è il tuo animale (specie, nome, colore, segni particolari, collare)?', [], 'Animale'],
    pt: ['Como é o seu animal (espécie, nome, cor, sinais, coleira)?', [], 'Animal'],
  },
  'last-seen': {
    en: ['Where and when was it last seen?', [], 'Last seen'],
    es: ['¿Dónde y cuándo se le vio por última vez?', [], 'Visto por última vez'],
    fr: ['Où et quand a-t-il été vu pour la dernière fois\u00a0?', [], 'Vu pour la dernière fois'],
    de: ['Wo und wann wurde es zuletzt gesehen?', [], 'Zuletzt gesehen'],
    it: ['Dove e quando è stato visto l’ultima volta?', [], 'Visto l’ultima volta'],
    pt: ['Onde e quando foi visto pela última vez?', [], 'Visto pela última vez'],
  },
  contact: {
    en: ['Which phone number (or other contact) should people use?', [], 'Contact'],
    es: ['¿A qué teléfono (u otro contacto) deben avisar?', [], 'Contacto'],
    fr: ['Quel numéro (ou autre contact) faut-il indiquer\u00a0?', [], 'Contact'],
    de: ['Unter welcher Nummer (oder welchem Kontakt) soll man sich melden?', [], 'Kontakt'],
    it: ['Quale numero (o altro contatto) bisogna indicare?', [], 'Contatto'],
    pt: ['Que número (ou outro contacto) as pessoas devem usar?', [], 'Contacto'],
  },
};

export const DELIVERABLE_SLOTS = Object.keys(T) as DeliverableSlot[];

export function isDeliverableSlot(slot: string): slot is DeliverableSlot {
  return slot in T;
}

/** The question in the prompt's language; undefined for a language we have no words for. */
export function deliverableQuestion(slot: DeliverableSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label] = row;
  return { question, options, label };
}
