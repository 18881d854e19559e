import { describe, expect, it } from 'vitest';
import { splitUnits } from './sentences';

describe('abbreviations in addresses end no sentence', () => {
  it.each([
    [
      'Die Heizung in der Bahnhofstr. 14 ist seit Freitag aus. Schreib bitte eine Mail an den Vermieter.',
      'de',
    ],
    ['Wir wohnen in der Gartenstr. 3, Nr. 7. Formuliere eine Beschwerde.', 'de'],
    ['La oficina está en la Avda. de Mayo 120. Escribe un correo al casero.', 'es'],
  ])('keeps the address in its sentence: %s', (text, language) => {
    const units = splitUnits(text, language);
    expect(units).toHaveLength(2);
    expect(units[0]).toMatch(/\d[^.]*\.$/);
  });

  it('still ends a sentence after an ordinary word', () => {
    expect(splitUnits('The lift is broken. Write to the landlord.', 'en')).toHaveLength(2);
  });
});
