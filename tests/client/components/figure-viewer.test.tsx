import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FigureViewer } from '../../../src/components/figure-viewer/figure-viewer';
import { keyAction, PAN_STEP } from '../../../src/components/figure-viewer/zoom';

async function openViewer() {
  const user = userEvent.setup();
  render(<FigureViewer src="/api/figures/abc" alt="Wind triangle" />);
  await user.click(screen.getByRole('button', { name: 'Wind triangle: open at full size' }));
  const figure = await screen.findByRole('img', { name: /^Wind triangle\. Plus and minus/ });
  figure.focus();
  return user;
}

const zoomLevel = () => screen.getByText(/^Zoom \d+ %$/).textContent;

describe('the figure viewer', () => {
  it('opens the figure at full size, fitted (100 %)', async () => {
    await openViewer();
    expect(screen.getByRole('dialog', { name: 'Wind triangle' })).toBeVisible();
    expect(zoomLevel()).toBe('Zoom 100 %');
  });

  it('zooms with + and - on the keyboard, between 100 % and 400 %', async () => {
    const user = await openViewer();
    await user.keyboard('++');
    expect(zoomLevel()).toBe('Zoom 200 %');
    await user.keyboard('-');
    expect(zoomLevel()).toBe('Zoom 150 %');
    await user.keyboard('------');
    expect(zoomLevel()).toBe('Zoom 100 %');
    await user.keyboard('++++++++');
    expect(zoomLevel()).toBe('Zoom 400 %');
  });

  it('0 fits the figure again', async () => {
    const user = await openViewer();
    await user.keyboard('++0');
    expect(zoomLevel()).toBe('Zoom 100 %');
  });

  it('zooms with the buttons too', async () => {
    const user = await openViewer();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomLevel()).toBe('Zoom 150 %');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  });

  it('moves a zoomed figure with the arrow keys', () => {
    expect(keyAction('ArrowLeft')).toEqual({ pan: { x: PAN_STEP, y: 0 } });
    expect(keyAction('ArrowDown')).toEqual({ pan: { x: 0, y: -PAN_STEP } });
    expect(keyAction('q')).toBeNull();
  });
});
