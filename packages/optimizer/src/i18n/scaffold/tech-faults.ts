/**
 * A gadget or a connection that misbehaves, told in a line: "my wifi keeps dropping every night",
 * "laptop super slow since update", "mon ordi chauffe", "el wifi se corta", "Handy lädt nicht".
 * The answer turns on facts only the user has (one device or all, which router or model, since
 * when, what was tried), so the thing and the fault are read together, in all six languages at
 * once (a short line's language is often misread). A thing alone ("best laptop for uni") or a
 * fault alone ("slow cooker recipes") is no fault report.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (list: readonly string[]) => new RegExp(`${L}(?:${list.join('|')})${R}`, 'iu');

/** A connection: what fails is the link, so the router, the provider and the devices matter. */
const CONNECTION = words([
  'wi-?fi|wlan|internet|broadband|router|modem|hotspot|ethernet|mobile data|4g|5g|signal|connection|mesh',
  'conexi[óo]n|se[ñn]al|fibra|datos m[óo]viles',
  'box(?: internet)?|connexion|r[ée]seau|livebox|freebox|bbox',
  'verbindung|empfang|netz|mobile daten|fritz!?box',
  'connessione|rete|segnale|fibra',
  'conex[ãa]o|sinal|rede|roteador|dados m[óo]veis',
]);

/** A device: what fails is the machine, so its make, model and what changed matter. */
const DEVICE = words([
  // Bluetooth links a device to a device: no router or provider to ask about.
  'bluetooth|laptop|computer|pc|mac|macbook|imac|chromebook|phone|iphone|smartphone|android|tablet|ipad|printer|tv|telly|television|smart tv|headphones|earbuds|airpods|speaker|soundbar|console|ps[45]|playstation|xbox|monitor|screen|keyboard|mouse|webcam|smartwatch|apple watch|kindle|alexa|echo dot|chromecast|fire ?stick|roku',
  'port[áa]til|ordenador|computadora|m[óo]vil|celular|tel[ée]fono|impresora|tele|televisor|televisi[óo]n|auriculares|cascos|altavoz|pantalla|teclado|rat[óo]n',
  'ordi|ordinateur|portable|t[ée]l[ée]phone|smartphone|imprimante|t[ée]l[ée]|t[ée]l[ée]vision|t[ée]l[ée]viseur|casque|[ée]couteurs|enceinte|tablette|[ée]cran|clavier|souris',
  'rechner|computer|handy|smartphone|drucker|fernseher|kopfh[öo]rer|lautsprecher|bildschirm|tastatur|maus|tablet',
  'portatile|pc|computer|telefono|cellulare|telefonino|stampante|televisore|tv|cuffie|auricolari|cassa|schermo|tastiera',
  'notebook|computador|celular|telem[óo]vel|impressora|televis[ãa]o|tv|fones?(?: de ouvido)?|caixa de som|tela|teclado',
]);

/** What goes wrong with a gadget or a link, said the everyday way. */
const TECH_FAULT = words([
  // "fan sooo loud", "pc really noisy", "makes a whining noise": a fan or a drive that is heard.
  '(?:(?:is|are|so+|very|really|super|too|crazy|insanely|extremely)\\s+)*(?:loud|noisy)|(?:makes?|making) (?:a |an )?(?:\\w+ )?(?:noise|sound|whine|buzz)|(?:whin|buzz)(?:es|ing)|fan (?:keeps |always |constantly )?(?:spinning|revving|running)',
  "keeps (?:dropping|disconnecting|cutting out|crashing|freezing|restarting|rebooting|buffering|lagging|shutting (?:down|off)|turning off|going off|losing|beeping|dying)|disconnect(?:s|ing|ed)?|(?:very |so |super |really )?slow(?:er)?(?! down)|lag(?:s|gy|ging)|freez(?:es|ing)|froze|crash(?:es|ing)|overheat(?:s|ing)?|(?:gets|getting|runs|running) (?:hot|warm)|(?:won[’']?t|doesn[’']?t|does not|will not|can[’']?t|cannot|not) (?:connect|charge|turn on|switch on|boot|start|print|pair|load|update|work|find|detect|show up|stay connected)|not (?:connecting|charging|printing|pairing|working|booting|loading|responding)|(?:says|shows|is|goes|went) offline|no (?:sound|signal|internet|picture|display|connection|service|audio|wi-?fi)|black screen|blue screen|(?:battery )?drain(?:s|ing)?|restarts?(?: itself| on its own| by itself| randomly)?|shuts? (?:down|off)(?: by itself| randomly| on its own)?|turns? (?:itself )?off",
  'se (?:desconecta|cuelga|traba|calienta|reinicia|apaga)|va (?:muy )?lent[oa]|lent[oa]|no (?:carga|enciende|prende|conecta|se conecta|imprime|funciona|tiene sonido|arranca)|pantalla negra|sin (?:sonido|se[ñn]al|internet)|la bater[íi]a (?:dura poco|se descarga)',
  "se (?:d[ée]connecte|fige|bloque|[ée]teint)|(?:tr[èe]s |super )?lente?|rame|plante|chauffe|surchauffe|red[ée]marre(?: tout seul| toute seule)?|s['’][ée]teint|ne (?:s['’]allume|charge|se connecte|capte|imprime|marche|fonctionne|d[ée]marre)(?: plus| pas)+|pas de (?:son|r[ée]seau|connexion)|[ée]cran noir|batterie se vide",
  '(?:sehr |extrem |total )?langsam|h[äa]ngt(?: sich auf)?|st[üu]rzt ab|wird (?:sehr )?hei[ßs]|[üu]berhitzt|startet (?:st[äa]ndig |immer )?neu|geht (?:st[äa]ndig |immer )?aus|schaltet sich (?:st[äa]ndig |immer )?ab|l[äa]dt nicht(?: mehr)?|verbindet (?:sich )?nicht|druckt nicht|kein(?:en)? (?:ton|empfang|internet|bild|netz)|schwarzer bildschirm|akku (?:ist )?(?:st[äa]ndig |schnell )?leer',
  'si (?:disconnette|blocca|impalla|surriscalda|riavvia|spegne)|va (?:molto )?lent[oa]|lent[oa]|scalda|non (?:carica|si accende|si connette|stampa|funziona|prende)|nessun (?:suono|segnale)|schermo nero|la batteria (?:dura poco|si scarica)',
  'desconecta|(?:muito )?lent[oa]|trava(?:ndo)?|esquenta|reinicia(?: sozinho)?|desliga(?: sozinho)?|n[ãa]o (?:carrega|liga|conecta|imprime|funciona|pega)|sem (?:som|sinal|internet)|tela preta|a bateria (?:dura pouco|descarrega)',
]);

/** Faults only a link has: "drops", "se corta", "bricht ab" (a phone "dropping" may be a price). */
const LINK_FAULT = words([
  'drops?(?: out)?|dropping|cuts? out|cutting out|keeps going|goes (?:down|out)|(?:keeps )?(?:losing|loses) (?:connection|signal)',
  'se (?:cae|corta|va)|(?:cae|corta) (?:cada|todo|a cada|mucho)',
  'se coupe|coupe (?:tout|souvent|sans arr[êe]t|le soir|la nuit)|d[ée]croche|saute',
  'bricht (?:st[äa]ndig |immer |dauernd |oft |jeden abend |nachts )?(?:ab|weg|zusammen)|f[äa]llt (?:st[äa]ndig |immer |dauernd |oft )?aus',
  'cade|salta|si interrompe',
  'cai|caindo|fica caindo',
]);

export type TechFault = 'connection' | 'device';

/**
 * A wish or a lesson, not a fault: "best phone for a slow connection", "which router should I buy",
 * "explain why the internet was slow in the 90s".
 */
const NOT_A_REPORT =
  /^(?:best|top|which|recommend|explain|describe|compare|mejor|meilleur|beste|miglior|melhor|qu[ée] \p{L}+ (?:me recomiendas|compro)|quel(?:le)? \p{L}+ (?:choisir|acheter)|welche[rsn]? \p{L}+ soll)/iu;

/** The kind of thing that fails, or null when the line names no gadget or link with a fault. */
export function techFaultOf(text: string): TechFault | null {
  if (NOT_A_REPORT.test(text.trim())) return null;
  // "wifi on my laptop keeps dropping": the link fails, on a device the user has named.
  if (CONNECTION.test(text) && (TECH_FAULT.test(text) || LINK_FAULT.test(text))) return 'connection';
  return DEVICE.test(text) && TECH_FAULT.test(text) ? 'device' : null;
}

/** A device is named ("on my laptop", "only the iPhone"): which device is affected is told. */
export function namesDevice(text: string): boolean {
  return DEVICE.test(text);
}
