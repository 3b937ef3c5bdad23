import type { ReactNode } from 'react';
import type { LightDocument, LightInline } from '../../../contract/light-markdown';

function inline(node: LightInline, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.tag) {
    case 'br':
      return <br key={key} />;
    case 'code':
      return <code key={key}>{node.text}</code>;
    case 'strong':
      return <strong key={key}>{node.children.map(inline)}</strong>;
    case 'em':
      return <em key={key}>{node.children.map(inline)}</em>;
  }
}

/** The elements react-markdown draws for a light document: paragraphs a newline apart. */
export function LightMarkdownView({ document }: { document: LightDocument }) {
  return document.map((paragraph, index) => [
    index > 0 ? '\n' : null,
    <p key={index}>{paragraph.map(inline)}</p>,
  ]);
}
