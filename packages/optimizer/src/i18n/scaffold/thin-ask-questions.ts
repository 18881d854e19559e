import type { QuestionText } from './types';
import { RESIGN_QUESTIONS, type ResignSlot } from './resign-questions';
import { DECISION_QUESTIONS, type DecisionSlot } from './decision-questions';
import { ADVICE_QUESTIONS, type AdviceSlot } from './advice-questions';
import { SUBJECT_ASK_QUESTIONS, type SubjectAskSlot } from './subject-ask-questions';

/**
 * The questions that decide a thin everyday ask (plan/thin-asks.ts): a gadget or a connection
 * that misbehaves (is it every device or one, which router and provider, which model, since when,
 * what was tried), a setup asked as steps (on which device), a new activity (from where), and a
 * shop's data-protection duties (where the business and its customers are, what data it keeps).
 * Options are the usual answers; an empty list means free text. German asks no one by "du" or
 * "Sie"; French says "vous" (fr-tu-questions.ts turns it to "tu").
 */
export type ThinAskSlot =
  | 'fault-scope'
  | 'fault-setup'
  | 'fault-model'
  | 'fault-since'
  | 'fault-tried'
  | 'setup-device'
  | 'start-level'
  | 'privacy-where'
  | 'privacy-data'
  | ResignSlot
  | DecisionSlot
  | AdviceSlot
  | SubjectAskSlot;

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

const OWN: Readonly<
  Record<
    Exclude<ThinAskSlot, ResignSlot | DecisionSlot | AdviceSlot | SubjectAskSlot>,
    Readonly<Record<Lang, Row>>
  >
> = {
  'fault-scope': {
    en: [
      'Does it happen on every device, or only on one?',
      ['Every device', 'Only one device', 'Not sure'],
      'Affected devices',
    ],
    es: [
      '¿Pasa en todos los dispositivos o solo en uno?',
      ['En todos', 'Solo en uno', 'No lo sé'],
      'Dispositivos afectados',
    ],
    fr: [
      'Est-ce que cela arrive sur tous les appareils ou sur un seul\u00a0?',
      ['Tous les appareils', 'Un seul appareil', 'Je ne sais pas'],
      'Appareils concernés',
    ],
    de: [
      'Betrifft es alle Geräte oder nur eines?',
      ['Alle Geräte', 'Nur ein Gerät', 'Weiß nicht'],
      'Betroffene Geräte',
    ],
    it: [
      'Succede su tutti i dispositivi o solo su uno?',
      ['Su tutti', 'Solo su uno', 'Non lo so'],
      'Dispositivi coinvolti',
    ],
    pt: [
      'Acontece em todos os aparelhos ou só em um?',
      ['Em todos', 'Só em um', 'Não sei'],
      'Aparelhos afetados',
    ],
  },
  'fault-setup': {
    en: ['Which router and internet provider do you have?', [], 'Router and provider'],
    es: ['¿Qué router y qué compañía de internet tienes?', [], 'Router y compañía'],
    fr: ['Quelle box ou quel routeur, et quel fournisseur d’accès\u00a0?', [], 'Box et fournisseur'],
    de: ['Welcher Router und welcher Internetanbieter?', [], 'Router und Anbieter'],
    it: ['Che router e che operatore internet hai?', [], 'Router e operatore'],
    pt: ['Qual roteador e qual operadora de internet você tem?', [], 'Roteador e operadora'],
  },
  'fault-model': {
    en: [
      'Which make and model is it, and which system version if you know it?',
      [],
      'Make, model and system',
    ],
    es: ['¿Qué marca y modelo es, y qué versión del sistema, si la sabes?', [], 'Marca, modelo y sistema'],
    fr: [
      'Quelle marque et quel modèle, et quelle version du système si vous la connaissez\u00a0?',
      [],
      'Marque, modèle et système',
    ],
    de: [
      'Welche Marke und welches Modell, und welche Systemversion, falls bekannt?',
      [],
      'Marke, Modell und System',
    ],
    it: ['Che marca e modello è, e quale versione del sistema, se la sai?', [], 'Marca, modello e sistema'],
    pt: ['Qual marca e modelo, e qual versão do sistema, se souber?', [], 'Marca, modelo e sistema'],
  },
  'fault-since': {
    en: [
      'When did it start, and did anything change around then?',
      ['It has always done this', 'It started suddenly', 'After an update', 'After a new device or setting'],
      'Since when',
    ],
    es: [
      '¿Cuándo empezó y cambió algo por entonces?',
      [
        'Siempre ha sido así',
        'Empezó de repente',
        'Tras una actualización',
        'Tras un aparato o ajuste nuevo',
      ],
      'Desde cuándo',
    ],
    fr: [
      'Depuis quand, et quelque chose a-t-il changé à ce moment-là\u00a0?',
      [
        'Depuis toujours',
        'Du jour au lendemain',
        'Après une mise à jour',
        'Après un nouvel appareil ou réglage',
      ],
      'Depuis quand',
    ],
    de: [
      'Seit wann, und hat sich um diese Zeit etwas geändert?',
      ['Schon immer', 'Plötzlich', 'Nach einem Update', 'Nach neuem Gerät oder neuer Einstellung'],
      'Seit wann',
    ],
    it: [
      'Da quando, e in quel periodo è cambiato qualcosa?',
      ['Da sempre', 'All’improvviso', 'Dopo un aggiornamento', 'Dopo un nuovo dispositivo o impostazione'],
      'Da quando',
    ],
    pt: [
      'Desde quando, e mudou alguma coisa nessa época?',
      [
        'Sempre foi assim',
        'Começou de repente',
        'Depois de uma atualização',
        'Depois de um aparelho ou ajuste novo',
      ],
      'Desde quando',
    ],
  },
  'fault-tried': {
    en: [
      'What have you tried already?',
      ['Restarted it', 'Updated or reset it', 'Nothing yet'],
      'Already tried',
      true,
    ],
    es: [
      '¿Qué has probado ya?',
      ['Reiniciarlo', 'Actualizarlo o restablecerlo', 'Nada todavía'],
      'Ya probado',
      true,
    ],
    fr: [
      'Qu’avez-vous déjà essayé\u00a0?',
      ['Le redémarrer', 'Le mettre à jour ou le réinitialiser', 'Rien encore'],
      'Déjà essayé',
      true,
    ],
    de: [
      'Was wurde schon versucht?',
      ['Neu gestartet', 'Aktualisiert oder zurückgesetzt', 'Noch nichts'],
      'Schon versucht',
      true,
    ],
    it: [
      'Cosa hai già provato?',
      ['Riavviarlo', 'Aggiornarlo o ripristinarlo', 'Niente finora'],
      'Già provato',
      true,
    ],
    pt: ['O que você já tentou?', ['Reiniciar', 'Atualizar ou restaurar', 'Nada ainda'], 'Já tentado', true],
  },
  'setup-device': {
    en: ['Which device or system is it for?', ['Windows PC', 'Mac', 'iPhone or iPad', 'Android'], 'Device'],
    es: [
      '¿Para qué dispositivo o sistema es?',
      ['PC con Windows', 'Mac', 'iPhone o iPad', 'Android'],
      'Dispositivo',
    ],
    fr: [
      'Pour quel appareil ou système\u00a0?',
      ['PC Windows', 'Mac', 'iPhone ou iPad', 'Android'],
      'Appareil',
    ],
    de: ['Für welches Gerät oder System?', ['Windows-PC', 'Mac', 'iPhone oder iPad', 'Android'], 'Gerät'],
    it: [
      'Per quale dispositivo o sistema?',
      ['PC Windows', 'Mac', 'iPhone o iPad', 'Android'],
      'Dispositivo',
    ],
    pt: [
      'Para qual aparelho ou sistema?',
      ['PC com Windows', 'Mac', 'iPhone ou iPad', 'Android'],
      'Aparelho',
    ],
  },
  'start-level': {
    en: [
      'Where are you starting from?',
      ['Complete beginner', 'Starting again after a break', 'Some experience'],
      'Starting point',
    ],
    es: [
      '¿Desde qué punto empiezas?',
      ['Desde cero', 'Retomo tras un parón', 'Con algo de experiencia'],
      'Punto de partida',
    ],
    fr: [
      'Quel est votre point de départ\u00a0?',
      ['Grand débutant', 'Je reprends après une pause', 'Un peu d’expérience'],
      'Point de départ',
    ],
    de: [
      'Wie ist der Ausgangspunkt?',
      ['Ganz ohne Erfahrung', 'Wiedereinstieg nach einer Pause', 'Etwas Erfahrung'],
      'Ausgangspunkt',
    ],
    it: [
      'Da che punto parti?',
      ['Da zero', 'Riprendo dopo una pausa', 'Con un po’ di esperienza'],
      'Punto di partenza',
    ],
    pt: [
      'Qual é o seu ponto de partida?',
      ['Do zero', 'Voltando depois de uma pausa', 'Com alguma experiência'],
      'Ponto de partida',
    ],
  },
  'privacy-where': {
    en: [
      'Where is the business based, and where are its customers?',
      ['EU', 'UK', 'US', 'Customers in several countries'],
      'Business and customers based in',
    ],
    es: [
      '¿Dónde está el negocio y dónde están sus clientes?',
      ['España', 'Otro país de la UE', 'Latinoamérica', 'Clientes en varios países'],
      'Negocio y clientes en',
    ],
    fr: [
      'Où l’entreprise est-elle établie, et où sont ses clients\u00a0?',
      ['France', 'Belgique', 'Suisse', 'Clients dans plusieurs pays'],
      'Entreprise et clients en',
    ],
    de: [
      'Wo sitzt das Geschäft, und wo sind die Kunden?',
      ['Deutschland', 'Österreich', 'Schweiz', 'Kunden in mehreren Ländern'],
      'Sitz und Kunden',
    ],
    it: [
      'Dove ha sede l’attività, e dove sono i clienti?',
      ['Italia', 'Altro paese UE', 'Svizzera', 'Clienti in più paesi'],
      'Sede e clienti',
    ],
    pt: [
      'Onde fica o negócio, e onde estão os clientes?',
      ['Brasil', 'Portugal', 'Clientes em vários países'],
      'Negócio e clientes em',
    ],
  },
  'privacy-data': {
    en: [
      'What personal data do you collect?',
      [
        'Names and addresses for orders',
        'Emails for a newsletter',
        'Payment details',
        'Cookies and analytics',
      ],
      'Personal data collected',
      true,
    ],
    es: [
      '¿Qué datos personales recoges?',
      ['Nombres y direcciones de pedidos', 'Correos para un boletín', 'Datos de pago', 'Cookies y analítica'],
      'Datos personales',
      true,
    ],
    fr: [
      'Quelles données personnelles collectez-vous\u00a0?',
      [
        'Noms et adresses des commandes',
        'E-mails pour une newsletter',
        'Données de paiement',
        'Cookies et statistiques',
      ],
      'Données personnelles',
      true,
    ],
    de: [
      'Welche personenbezogenen Daten werden erhoben?',
      [
        'Namen und Adressen für Bestellungen',
        'E-Mails für einen Newsletter',
        'Zahlungsdaten',
        'Cookies und Analyse',
      ],
      'Erhobene Daten',
      true,
    ],
    it: [
      'Quali dati personali raccogli?',
      [
        'Nomi e indirizzi degli ordini',
        'Email per una newsletter',
        'Dati di pagamento',
        'Cookie e statistiche',
      ],
      'Dati personali',
      true,
    ],
    pt: [
      'Quais dados pessoais você coleta?',
      [
        'Nomes e endereços dos pedidos',
        'E-mails para uma newsletter',
        'Dados de pagamento',
        'Cookies e estatísticas',
      ],
      'Dados pessoais',
      true,
    ],
  },
};

const T: Readonly<Record<ThinAskSlot, Readonly<Record<Lang, Row>>>> = {
  ...OWN,
  ...RESIGN_QUESTIONS,
  ...DECISION_QUESTIONS,
  ...ADVICE_QUESTIONS,
  ...SUBJECT_ASK_QUESTIONS,
};

export function isThinAskSlot(slot: string): slot is ThinAskSlot {
  return slot in T;
}

/** The question in the prompt's language; undefined for a language we have no words for. */
export function thinAskQuestion(slot: ThinAskSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label, multiple] = row;
  return multiple ? { question, options, label, multiple } : { question, options, label };
}
