/**
 * Two hand-made chunks for what every first screen loads. Left alone, the bundler splits the
 * framework and MUI into dozens of small shared chunks, and on a slow connection each costs a round
 * trip (Lighthouse measured /student at 38 requests: LCP 3.5 s; with these groups 19: LCP 2.8 s).
 *   - framework: React, the router, TanStack Query, emotion and the MUI parts the sign-in screen
 *     also uses;
 *   - signed-in: the MUI components of the signed-in shell and home screens (not loaded by /login).
 * The rest of MUI stays with the lazy screens that use it. `npm run bench:size` shows the effect.
 */
const material = (components: string[]) =>
  new RegExp(`node_modules[\\\\/]@mui[\\\\/]material[\\\\/](${components.join('|')})[\\\\/]`);

const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@tanstack|zustand|@mui[\\/](system|utils|styled-engine))[\\/]/;

const FRAMEWORK_MATERIAL = material([
  'styles',
  'utils',
  'internal',
  'transitions',
  'colors',
  'zero-styled',
  'DefaultPropsProvider',
  'RtlProvider',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'useLazyRipple',
  'ButtonBase',
  'Button',
  'Typography',
  'Paper',
  'Stack',
  'Box',
  'SvgIcon',
  'Alert',
  'CircularProgress',
  'LinearProgress',
]);

const SIGNED_IN_MATERIAL = material([
  'AppBar',
  'Toolbar',
  'IconButton',
  'Avatar',
  'Divider',
  'List',
  'ListItem',
  'ListItemText',
  'ListItemButton',
  'ListItemIcon',
  'Card',
  'CardContent',
  'CardActionArea',
  'Chip',
  'Skeleton',
]);

export const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: (id: string) => FRAMEWORK_PACKAGES.test(id) || FRAMEWORK_MATERIAL.test(id),
    priority: 10,
  },
  { name: 'signed-in', test: SIGNED_IN_MATERIAL, priority: 9 },
];
