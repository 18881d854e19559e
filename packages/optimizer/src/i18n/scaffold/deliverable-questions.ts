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
  | 'sales-channel';

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
