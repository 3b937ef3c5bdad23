export { Icon, type IconProps } from './icon';
