import { fireEvent, render, screen } from '@testing-library/react';
import { SidewaysScroll } from '../../../src/components/sideways-scroll/sideways-scroll';

/** jsdom lays nothing out: give the box the widths a phone would. */
function sized(box: HTMLElement, widths: { client: number; scroll: number }) {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: widths.client });
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: widths.scroll });
}

function renderTable() {
  render(
    <SidewaysScroll label="Class overview table">
      <table>
        <tbody>
          <tr>
            <td>wide</td>
          </tr>
        </tbody>
      </table>
    </SidewaysScroll>,
  );
  return screen.getByRole('region', { name: 'Class overview table' });
}

describe('a table that scrolls sideways', () => {
  it('says there are more columns to the right when it is wider than the screen', () => {
    const box = renderTable();
    sized(box, { client: 358, scroll: 720 });
    fireEvent(window, new Event('resize'));
    expect(screen.getByText('More columns to the right: scroll sideways.')).toBeInTheDocument();
  });

  it('says nothing once scrolled to its right end', () => {
    const box = renderTable();
    sized(box, { client: 358, scroll: 720 });
    fireEvent(window, new Event('resize'));
    box.scrollLeft = 362;
    fireEvent.scroll(box);
    expect(screen.queryByText(/More columns to the right/)).not.toBeInTheDocument();
  });

  it('says nothing when the table fits', () => {
    const box = renderTable();
    sized(box, { client: 1200, scroll: 1200 });
    fireEvent(window, new Event('resize'));
    expect(screen.queryByText(/More columns to the right/)).not.toBeInTheDocument();
  });

  it('can be scrolled from the keyboard when it overflows: the box takes focus', () => {
    const box = renderTable();
    expect(box).not.toHaveAttribute('tabindex');
    sized(box, { client: 358, scroll: 720 });
    fireEvent(window, new Event('resize'));
    expect(box).toHaveAttribute('tabindex', '0');
  });
});
