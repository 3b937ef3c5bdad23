import {
  FIGURE_SVG_MESSAGE,
  FIGURE_TOO_LARGE_MESSAGE,
  FIGURE_TYPE_MESSAGE,
} from '../../../../contract';
import { figureFileProblem } from '../../../../src/features/teacher/bank/figure-field';
import { moveItem } from '../../../../src/features/teacher/bank/move-item';

describe('moving an item in a list', () => {
  it('moves down and up', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('a figure file', () => {
  const file = (name: string, type: string, size = 10) =>
    new File([new Uint8Array(size)], name, { type });

  it('may be PNG, JPEG or WebP', () => {
    expect(figureFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(figureFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(figureFileProblem(file('a.webp', 'image/webp'))).toBeNull();
  });

  it('is refused as SVG, as another type, or over 2 MB', () => {
    expect(figureFileProblem(file('a.svg', 'image/svg+xml'))).toBe(FIGURE_SVG_MESSAGE);
    expect(figureFileProblem(file('a.gif', 'image/gif'))).toBe(FIGURE_TYPE_MESSAGE);
    expect(figureFileProblem(file('a.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe(
      FIGURE_TOO_LARGE_MESSAGE,
    );
  });
});
