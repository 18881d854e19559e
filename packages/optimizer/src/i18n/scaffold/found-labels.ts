/**
 * A sorting ask with no labels named ("categorise these survey answers", "tag each comment with a
 * topic"): the groups have to be found in the items, so "use only the labels given" points at
 * labels that do not exist. These two lines take the place of the classify kind's own two.
 */
export const FOUND_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  en: [
    'Find the groups in the items themselves: give each a short, clear name, and keep them few and distinct.',
    'Put an item that fits no group under "Other" instead of forcing it into one.',
  ],
  es: [
    'Encuentra los grupos en los propios elementos: dale a cada uno un nombre corto y claro, y que sean pocos y distintos.',
    'Pon en «Otros» el elemento que no encaje en ningún grupo, en lugar de forzarlo en uno.',
  ],
  fr: [
    'Dégagez les groupes des éléments eux-mêmes : donnez à chacun un nom court et clair, et gardez-en peu, bien distincts.',
    'Classez dans « Autre » un élément qui n’entre dans aucun groupe, au lieu de l’y forcer.',
  ],
  'fr-tu': [
    'Dégage les groupes des éléments eux-mêmes : donne à chacun un nom court et clair, et garde-en peu, bien distincts.',
    'Classe dans « Autre » un élément qui n’entre dans aucun groupe, au lieu de l’y forcer.',
  ],
  de: [
    'Finde die Gruppen in den Einträgen selbst: Gib jeder einen kurzen, klaren Namen und halte es bei wenigen, deutlich getrennten.',
    'Ordne einen Eintrag, der in keine Gruppe passt, unter „Sonstiges“ ein, statt ihn in eine zu zwingen.',
  ],
  'de-sie': [
    'Finden Sie die Gruppen in den Einträgen selbst: Geben Sie jeder einen kurzen, klaren Namen und bleiben Sie bei wenigen, deutlich getrennten.',
    'Ordnen Sie einen Eintrag, der in keine Gruppe passt, unter „Sonstiges“ ein, statt ihn in eine zu zwingen.',
  ],
  it: [
    'Trova i gruppi negli elementi stessi: dai a ciascuno un nome breve e chiaro, e tienine pochi e distinti.',
    'Metti in «Altro» un elemento che non rientra in nessun gruppo, invece di forzarlo in uno.',
  ],
  pt: [
    'Encontre os grupos nos próprios itens: dê a cada um um nome curto e claro, e mantenha-os poucos e distintos.',
    'Coloque em "Outros" um item que não se encaixe em nenhum grupo, em vez de forçá-lo em um.',
  ],
};
