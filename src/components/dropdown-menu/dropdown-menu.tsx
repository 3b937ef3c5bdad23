import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Dropdown menu max height (spec §9). */
export const DROPDOWN_MENU_MAX_HEIGHT = 310;

/** Dropdown item (spec §3): title, value, disabled flag. */
export type DropdownItem<V extends string | number = string> = {
  title: string;
  value: V;
  disabled?: boolean;
};

export type DropdownMenuProps<V extends string | number> = {
  /** What the button that opens the menu shows. */
  label: ReactNode;
  items: readonly DropdownItem<V>[];
  onSelect: (value: V) => void;
  /** The current value, marked as selected and focused when the menu opens. */
  selected?: V;
  /** Passed to the button (variant, startIcon, aria-label…). */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'>;
};

/**
 * A button that opens a menu of items. Keyboard: Enter, Space or ArrowDown opens it, arrow keys move,
 * Enter picks, Escape closes and focus returns to the button. Disabled items can't be picked.
 */
export function DropdownMenu<V extends string | number>({
  label,
  items,
  onSelect,
  selected,
  buttonProps,
}: DropdownMenuProps<V>) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setAnchor(event.currentTarget);
    }
  };

  const pick = (item: DropdownItem<V>) => {
    if (item.disabled) return;
    setAnchor(null);
    onSelect(item.value);
  };

  return (
    <>
      <Button
        {...buttonProps}
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { maxHeight: DROPDOWN_MENU_MAX_HEIGHT } },
          list: { 'aria-labelledby': buttonId },
        }}
      >
        {items.map((item) => (
          <MenuItem
            key={String(item.value)}
            disabled={item.disabled}
            selected={selected !== undefined && item.value === selected}
            onClick={() => pick(item)}
          >
            {item.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
