/**
 * Sentences for where code must run and what it may use, written from the fragments users type
 * ("python 3.9", "macos", "stdlib only", "no external tools"), in each language we write. Names
 * and versions are canonical ("Python 3.9", "macOS"), never the user's spelling.
 */

export interface CodeEnvTexts {
  /** "Target Python 3.9." */
  target: (runtime: string) => string;
  /** "It must run on macOS." */
  runsOn: (os: string) => string;
  /** "It must run on macOS with its built-in tools only." */
  runsOnBuiltIn: (os: string) => string;
  /** No third-party packages. */
  stdlib: string;
  /** No tools beyond the system's own. */
  builtIn: string;
  /** A shell script on macOS: the BSD tools, not the GNU ones. */
  bsd: string;
  /** A script that deletes, renames or moves files: a dry run first. */
  dryRun: string;
}

export const CODE_ENV: Readonly<Record<string, CodeEnvTexts>> = {
  en: {
    target: (r) => `Target ${r}.`,
    runsOn: (os) => `It must run on ${os}.`,
    runsOnBuiltIn: (os) => `It must run on ${os} with its built-in tools only.`,
    stdlib: 'Use only the standard library: no third-party packages.',
    builtIn: 'Use only tools that come with the system: nothing to install.',
    bsd: "macOS ships the BSD versions of sed, date, stat and find: use their forms (for example sed -i '' and stat -f), not GNU-only options.",
    dryRun:
      'Because it changes or deletes files, give it a dry-run option that only prints what it would do, and use that option in the usage example.',
  },
  es: {
    target: (r) => `Debe funcionar con ${r}.`,
    runsOn: (os) => `Debe funcionar en ${os}.`,
    runsOnBuiltIn: (os) => `Debe funcionar en ${os} solo con sus herramientas integradas.`,
    stdlib: 'Usa solo la biblioteca estándar, sin paquetes de terceros.',
    builtIn: 'Usa solo las herramientas que trae el sistema, sin instalar nada.',
    bsd: "macOS trae las versiones BSD de sed, date, stat y find: usa sus formas (por ejemplo sed -i '' y stat -f), no opciones exclusivas de GNU.",
    dryRun:
      'Como modifica o borra archivos, incluye una opción de prueba (dry run) que solo muestre lo que haría, y úsala en el ejemplo de uso.',
  },
  fr: {
    target: (r) => `Le code doit fonctionner avec ${r}.`,
    runsOn: (os) => `Il doit fonctionner sous ${os}.`,
    runsOnBuiltIn: (os) => `Il doit fonctionner sous ${os} avec ses seuls outils intégrés.`,
    stdlib: 'Le code ne doit utiliser que la bibliothèque standard, sans paquet tiers.',
    builtIn: 'Le script ne doit utiliser que les outils fournis avec le système, sans rien installer.',
    bsd: "macOS fournit les versions BSD de sed, date, stat et find\u00a0: il faut utiliser leurs formes (par exemple sed -i '' et stat -f), pas les options propres à GNU.",
    dryRun:
      'Comme il modifie ou supprime des fichiers, le script doit avoir une option d’essai (dry run) qui affiche seulement ce qu’il ferait, utilisée dans l’exemple d’utilisation.',
  },
  de: {
    target: (r) => `Der Code muss mit ${r} laufen.`,
    runsOn: (os) => `Der Code muss unter ${os} laufen.`,
    runsOnBuiltIn: (os) => `Der Code muss unter ${os} nur mit den eingebauten Werkzeugen laufen.`,
    stdlib: 'Der Code darf nur die Standardbibliothek nutzen, keine Pakete von Drittanbietern.',
    builtIn: 'Der Code darf nur Werkzeuge nutzen, die das System mitbringt, ohne etwas nachzuinstallieren.',
    bsd: "macOS bringt die BSD-Versionen von sed, date, stat und find mit: deren Formen verwenden (zum Beispiel sed -i '' und stat -f), keine reinen GNU-Optionen.",
    dryRun:
      'Da es Dateien ändert oder löscht, braucht das Skript eine Probelauf-Option (dry run), die nur anzeigt, was es tun würde; das Anwendungsbeispiel nutzt sie.',
  },
  it: {
    target: (r) => `Il codice deve funzionare con ${r}.`,
    runsOn: (os) => `Deve funzionare su ${os}.`,
    runsOnBuiltIn: (os) => `Deve funzionare su ${os} solo con gli strumenti integrati.`,
    stdlib: 'Il codice deve usare solo la libreria standard, senza pacchetti di terze parti.',
    builtIn: 'Il codice deve usare solo gli strumenti già presenti nel sistema, senza installare nulla.',
    bsd: "macOS include le versioni BSD di sed, date, stat e find: usa le loro forme (per esempio sed -i '' e stat -f), non opzioni solo GNU.",
    dryRun:
      'Poiché modifica o cancella file, prevedi un’opzione di prova (dry run) che mostri solo cosa farebbe, e usala nell’esempio d’uso.',
  },
  pt: {
    target: (r) => `O código deve funcionar com ${r}.`,
    runsOn: (os) => `Deve funcionar no ${os}.`,
    runsOnBuiltIn: (os) => `Deve funcionar no ${os} só com as ferramentas que já vêm no sistema.`,
    stdlib: 'O código deve usar só a biblioteca padrão, sem pacotes de terceiros.',
    builtIn: 'O código deve usar só as ferramentas que já vêm no sistema, sem instalar nada.',
    bsd: "O macOS traz as versões BSD de sed, date, stat e find: use as formas delas (por exemplo sed -i '' e stat -f), não opções exclusivas do GNU.",
    dryRun:
      'Como altera ou apaga arquivos, inclua uma opção de teste (dry run) que só mostre o que faria, e use-a no exemplo de uso.',
  },
};
