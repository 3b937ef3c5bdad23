import { plainText } from '../../../src/lib/plain-text';

describe('plainText', () => {
  it('keeps the words of emphasis, links and images', () => {
    expect(plainText('A **bold** [link](https://x.test) and ![wind](a.png)')).toBe(
      'A bold link and wind',
    );
  });

  it('drops headings, quotes, list markers and table bars, and joins lines', () => {
    expect(plainText('# Title\n> quoted\n- item\n| a | b |')).toBe('Title quoted item a b');
  });

  it('reads a table as its cells: no bars, no delimiter row', () => {
    expect(plainText('Which?\n\n|Wind|Gust|\n|---|:-:|\n|10|15|')).toBe('Which? Wind Gust 10 15');
  });
});
