/** An SVG icon reduced to plain data: only the shapes and presentation attributes we allow. */
export type IconNode = { tag: string; attributes: Record<string, string>; children: IconNode[] };
export type IconShape = {
  viewBox: string;
  attributes: Record<string, string>;
  children: IconNode[];
};

/** Icon names are kebab-case file names in public/icons, so a name can never leave that folder. */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SHAPE_TAGS = new Set([
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
]);

// SVG attribute → React prop name. Nothing else survives (no scripts, handlers, links or styles).
const ATTRIBUTES: Record<string, string> = {
  d: 'd',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  rx: 'rx',
  ry: 'ry',
  x: 'x',
  y: 'y',
  x1: 'x1',
  y1: 'y1',
  x2: 'x2',
  y2: 'y2',
  width: 'width',
  height: 'height',
  points: 'points',
  transform: 'transform',
  fill: 'fill',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  opacity: 'opacity',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
};
const ROOT_ATTRIBUTES = new Set([
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]);

const cache = new Map<string, Promise<IconShape | null>>();
const resolved = new Map<string, IconShape | null>();

export function isIconName(name: string): boolean {
  return ICON_NAME.test(name);
}

export function iconUrl(name: string): string {
  return `${import.meta.env.BASE_URL}icons/${name}.svg`;
}

function pickAttributes(
  element: Element,
  allowed: (name: string) => boolean,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const prop = ATTRIBUTES[name];
    if (prop && allowed(name)) attributes[prop] = value;
  }
  return attributes;
}

function toNodes(parent: Element): IconNode[] {
  return Array.from(parent.children)
    .filter((child) => SHAPE_TAGS.has(child.localName))
    .map((child) => ({
      tag: child.localName,
      attributes: pickAttributes(child, () => true),
      children: child.localName === 'g' ? toNodes(child) : [],
    }));
}

/** Parses an SVG document; null when it is not one (e.g. an HTML page served for a missing file). */
export function parseIcon(text: string): IconShape | null {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.localName !== 'svg' || document.getElementsByTagName('parsererror').length > 0) {
    return null;
  }
  return {
    viewBox: root.getAttribute('viewBox') ?? '0 0 24 24',
    attributes: pickAttributes(root, (name) => ROOT_ATTRIBUTES.has(name)),
    children: toNodes(root),
  };
}

async function fetchIcon(name: string): Promise<IconShape | null> {
  const response = await fetch(iconUrl(name));
  if (!response.ok) return null;
  return parseIcon(await response.text());
}

/** The icon if it has already been loaded: undefined while unknown, null when missing. */
export function loadedIcon(name: string): IconShape | null | undefined {
  return resolved.get(name);
}

/** Loads an icon once per page; a missing icon resolves to null, a network failure is retried next time. */
export function loadIcon(name: string): Promise<IconShape | null> {
  if (!isIconName(name)) return Promise.resolve(null);
  const cached = cache.get(name);
  if (cached) return cached;
  const loading = fetchIcon(name).then(
    (shape) => {
      resolved.set(name, shape);
      return shape;
    },
    () => {
      cache.delete(name);
      return null;
    },
  );
  cache.set(name, loading);
  return loading;
}
