import { createElement, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { isIconName, loadIcon, loadedIcon, type IconNode, type IconShape } from './icon-loader';

export type IconProps = {
  /** File name in public/icons without `.svg`, kebab-case (e.g. `invite-students`). */
  name: string;
  /** Gives the icon role img and this accessible name; without it the icon is decorative. */
  title?: string;
  /** Width and height in px (default 24). */
  size?: number;
  className?: string;
  style?: CSSProperties;
};

function renderNodes(nodes: IconNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    createElement(node.tag, { key: index, ...node.attributes }, ...renderNodes(node.children)),
  );
}

function useIconShape(name: string): IconShape | null {
  const [loaded, setLoaded] = useState<{ name: string; shape: IconShape | null } | null>(null);
  useEffect(() => {
    if (!isIconName(name) || loadedIcon(name) !== undefined) return;
    let current = true;
    void loadIcon(name).then((shape) => {
      if (current) setLoaded({ name, shape });
    });
    return () => {
      current = false;
    };
  }, [name]);
  if (!isIconName(name)) return null;
  if (loaded?.name === name) return loaded.shape;
  return loadedIcon(name) ?? null;
}

/**
 * An icon from public/icons, loaded lazily by name and drawn inline so it takes the text colour
 * (currentColor). While loading, or when the icon does not exist, it is an empty box of the same size.
 */
export function Icon({ name, title, size = 24, className, style }: IconProps) {
  const shape = useIconShape(name);
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={shape?.viewBox ?? '0 0 24 24'}
      fill="none"
      {...shape?.attributes}
      className={className}
      style={{ flexShrink: 0, ...style }}
      focusable="false"
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {labelled ? <title>{title}</title> : null}
      {shape ? renderNodes(shape.children) : null}
    </svg>
  );
}
