import { describe, expect, it } from 'vitest';
import { toEuropeanTu } from '../i18n/scaffold/pt-pt-tu';
import { isEuropeanPortuguese } from './portuguese-variant';

describe('which Portuguese the user writes', () => {
  it.each([
    'o senhorio quer ficar com 500 € da caução, pode?',
    'ajuda-me a responder ao meu senhorio',
    'estou a escrever um email à equipa',
    'Em português de Portugal, você pode rever isto?',
  ])('European: %s', (request) => {
    expect(isEuropeanPortuguese(request)).toBe(true);
  });

  it.each([
    // A word both varieties use in law does not outweigh "você" or a gerund.
    'Vamos fazer um jogo de papéis: você é o meu senhorio e eu peço a caução de volta.',
    'estou escrevendo para o senhorio sobre a caução',
    'meu celular não liga, o contacto da loja não atende',
    'me ajuda a escrever um email para o síndico',
  ])('Brazilian: %s', (request) => {
    expect(isEuropeanPortuguese(request)).toBe(false);
  });
});

describe('engine lines in the European "tu" register', () => {
  it('waits "for" the answer, with the article, and no Brazilian form is left', () => {
    const line = toEuropeanTu(
      'Permaneça no personagem, mantenha cada fala curta e espere minha resposta antes de continuar.',
    );
    expect(line).toBe(
      'Permanece no personagem, mantém cada fala curta e espera pela minha resposta antes de continuar.',
    );
  });

  it('"aguarde" takes the article', () => {
    expect(toEuropeanTu('Aguarde minha resposta.')).toBe('Aguarda a minha resposta.');
  });
});
