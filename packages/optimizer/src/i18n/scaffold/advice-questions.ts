/**
 * The facts that decide a recurrent advice ask (plan/advice-families.ts): travel papers turn on
 * the passport and the kind of stay, health accounts and retirement accounts on eligibility, a
 * refused login on where, with what and how, a medicine on what else is taken. Rows as in
 * thin-ask-questions.ts; an empty option list means free text. German asks no one by "du" or
 * "Sie"; French questions say "vous" where they must (fr-tu-questions.ts has the "tu" forms).
 */
export type AdviceSlot =
  | 'passport'
  | 'stay-kind'
  | 'transit-airside'
  | 'permit-held'
  | 'health-plan'
  | 'medical-costs'
  | 'tax-bracket'
  | 'workplace-plan'
  | 'conn-target'
  | 'conn-command'
  | 'conn-os'
  | 'conn-key'
  | 'which-meds'
  | 'rules-part';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

export const ADVICE_QUESTIONS: Readonly<Record<AdviceSlot, Readonly<Record<Lang, Row>>>> = {
  passport: {
    en: [
      'Which passport will you travel on?',
      ['United States', 'United Kingdom', 'An EU country', 'India', 'Other (name it)'],
      'Passport',
    ],
    es: [
      '¿Con qué pasaporte viajas?',
      ['España u otro país de la UE', 'México', 'Argentina', 'Colombia', 'Otro (indícalo)'],
      'Pasaporte',
    ],
    fr: [
      'Avec quel passeport voyagez-vous\u00a0?',
      ['France ou autre pays de l’UE', 'Suisse', 'Maroc', 'Algérie', 'Autre (à préciser)'],
      'Passeport',
    ],
    de: [
      'Mit welchem Pass wird gereist?',
      ['Deutschland oder anderes EU-Land', 'Schweiz', 'Türkei', 'Anderer (bitte nennen)'],
      'Reisepass',
    ],
    it: [
      'Con quale passaporto viaggi?',
      ['Italia o altro paese UE', 'Svizzera', 'Albania', 'Altro (indicalo)'],
      'Passaporto',
    ],
    pt: [
      'Com qual passaporte você vai viajar?',
      ['Brasil', 'Portugal ou outro país da UE', 'Estados Unidos', 'Outro (diga qual)'],
      'Passaporte',
    ],
  },
  'stay-kind': {
    en: [
      'What is the trip, and for how long?',
      ['Tourism, under 2 weeks', 'Tourism, up to 3 months', 'Business trip', 'Work or study'],
      'Trip',
    ],
    es: [
      '¿Qué tipo de viaje es y cuánto dura?',
      ['Turismo, menos de 2 semanas', 'Turismo, hasta 3 meses', 'Negocios', 'Trabajo o estudios'],
      'Viaje',
    ],
    fr: [
      'Quel type de séjour, et pour combien de temps\u00a0?',
      ['Tourisme, moins de 2 semaines', 'Tourisme, jusqu’à 3 mois', 'Voyage d’affaires', 'Travail ou études'],
      'Séjour',
    ],
    de: [
      'Was für eine Reise, und wie lange?',
      ['Urlaub, unter 2 Wochen', 'Urlaub, bis 3 Monate', 'Geschäftsreise', 'Arbeit oder Studium'],
      'Reise',
    ],
    it: [
      'Che tipo di viaggio è, e per quanto tempo?',
      ['Turismo, meno di 2 settimane', 'Turismo, fino a 3 mesi', 'Lavoro (trasferta)', 'Lavoro o studio'],
      'Viaggio',
    ],
    pt: [
      'Que tipo de viagem é, e por quanto tempo?',
      ['Turismo, menos de 2 semanas', 'Turismo, até 3 meses', 'Negócios', 'Trabalho ou estudo'],
      'Viagem',
    ],
  },
  'transit-airside': {
    en: [
      'Will you stay inside the airport, or leave it (or change airports)?',
      ['Stay airside, same airport', 'Leave the airport', 'Change airports', 'Not sure'],
      'Transit',
    ],
    es: [
      '¿Te quedarás dentro del aeropuerto o saldrás (o cambiarás de aeropuerto)?',
      ['Me quedo en zona de tránsito', 'Salgo del aeropuerto', 'Cambio de aeropuerto', 'No lo sé'],
      'Tránsito',
    ],
    fr: [
      'Resterez-vous en zone de transit, ou sortirez-vous de l’aéroport (ou changerez-vous d’aéroport)\u00a0?',
      ['Je reste en zone de transit', 'Je sors de l’aéroport', 'Je change d’aéroport', 'Je ne sais pas'],
      'Transit',
    ],
    de: [
      'Im Transitbereich bleiben, oder den Flughafen verlassen (oder wechseln)?',
      ['Im Transitbereich bleiben', 'Flughafen verlassen', 'Flughafen wechseln', 'Weiß nicht'],
      'Transit',
    ],
    it: [
      'Resterai nella zona transiti o uscirai dall’aeroporto (o cambierai aeroporto)?',
      ['Resto in zona transiti', 'Esco dall’aeroporto', 'Cambio aeroporto', 'Non lo so'],
      'Transito',
    ],
    pt: [
      'Você vai ficar na área de trânsito ou sair do aeroporto (ou trocar de aeroporto)?',
      ['Fico na área de trânsito', 'Saio do aeroporto', 'Troco de aeroporto', 'Não sei'],
      'Trânsito',
    ],
  },
  'permit-held': {
    en: [
      'Do you hold a valid visa or residence permit for the US, UK, Canada or Schengen?',
      ['No', 'US visa or green card', 'UK visa or permit', 'Schengen visa or EU permit', 'Canadian visa'],
      'Visas held',
    ],
    es: [
      '¿Tienes un visado o permiso de residencia vigente de EE. UU., Reino Unido, Canadá o Schengen?',
      [
        'No',
        'Visado o green card de EE. UU.',
        'Visado o permiso de Reino Unido',
        'Visado Schengen o permiso UE',
      ],
      'Visados',
    ],
    fr: [
      'Avez-vous un visa ou un titre de séjour valide (États-Unis, Royaume-Uni, Canada, Schengen)\u00a0?',
      ['Non', 'Visa ou carte verte américains', 'Visa ou titre britannique', 'Visa Schengen ou titre UE'],
      'Visas détenus',
    ],
    de: [
      'Gibt es ein gültiges Visum oder einen Aufenthaltstitel für USA, Großbritannien, Kanada oder Schengen?',
      [
        'Nein',
        'US-Visum oder Green Card',
        'UK-Visum oder -Aufenthaltstitel',
        'Schengen-Visum oder EU-Aufenthaltstitel',
      ],
      'Visa',
    ],
    it: [
      'Hai un visto o un permesso di soggiorno valido per USA, Regno Unito, Canada o Schengen?',
      ['No', 'Visto USA o green card', 'Visto o permesso UK', 'Visto Schengen o permesso UE'],
      'Visti',
    ],
    pt: [
      'Você tem visto ou autorização de residência válidos dos EUA, Reino Unido, Canadá ou Schengen?',
      [
        'Não',
        'Visto americano ou green card',
        'Visto ou autorização do Reino Unido',
        'Visto Schengen ou residência na UE',
      ],
      'Vistos',
    ],
  },
  'health-plan': {
    en: [
      'Is your health plan a high-deductible plan that qualifies for an HSA?',
      ['Yes, HSA-eligible high-deductible plan', 'No, a regular (PPO/HMO) plan', 'Not sure'],
      'Health plan',
    ],
    es: [
      '¿Tu seguro médico es un plan de deducible alto que permite abrir una HSA?',
      ['Sí, deducible alto (apto para HSA)', 'No, un plan normal (PPO/HMO)', 'No lo sé'],
      'Seguro médico',
    ],
    fr: [
      'Votre assurance santé est-elle un plan à franchise élevée compatible avec un HSA\u00a0?',
      ['Oui, franchise élevée (compatible HSA)', 'Non, un plan classique (PPO/HMO)', 'Je ne sais pas'],
      'Assurance santé',
    ],
    de: [
      'Ist die Krankenversicherung ein High-Deductible-Plan, der ein HSA erlaubt?',
      ['Ja, HSA-fähiger High-Deductible-Plan', 'Nein, ein normaler Plan (PPO/HMO)', 'Weiß nicht'],
      'Krankenversicherung',
    ],
    it: [
      'La tua assicurazione sanitaria è un piano ad alta franchigia che consente un HSA?',
      ['Sì, alta franchigia (idoneo HSA)', 'No, un piano normale (PPO/HMO)', 'Non lo so'],
      'Assicurazione',
    ],
    pt: [
      'Seu plano de saúde é de franquia alta e permite abrir uma HSA?',
      ['Sim, franquia alta (elegível para HSA)', 'Não, um plano comum (PPO/HMO)', 'Não sei'],
      'Plano de saúde',
    ],
  },
  'medical-costs': {
    en: [
      'What medical costs do you expect this year?',
      ['Very few', 'Regular prescriptions or visits', 'A planned big cost (surgery, baby, braces)'],
      'Expected costs',
    ],
    es: [
      '¿Qué gastos médicos esperas este año?',
      ['Muy pocos', 'Recetas o consultas habituales', 'Un gasto grande previsto (cirugía, bebé, ortodoncia)'],
      'Gastos previstos',
    ],
    fr: [
      'Quels frais médicaux prévoyez-vous cette année\u00a0?',
      [
        'Très peu',
        'Ordonnances ou consultations régulières',
        'Une grosse dépense prévue (opération, bébé, orthodontie)',
      ],
      'Frais prévus',
    ],
    de: [
      'Welche Arztkosten sind dieses Jahr zu erwarten?',
      [
        'Kaum welche',
        'Regelmäßige Rezepte oder Arztbesuche',
        'Eine große geplante Ausgabe (OP, Baby, Zahnspange)',
      ],
      'Erwartete Kosten',
    ],
    it: [
      'Che spese mediche prevedi quest’anno?',
      [
        'Pochissime',
        'Ricette o visite regolari',
        'Una grossa spesa prevista (intervento, bambino, apparecchio)',
      ],
      'Spese previste',
    ],
    pt: [
      'Que gastos médicos você espera este ano?',
      [
        'Muito poucos',
        'Receitas ou consultas regulares',
        'Um gasto grande previsto (cirurgia, bebê, aparelho)',
      ],
      'Gastos previstos',
    ],
  },
  'tax-bracket': {
    en: [
      'Roughly what do you earn, and do you expect a higher or lower tax rate in retirement?',
      [
        'Lower income now, expect higher later',
        'About the same',
        'High income now, expect lower later',
        'Not sure',
      ],
      'Income and tax rate',
    ],
    es: [
      '¿Cuánto ganas más o menos, y esperas pagar más o menos impuestos al jubilarte?',
      [
        'Ingresos bajos ahora, más después',
        'Más o menos igual',
        'Ingresos altos ahora, menos después',
        'No lo sé',
      ],
      'Ingresos e impuestos',
    ],
    fr: [
      'Quels sont vos revenus, et vous attendez-vous à un taux d’imposition plus haut ou plus bas à la retraite\u00a0?',
      [
        'Revenus modestes, plus haut plus tard',
        'À peu près pareil',
        'Revenus élevés, plus bas plus tard',
        'Je ne sais pas',
      ],
      'Revenus et impôts',
    ],
    de: [
      'Wie hoch ist das Einkommen ungefähr, und ist im Ruhestand ein höherer oder niedrigerer Steuersatz zu erwarten?',
      ['Jetzt niedrig, später höher', 'Etwa gleich', 'Jetzt hoch, später niedriger', 'Weiß nicht'],
      'Einkommen und Steuersatz',
    ],
    it: [
      'Quanto guadagni più o meno, e ti aspetti un’aliquota più alta o più bassa in pensione?',
      [
        'Reddito basso ora, più alta dopo',
        'Più o meno uguale',
        'Reddito alto ora, più bassa dopo',
        'Non lo so',
      ],
      'Reddito e aliquota',
    ],
    pt: [
      'Quanto você ganha mais ou menos, e espera pagar mais ou menos imposto na aposentadoria?',
      ['Renda baixa agora, mais depois', 'Mais ou menos igual', 'Renda alta agora, menos depois', 'Não sei'],
      'Renda e impostos',
    ],
  },
  'workplace-plan': {
    en: [
      'Does your employer offer a 401(k) or similar plan, with a match?',
      ['Yes, with a match', 'Yes, no match', 'No workplace plan', 'Self-employed'],
      'Workplace plan',
    ],
    es: [
      '¿Tu empresa ofrece un 401(k) o plan parecido, con aportación de la empresa?',
      ['Sí, con aportación', 'Sí, sin aportación', 'No hay plan de empresa', 'Soy autónomo'],
      'Plan de empresa',
    ],
    fr: [
      'Votre employeur propose-t-il un 401(k) ou un plan similaire, avec abondement\u00a0?',
      ['Oui, avec abondement', 'Oui, sans abondement', 'Pas de plan d’entreprise', 'Indépendant'],
      'Plan d’entreprise',
    ],
    de: [
      'Bietet der Arbeitgeber einen 401(k) oder Ähnliches an, mit Zuschuss?',
      ['Ja, mit Zuschuss', 'Ja, ohne Zuschuss', 'Kein Plan beim Arbeitgeber', 'Selbstständig'],
      'Plan beim Arbeitgeber',
    ],
    it: [
      'Il tuo datore di lavoro offre un 401(k) o simile, con contributo aziendale?',
      ['Sì, con contributo', 'Sì, senza contributo', 'Nessun piano aziendale', 'Lavoro autonomo'],
      'Piano aziendale',
    ],
    pt: [
      'Seu empregador oferece um 401(k) ou plano parecido, com contrapartida?',
      ['Sim, com contrapartida', 'Sim, sem contrapartida', 'Não há plano da empresa', 'Sou autônomo'],
      'Plano da empresa',
    ],
  },
  'conn-target': {
    en: [
      'What are you connecting to?',
      ['GitHub, GitLab or Bitbucket', 'My own server or VPS', 'A cloud VM (AWS, GCP, Azure)', 'A database'],
      'Connecting to',
    ],
    es: [
      '¿A qué te estás conectando?',
      [
        'GitHub, GitLab o Bitbucket',
        'Mi propio servidor o VPS',
        'Una VM en la nube (AWS, GCP, Azure)',
        'Una base de datos',
      ],
      'Destino',
    ],
    fr: [
      'À quoi essayez-vous de vous connecter\u00a0?',
      [
        'GitHub, GitLab ou Bitbucket',
        'Mon propre serveur ou VPS',
        'Une VM cloud (AWS, GCP, Azure)',
        'Une base de données',
      ],
      'Cible',
    ],
    de: [
      'Wohin soll die Verbindung gehen?',
      [
        'GitHub, GitLab oder Bitbucket',
        'Eigener Server oder VPS',
        'Cloud-VM (AWS, GCP, Azure)',
        'Eine Datenbank',
      ],
      'Ziel',
    ],
    it: [
      'A cosa ti stai collegando?',
      ['GitHub, GitLab o Bitbucket', 'Un mio server o VPS', 'Una VM cloud (AWS, GCP, Azure)', 'Un database'],
      'Destinazione',
    ],
    pt: [
      'A que você está tentando se conectar?',
      [
        'GitHub, GitLab ou Bitbucket',
        'Meu próprio servidor ou VPS',
        'Uma VM na nuvem (AWS, GCP, Azure)',
        'Um banco de dados',
      ],
      'Destino',
    ],
  },
  'conn-command': {
    en: ['What exact command did you run, and what is the full error output?', [], 'Command and output'],
    es: ['¿Qué comando exacto ejecutaste y cuál es el error completo?', [], 'Comando y salida'],
    fr: [
      'Quelle commande exacte avez-vous lancée, et quel est le message d’erreur complet\u00a0?',
      [],
      'Commande et sortie',
    ],
    de: ['Welcher Befehl genau, und wie lautet die vollständige Fehlermeldung?', [], 'Befehl und Ausgabe'],
    it: ['Che comando esatto hai lanciato, e qual è l’errore completo?', [], 'Comando e output'],
    pt: ['Qual comando exato você rodou, e qual é a mensagem de erro completa?', [], 'Comando e saída'],
  },
  'conn-os': {
    en: [
      'Which system are you connecting from?',
      ['macOS', 'Linux', 'Windows', 'Windows with WSL'],
      'Your system',
    ],
    es: ['¿Desde qué sistema te conectas?', ['macOS', 'Linux', 'Windows', 'Windows con WSL'], 'Tu sistema'],
    fr: [
      'Depuis quel système vous connectez-vous\u00a0?',
      ['macOS', 'Linux', 'Windows', 'Windows avec WSL'],
      'Système',
    ],
    de: ['Von welchem System aus?', ['macOS', 'Linux', 'Windows', 'Windows mit WSL'], 'System'],
    it: ['Da quale sistema ti colleghi?', ['macOS', 'Linux', 'Windows', 'Windows con WSL'], 'Sistema'],
    pt: [
      'De qual sistema você está se conectando?',
      ['macOS', 'Linux', 'Windows', 'Windows com WSL'],
      'Sistema',
    ],
  },
  'conn-key': {
    en: [
      'How is your login set up?',
      [
        'Made a key and added it to the server or site',
        'Key added, but not sure it is loaded',
        'Password or token',
        'Nothing set up yet',
      ],
      'Login setup',
    ],
    es: [
      '¿Cómo tienes configurado el acceso?',
      [
        'Creé una clave y la añadí al servidor o web',
        'Clave añadida, no sé si está cargada',
        'Contraseña o token',
        'Nada configurado aún',
      ],
      'Acceso',
    ],
    fr: [
      'Comment votre accès est-il configuré\u00a0?',
      [
        'Clé créée et ajoutée au serveur ou au site',
        'Clé ajoutée, chargement incertain',
        'Mot de passe ou jeton',
        'Rien de configuré',
      ],
      'Accès',
    ],
    de: [
      'Wie ist der Zugang eingerichtet?',
      [
        'Schlüssel erzeugt und beim Server oder Dienst hinterlegt',
        'Schlüssel hinterlegt, aber unklar ob geladen',
        'Passwort oder Token',
        'Noch nichts eingerichtet',
      ],
      'Zugang',
    ],
    it: [
      'Come hai configurato l’accesso?',
      [
        'Chiave creata e aggiunta al server o sito',
        'Chiave aggiunta, non so se è caricata',
        'Password o token',
        'Niente di configurato',
      ],
      'Accesso',
    ],
    pt: [
      'Como o seu acesso está configurado?',
      [
        'Criei uma chave e adicionei no servidor ou site',
        'Chave adicionada, não sei se está carregada',
        'Senha ou token',
        'Nada configurado ainda',
      ],
      'Acesso',
    ],
  },
  'which-meds': {
    en: ['Which medicines exactly, by the names on the packs (and the doses)?', [], 'Medicines'],
    es: ['¿Qué medicamentos exactamente, con el nombre de la caja (y la dosis)?', [], 'Medicamentos'],
    fr: ['Quels médicaments exactement, avec le nom sur la boîte (et la dose)\u00a0?', [], 'Médicaments'],
    de: ['Welche Medikamente genau, mit Namen laut Packung (und Dosis)?', [], 'Medikamente'],
    it: ['Quali farmaci esattamente, con il nome sulla confezione (e la dose)?', [], 'Farmaci'],
    pt: ['Quais remédios exatamente, com o nome da caixa (e a dose)?', [], 'Remédios'],
  },
  'rules-part': {
    en: [
      'What do you need from the rules?',
      [
        'The basics to start playing',
        'How scoring works',
        'A specific situation to settle',
        'The full official rules',
      ],
      'Rules wanted',
    ],
    es: [
      '¿Qué necesitas de las reglas?',
      [
        'Lo básico para empezar a jugar',
        'Cómo se puntúa',
        'Resolver una jugada concreta',
        'El reglamento completo',
      ],
      'Reglas',
    ],
    fr: [
      'Que cherchez-vous dans les règles\u00a0?',
      [
        'Les bases pour commencer',
        'Le décompte des points',
        'Trancher un cas précis',
        'Les règles officielles complètes',
      ],
      'Règles',
    ],
    de: [
      'Was wird aus den Regeln gebraucht?',
      [
        'Die Grundlagen zum Loslegen',
        'Wie gezählt wird',
        'Einen bestimmten Streitfall klären',
        'Das vollständige Regelwerk',
      ],
      'Regeln',
    ],
    it: [
      'Cosa ti serve delle regole?',
      [
        'Le basi per iniziare a giocare',
        'Come si contano i punti',
        'Risolvere un caso preciso',
        'Il regolamento completo',
      ],
      'Regole',
    ],
    pt: [
      'O que você precisa das regras?',
      [
        'O básico para começar a jogar',
        'Como funciona a pontuação',
        'Resolver uma jogada específica',
        'As regras oficiais completas',
      ],
      'Regras',
    ],
  },
};

export function isAdviceSlot(slot: string): slot is AdviceSlot {
  return slot in ADVICE_QUESTIONS;
}
