export {
  DropdownMenu,
  DROPDOWN_MENU_MAX_HEIGHT,
  type DropdownItem,
  type DropdownMenuProps,
} from './dropdown-menu';
