/**
 * A review's expert and checklist for code whose trouble lies in its environment, not its
 * syntax: a shell script (quoting, failures, destructive commands), a cron job (its bare
 * environment), a CI workflow, a Dockerfile, a SQL query. Per scaffold key, in its register.
 */
export type ReviewDomain = 'shell' | 'cron' | 'ci' | 'docker' | 'compose' | 'sql';

export interface ReviewDomainText {
  /** A compose file's reviewer is the Docker one. */
  role: Readonly<Record<Exclude<ReviewDomain, 'compose'>, string>>;
  check: Readonly<Record<ReviewDomain, string>>;
  /** "be harsh", "don't hold back": every problem, no praise. */
  blunt: string;
}

const en: ReviewDomainText = {
  role: {
    shell: 'You are a senior DevOps engineer who knows Bash and Unix tooling well.',
    cron: 'You are a senior DevOps engineer who knows Bash, cron and Unix tooling well.',
    ci: 'You are a senior DevOps engineer who knows CI pipelines well.',
    docker: 'You are a senior DevOps engineer who knows Docker well.',
    sql: 'You are a senior database engineer.',
  },
  check: {
    shell:
      'Check the quoting of variables and globs, what happens when a command fails (no `set -euo pipefail`, a failed `cd` before a delete), and destructive commands on paths that may be empty.',
    cron: 'Check what differs under cron: the minimal PATH and environment, the working directory, overlapping runs, and where output and errors go.',
    ci: 'Check pinned action and image versions, how secrets are exposed, caching, and whether a failing step stops the job.',
    docker:
      'Check pinned base image tags, layer order and caching, secrets baked into the image, running as root, and what the build context copies in.',
    compose:
      'Check pinned image tags, passwords and secrets in plain text, published ports, volumes, restart policies and health checks.',
    sql: 'Check NULL handling, join fan-out (duplicated rows), index use, and injection wherever values are built into the query string.',
  },
  blunt: 'Be blunt: include minor problems too, and skip praise.',
};

const es: ReviewDomainText = {
  role: {
    shell: 'Eres un ingeniero DevOps sénior que conoce a fondo Bash y las herramientas de Unix.',
    cron: 'Eres un ingeniero DevOps sénior que conoce a fondo Bash, cron y las herramientas de Unix.',
    ci: 'Eres un ingeniero DevOps sénior que conoce a fondo los pipelines de CI.',
    docker: 'Eres un ingeniero DevOps sénior que conoce a fondo Docker.',
    sql: 'Eres un ingeniero de bases de datos sénior.',
  },
  check: {
    shell:
      'Revisa el entrecomillado de variables y comodines, qué pasa cuando un comando falla (sin `set -euo pipefail`, un `cd` fallido antes de borrar) y los comandos destructivos sobre rutas que pueden estar vacías.',
    cron: 'Revisa qué cambia bajo cron: el PATH y el entorno mínimos, el directorio de trabajo, las ejecuciones solapadas y adónde van la salida y los errores.',
    ci: 'Revisa que las versiones de acciones e imágenes estén fijadas, cómo se exponen los secretos, la caché y si un paso fallido detiene el trabajo.',
    docker:
      'Revisa que la imagen base tenga una etiqueta fija, el orden de las capas y la caché, los secretos dentro de la imagen, la ejecución como root y lo que copia el contexto de compilación.',
    compose:
      'Revisa que las imágenes tengan etiquetas fijas, las contraseñas y secretos en texto plano, los puertos publicados, los volúmenes, las políticas de reinicio y los health checks.',
    sql: 'Revisa el manejo de NULL, las filas duplicadas por los joins, el uso de índices y la inyección allí donde los valores se pegan en la cadena de la consulta.',
  },
  blunt: 'Sé directo: incluye también los problemas menores y ahórrate los elogios.',
};

const frVous: ReviewDomainText = {
  role: {
    shell: 'Vous êtes un ingénieur DevOps expérimenté qui connaît bien Bash et les outils Unix.',
    cron: 'Vous êtes un ingénieur DevOps expérimenté qui connaît bien Bash, cron et les outils Unix.',
    ci: 'Vous êtes un ingénieur DevOps expérimenté qui connaît bien les pipelines CI.',
    docker: 'Vous êtes un ingénieur DevOps expérimenté qui connaît bien Docker.',
    sql: 'Vous êtes un ingénieur bases de données expérimenté.',
  },
  check: {
    shell:
      'Vérifiez les guillemets autour des variables et des jokers, ce qui se passe quand une commande échoue (pas de `set -euo pipefail`, un `cd` raté avant une suppression) et les commandes destructrices sur des chemins qui peuvent être vides.',
    cron: 'Vérifiez ce qui change sous cron\u00a0: le PATH et l’environnement minimaux, le répertoire de travail, les exécutions qui se chevauchent et où vont la sortie et les erreurs.',
    ci: 'Vérifiez que les versions des actions et des images sont fixées, comment les secrets sont exposés, le cache et si une étape en échec arrête le job.',
    docker:
      'Vérifiez que l’image de base a une étiquette fixe, l’ordre des couches et le cache, les secrets intégrés à l’image, l’exécution en root et ce que le contexte de build copie.',
    compose:
      'Vérifiez que les images ont des étiquettes fixes, les mots de passe et secrets en clair, les ports publiés, les volumes, les politiques de redémarrage et les health checks.',
    sql: 'Vérifiez la gestion des NULL, les lignes dupliquées par les jointures, l’usage des index et l’injection partout où des valeurs sont collées dans la requête.',
  },
  blunt: 'Soyez franc\u00a0: signalez aussi les problèmes mineurs, sans compliments.',
};

const frTu: ReviewDomainText = {
  role: {
    shell: 'Tu es un ingénieur DevOps expérimenté qui connaît bien Bash et les outils Unix.',
    cron: 'Tu es un ingénieur DevOps expérimenté qui connaît bien Bash, cron et les outils Unix.',
    ci: 'Tu es un ingénieur DevOps expérimenté qui connaît bien les pipelines CI.',
    docker: 'Tu es un ingénieur DevOps expérimenté qui connaît bien Docker.',
    sql: 'Tu es un ingénieur bases de données expérimenté.',
  },
  check: {
    shell:
      'Vérifie les guillemets autour des variables et des jokers, ce qui se passe quand une commande échoue (pas de `set -euo pipefail`, un `cd` raté avant une suppression) et les commandes destructrices sur des chemins qui peuvent être vides.',
    cron: 'Vérifie ce qui change sous cron\u00a0: le PATH et l’environnement minimaux, le répertoire de travail, les exécutions qui se chevauchent et où vont la sortie et les erreurs.',
    ci: 'Vérifie que les versions des actions et des images sont fixées, comment les secrets sont exposés, le cache et si une étape en échec arrête le job.',
    docker:
      'Vérifie que l’image de base a une étiquette fixe, l’ordre des couches et le cache, les secrets intégrés à l’image, l’exécution en root et ce que le contexte de build copie.',
    compose:
      'Vérifie que les images ont des étiquettes fixes, les mots de passe et secrets en clair, les ports publiés, les volumes, les politiques de redémarrage et les health checks.',
    sql: 'Vérifie la gestion des NULL, les lignes dupliquées par les jointures, l’usage des index et l’injection partout où des valeurs sont collées dans la requête.',
  },
  blunt: 'Sois franc\u00a0: signale aussi les problèmes mineurs, sans compliments.',
};

const deDu: ReviewDomainText = {
  role: {
    shell: 'Du bist ein erfahrener DevOps-Engineer, der Bash und die Unix-Werkzeuge genau kennt.',
    cron: 'Du bist ein erfahrener DevOps-Engineer, der Bash, cron und die Unix-Werkzeuge genau kennt.',
    ci: 'Du bist ein erfahrener DevOps-Engineer, der CI-Pipelines genau kennt.',
    docker: 'Du bist ein erfahrener DevOps-Engineer, der Docker genau kennt.',
    sql: 'Du bist ein erfahrener Datenbankentwickler.',
  },
  check: {
    shell:
      'Prüfe das Quoting von Variablen und Globs, was passiert, wenn ein Befehl fehlschlägt (kein `set -euo pipefail`, ein fehlgeschlagenes `cd` vor dem Löschen), und zerstörerische Befehle auf Pfaden, die leer sein können.',
    cron: 'Prüfe, was unter cron anders ist: der minimale PATH und die Umgebung, das Arbeitsverzeichnis, sich überschneidende Läufe und wohin Ausgabe und Fehler gehen.',
    ci: 'Prüfe, ob Action- und Image-Versionen fest angegeben sind, wie Secrets offengelegt werden, das Caching und ob ein fehlgeschlagener Schritt den Job stoppt.',
    docker:
      'Prüfe feste Tags für das Basis-Image, die Reihenfolge der Layer und das Caching, ins Image eingebaute Secrets, die Ausführung als root und was der Build-Kontext hineinkopiert.',
    compose:
      'Prüfe feste Image-Tags, Passwörter und Secrets im Klartext, veröffentlichte Ports, Volumes, Restart-Policies und Healthchecks.',
    sql: 'Prüfe den Umgang mit NULL, doppelte Zeilen durch Joins, die Nutzung von Indizes und Injection überall, wo Werte in den Abfragetext eingesetzt werden.',
  },
  blunt: 'Sei direkt: nenne auch kleine Probleme und lass das Lob weg.',
};

const deSie: ReviewDomainText = {
  role: {
    shell: 'Sie sind ein erfahrener DevOps-Engineer, der Bash und die Unix-Werkzeuge genau kennt.',
    cron: 'Sie sind ein erfahrener DevOps-Engineer, der Bash, cron und die Unix-Werkzeuge genau kennt.',
    ci: 'Sie sind ein erfahrener DevOps-Engineer, der CI-Pipelines genau kennt.',
    docker: 'Sie sind ein erfahrener DevOps-Engineer, der Docker genau kennt.',
    sql: 'Sie sind ein erfahrener Datenbankentwickler.',
  },
  check: {
    shell:
      'Prüfen Sie das Quoting von Variablen und Globs, was passiert, wenn ein Befehl fehlschlägt (kein `set -euo pipefail`, ein fehlgeschlagenes `cd` vor dem Löschen), und zerstörerische Befehle auf Pfaden, die leer sein können.',
    cron: 'Prüfen Sie, was unter cron anders ist: der minimale PATH und die Umgebung, das Arbeitsverzeichnis, sich überschneidende Läufe und wohin Ausgabe und Fehler gehen.',
    ci: 'Prüfen Sie, ob Action- und Image-Versionen fest angegeben sind, wie Secrets offengelegt werden, das Caching und ob ein fehlgeschlagener Schritt den Job stoppt.',
    docker:
      'Prüfen Sie feste Tags für das Basis-Image, die Reihenfolge der Layer und das Caching, ins Image eingebaute Secrets, die Ausführung als root und was der Build-Kontext hineinkopiert.',
    compose:
      'Prüfen Sie feste Image-Tags, Passwörter und Secrets im Klartext, veröffentlichte Ports, Volumes, Restart-Policies und Healthchecks.',
    sql: 'Prüfen Sie den Umgang mit NULL, doppelte Zeilen durch Joins, die Nutzung von Indizes und Injection überall, wo Werte in den Abfragetext eingesetzt werden.',
  },
  blunt: 'Seien Sie direkt: Nennen Sie auch kleine Probleme und lassen Sie das Lob weg.',
};

const it: ReviewDomainText = {
  role: {
    shell: 'Sei un ingegnere DevOps esperto che conosce bene Bash e gli strumenti Unix.',
    cron: 'Sei un ingegnere DevOps esperto che conosce bene Bash, cron e gli strumenti Unix.',
    ci: 'Sei un ingegnere DevOps esperto che conosce bene le pipeline di CI.',
    docker: 'Sei un ingegnere DevOps esperto che conosce bene Docker.',
    sql: 'Sei un ingegnere di database esperto.',
  },
  check: {
    shell:
      'Controlla le virgolette attorno a variabili e caratteri jolly, cosa succede quando un comando fallisce (niente `set -euo pipefail`, un `cd` fallito prima di una cancellazione) e i comandi distruttivi su percorsi che possono essere vuoti.',
    cron: 'Controlla cosa cambia sotto cron: PATH e ambiente minimi, la directory di lavoro, le esecuzioni sovrapposte e dove finiscono output ed errori.',
    ci: 'Controlla che le versioni di action e immagini siano fissate, come vengono esposti i segreti, la cache e se un passo fallito ferma il job.',
    docker:
      'Controlla che l’immagine di base abbia un tag fisso, l’ordine dei layer e la cache, i segreti inclusi nell’immagine, l’esecuzione come root e cosa copia il contesto di build.',
    compose:
      'Controlla che le immagini abbiano tag fissi, password e segreti in chiaro, le porte pubblicate, i volumi, le policy di riavvio e gli health check.',
    sql: 'Controlla la gestione dei NULL, le righe duplicate dai join, l’uso degli indici e l’injection ovunque i valori vengano inseriti nel testo della query.',
  },
  blunt: 'Sii diretto: segnala anche i problemi minori e niente complimenti.',
};

const pt: ReviewDomainText = {
  role: {
    shell: 'Você é um engenheiro DevOps sênior que conhece bem Bash e as ferramentas Unix.',
    cron: 'Você é um engenheiro DevOps sênior que conhece bem Bash, cron e as ferramentas Unix.',
    ci: 'Você é um engenheiro DevOps sênior que conhece bem pipelines de CI.',
    docker: 'Você é um engenheiro DevOps sênior que conhece bem Docker.',
    sql: 'Você é um engenheiro de banco de dados sênior.',
  },
  check: {
    shell:
      'Verifique as aspas em variáveis e curingas, o que acontece quando um comando falha (sem `set -euo pipefail`, um `cd` que falha antes de apagar) e os comandos destrutivos sobre caminhos que podem estar vazios.',
    cron: 'Verifique o que muda sob o cron: o PATH e o ambiente mínimos, o diretório de trabalho, execuções sobrepostas e para onde vão a saída e os erros.',
    ci: 'Verifique se as versões das actions e imagens estão fixadas, como os segredos são expostos, o cache e se um passo que falha interrompe o job.',
    docker:
      'Verifique se a imagem base tem uma tag fixa, a ordem das camadas e o cache, segredos dentro da imagem, a execução como root e o que o contexto de build copia.',
    compose:
      'Verifique se as imagens têm tags fixas, senhas e segredos em texto puro, as portas publicadas, os volumes, as políticas de reinício e os health checks.',
    sql: 'Verifique o tratamento de NULL, linhas duplicadas por joins, o uso de índices e injeção onde quer que valores sejam colados no texto da consulta.',
  },
  blunt: 'Seja direto: inclua também os problemas menores e dispense elogios.',
};

export const REVIEW_DOMAIN: Readonly<Record<string, ReviewDomainText>> = {
  en,
  es,
  fr: frVous,
  'fr-tu': frTu,
  de: deDu,
  'de-sie': deSie,
  it,
  pt,
};
