import { describe, expect, it } from 'vitest';
import { autoScrollDelta } from './drag';

describe('autoScrollDelta: 70 px steps within 300 px of the top and 100 px of the bottom', () => {
  it.each([
    [0, 900, -70], [299, 900, -70], [300, 900, 0], [800, 900, 0], [801, 900, 70], [899, 900, 70],
  ])('y=%i of %i -> %i', (y, h, expected) => expect(autoScrollDelta(y, h)).toBe(expected));
});
