import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';

const ICONS_DIR = join(process.cwd(), 'public/icons');

const APP_ICONS = [
  'invite-students',
  'badge-teacher',
  'dashboard',
  'weak-areas',
  'answers',
  'explanation',
  'profile',
  'notifications',
  'badges',
  'reports',
  'report-question',
  'quiz',
  'flashcard',
  'performance',
  'topics',
  'questions',
  'students',
  'settings',
  'final-exam',
  'timer',
  'points',
  'streak',
  'class',
  'sign-out',
];

/** Serves public/icons like the real server; records every request. */
function serveIcons(overrides: Record<string, string> = {}) {
  const requested: string[] = [];
  server.use(
    http.get('/icons/:file', ({ params }) => {
      const file = String(params.file);
      requested.push(file);
      const name = file.replace(/\.svg$/, '');
      const svg =
        overrides[name] ??
        (APP_ICONS.includes(name) ? readFileSync(join(ICONS_DIR, file), 'utf8') : null);
      return svg === null
        ? new HttpResponse('Not found', { status: 404 })
        : new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  );
  return requested;
}

/** Lets pending requests finish and React apply what they bring. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function freshIcon() {
  vi.resetModules();
  return (await import('../../../src/components/icon')).Icon;
}

describe('Icon', () => {
  it('loads the SVG by name and draws it inline in the text colour', async () => {
    const requested = serveIcons();
    const Icon = await freshIcon();
    const { container } = render(<Icon name="invite-students" />);

    await waitFor(() => expect(container.querySelector('circle')).not.toBeNull());
    const svg = container.querySelector('svg')!;
    expect(requested).toEqual(['invite-students.svg']);
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('is decorative by default and an image with a name when given a title', async () => {
    serveIcons();
    const Icon = await freshIcon();
    const { container } = render(
      <>
        <Icon name="timer" />
        <Icon name="streak" title="Study streak" />
      </>,
    );

    expect(container.querySelector('[data-icon="timer"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Study streak' })).toHaveAttribute(
      'data-icon',
      'streak',
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await waitFor(() => expect(container.querySelectorAll('path').length).toBeGreaterThan(1));
  });

  it('fetches each icon once and serves it from memory afterwards', async () => {
    const requested = serveIcons();
    const Icon = await freshIcon();
    const first = render(
      <>
        <Icon name="points" />
        <Icon name="points" size={48} />
      </>,
    );
    await waitFor(() => expect(first.container.querySelectorAll('path')).toHaveLength(2));
    first.unmount();

    const again = render(<Icon name="points" />);

    expect(again.container.querySelector('path')).not.toBeNull();
    expect(requested).toEqual(['points.svg']);
  });

  it('renders an empty box of the same size for a missing icon, without throwing', async () => {
    const requested = serveIcons();
    const Icon = await freshIcon();
    const { container } = render(<Icon name="no-such-icon" size={32} />);

    await waitFor(() => expect(requested).toEqual(['no-such-icon.svg']));
    await settle();
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('height', '32');
    expect(svg.childElementCount).toBe(0);
  });

  it('treats an HTML page served in place of the file as missing', async () => {
    const requested = serveIcons({ dashboard: '<!doctype html><html><body>app</body></html>' });
    const Icon = await freshIcon();
    const { container } = render(<Icon name="dashboard" />);

    await waitFor(() => expect(requested).toEqual(['dashboard.svg']));
    await settle();
    expect(container.querySelector('svg')!.childElementCount).toBe(0);
  });

  it.each(['../secret', 'Settings', 'icons/quiz', 'quiz.svg', '', '-quiz', 'quiz--x'])(
    'refuses the name %j without a request',
    async (name) => {
      const requested = serveIcons();
      const Icon = await freshIcon();
      const { container } = render(<Icon name={name} />);

      await settle();
      expect(requested).toEqual([]);
      expect(container.querySelector('svg')!.childElementCount).toBe(0);
    },
  );

  it('keeps only shapes and presentation attributes from the file', async () => {
    serveIcons({
      quiz: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">
        <script>alert(1)</script>
        <path d="M1 1h2" onclick="alert(2)" stroke-width="3"/>
        <foreignObject><div>x</div></foreignObject>
      </svg>`,
    });
    const Icon = await freshIcon();
    const { container } = render(<Icon name="quiz" />);

    await waitFor(() => expect(container.querySelector('path')).not.toBeNull());
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('script, foreignObject')).toBeNull();
    expect(svg).not.toHaveAttribute('onload');
    expect(container.querySelector('path')!.getAttributeNames().sort()).toEqual([
      'd',
      'stroke-width',
    ]);
  });
});

describe('the icon set', () => {
  it('has every icon the app needs as a clean 24×24 stroke icon', async () => {
    const { parseIcon } = await import('../../../src/components/icon/icon-loader');
    const files = readdirSync(ICONS_DIR).filter((file) => file.endsWith('.svg'));

    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual([...APP_ICONS].sort());
    for (const file of files) {
      const shape = parseIcon(readFileSync(join(ICONS_DIR, file), 'utf8'));
      expect(shape, file).not.toBeNull();
      expect(shape!.viewBox, file).toBe('0 0 24 24');
      expect(shape!.attributes, file).toEqual({
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: '2',
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      });
      expect(shape!.children.length, file).toBeGreaterThan(0);
    }
  });
});
