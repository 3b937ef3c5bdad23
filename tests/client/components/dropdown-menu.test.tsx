import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, type DropdownItem } from '../../../src/components/dropdown-menu';

const items: DropdownItem<number>[] = [
  { title: 'Aerodynamics', value: 1 },
  { title: 'Weather', value: 2, disabled: true },
  { title: 'Navigation', value: 3 },
];

function renderMenu(onSelect = vi.fn(), list = items) {
  render(<DropdownMenu label="Topic" items={list} onSelect={onSelect} />);
  return onSelect;
}

describe('DropdownMenu', () => {
  it('opens from its button and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Topic' }));
    await user.click(screen.getByRole('menuitem', { name: 'Navigation' }));

    expect(onSelect).toHaveBeenCalledExactlyOnceWith(3);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is at most 310 px high', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 40 }, (_, index) => ({
      title: `Topic ${index}`,
      value: index,
    }));
    renderMenu(vi.fn(), many);

    await user.click(screen.getByRole('button', { name: 'Topic' }));

    const paper = screen.getByRole('menu').closest('.MuiPaper-root');
    expect(paper).not.toBeNull();
    expect(getComputedStyle(paper!).maxHeight).toBe('310px');
  });

  it('shows disabled items that cannot be chosen', async () => {
    // Click even where the browser would not let the pointer through (pointer-events: none).
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSelect = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Topic' }));
    const weather = screen.getByRole('menuitem', { name: 'Weather' });
    expect(weather).toHaveAttribute('aria-disabled', 'true');
    await user.click(weather);

    expect(onSelect).not.toHaveBeenCalled();
  });

  it('works by keyboard: open, move past disabled items, choose, and Escape returns focus', async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();
    const button = screen.getByRole('button', { name: 'Topic' });

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Topic' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Aerodynamics' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Navigation' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(3);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
