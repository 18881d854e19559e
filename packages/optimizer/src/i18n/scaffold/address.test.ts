import { describe, expect, it } from 'vitest';
import { frenchAddress } from './index';

/** Requests that speak to the assistant with "tu", as users type them (accents, "stp", no hyphen). */
const TU = [
  'rédige une lettre de motivation pour un poste de vendeur, pas trop long stp',
  "peux-tu m'expliquer la photosynthèse simplement ?",
  'explique-moi comment fonctionne un moteur électrique',
  'Salut ! Écris un poème pour l’anniversaire de ma sœur',
  'tu peux me faire un résumé de ce texte svp',
  'fais une liste de 10 idées de cadeaux pour un ado',
  'aide moi à préparer mon entretien chez Decathlon',
  'Donne-moi trois recettes végétariennes rapides',
  'traduis ce mail en anglais stp',
  'corrige les fautes de mon texte et dis-moi ce que tu en penses',
  'Compare Python et Go pour un petit backend, et propose le meilleur choix',
  "j'ai besoin que tu m'aides à organiser un voyage à Lisbonne",
  'Analyse les ventes du trimestre et donne ton avis',
  'stp résume ce rapport en 5 points',
  'pourrais-tu proposer des noms pour ma boulangerie',
  'écris un mail pour décaler mon rendez-vous svp',
];

const VOUS = [
  'Rédigez une lettre de motivation pour un poste de vendeur.',
  "Pouvez-vous m'expliquer la photosynthèse simplement ?",
  'Expliquez-moi comment fonctionne un moteur électrique, svp.',
  'Bonjour, pourriez-vous écrire un poème pour l’anniversaire de ma sœur ?',
  'Faites une liste de 10 idées de cadeaux pour un adolescent.',
  'Je voudrais que vous m’aidiez à préparer mon entretien.',
  'Donnez-moi trois recettes végétariennes rapides, stp',
  'Traduisez ce courriel en anglais.',
  'Corrigez les fautes de mon texte et dites-moi ce que vous en pensez.',
  'Expliquez-le-moi simplement',
  's’il vous plaît, proposez un plan de révision pour le bac',
];

/** Nothing says who is addressed: "vous", the register of fr.ts. */
const UNCLEAR = [
  'lettre de motivation vendeur',
  'Comment faire une pâte à crêpes ?',
  'Rédiger un compte rendu de réunion',
  'Analyse des ventes du trimestre',
  'Liste de courses pour un barbecue',
  'Montre connectée : quelle marque choisir ?',
  'Résumé du chapitre 3 de Germinal',
  'Ton professionnel, 200 mots, sur le télétravail',
];

describe('frenchAddress', () => {
  it.each(TU)('"tu": %s', (request) => expect(frenchAddress(request)).toBe('tu'));
  it.each(VOUS)('"vous": %s', (request) => expect(frenchAddress(request)).toBe('vous'));
  it.each(UNCLEAR)('unclear, so "vous": %s', (request) => expect(frenchAddress(request)).toBe('vous'));

  it('reads the opening request, not a text it asks for', () => {
    // The quoted message, or the one after a colon, speaks to someone else.
    expect(
      frenchAddress(
        'Rédige un e-mail pour mes clients : « merci pour votre confiance, nous vous attendons »',
      ),
    ).toBe('tu');
    expect(frenchAddress('écris un mot pour mes voisins : venez nombreux à la fête')).toBe('tu');
    expect(frenchAddress('Écrivez un texte où le héros dit « tu me manques »')).toBe('vous');
  });

  it('counts "stp"/"svp" written out the way the analysis expands them', () => {
    expect(frenchAddress("tu peux me faire un résumé de ce texte s'il vous plaît")).toBe('tu');
    expect(frenchAddress("Pouvez-vous résumer ce texte, s'il te plaît")).toBe('vous');
  });
});
