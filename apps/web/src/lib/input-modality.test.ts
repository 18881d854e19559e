import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './input-modality';

describe('trackInputModality', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.input;
  });

  it('says pointer after a click and keyboard after a key, but not after a lone modifier', () => {
    stop = trackInputModality();
    const html = document.documentElement;
    fireEvent.pointerDown(document.body);
    expect(html).toHaveAttribute('data-input', 'pointer');
    fireEvent.keyDown(document.body, { key: 'Shift' });
    expect(html).toHaveAttribute('data-input', 'pointer');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(html).toHaveAttribute('data-input', 'keyboard');
  });
});
