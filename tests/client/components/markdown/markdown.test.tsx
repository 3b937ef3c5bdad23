import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../../src/components/markdown/markdown';

describe('Markdown', () => {
  it('draws light text in the first render, without waiting for the full pipeline', () => {
    render(<Markdown>{'What is **Vy**?'}</Markdown>);
    expect(screen.getByText('Vy').tagName).toBe('STRONG');
  });

  it('shows the words of richer text while the full pipeline loads, then draws it', async () => {
    render(<Markdown>{'| Wind | Gust |\n|---|---|\n| 10 | 20 |'}</Markdown>);
    expect(screen.getByText('Wind Gust 10 20')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('keeps links to web, mail and relative addresses', async () => {
    render(<Markdown>{'[web](https://faa.gov) [mail](mailto:a@b.org) [page](/student)'}</Markdown>);
    expect(await screen.findByRole('link', { name: 'web' })).toHaveAttribute(
      'href',
      'https://faa.gov',
    );
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.org');
    expect(screen.getByRole('link', { name: 'page' })).toHaveAttribute('href', '/student');
  });
});

describe('Markdown sanitising', () => {
  /** Draws `text` followed by a last paragraph, and waits for that paragraph. */
  async function drawn(text: string) {
    const { container } = render(<Markdown>{`${text}\n\nthe end`}</Markdown>);
    await screen.findByText('the end');
    return container;
  }

  it('runs no script written in the text', async () => {
    const container = await drawn('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('drops a javascript: link target', async () => {
    const container = await drawn('[click](javascript:alert(1))');
    expect(screen.getByText('click')).toBeInTheDocument();
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('keeps no event handler attribute', async () => {
    const container = await drawn('a <img src="x" onerror="alert(1)"> b');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws no element from a raw HTML block', async () => {
    const container = await drawn('<div onclick="alert(1)">\n\nhi\n\n</div>');
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.firstElementChild!.querySelector('div')).toBeNull();
  });
});
