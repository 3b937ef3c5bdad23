/** Zoom steps of the figure viewer: 100 % (fits the screen) to 400 %. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 0.5;
/** How far one arrow key moves a zoomed figure, in pixels. */
export const PAN_STEP = 40;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export type Pan = { x: number; y: number };

/** What a key does in the viewer: zoom in or out, back to fit, or move the figure. */
export function keyAction(key: string): { zoom: number } | { reset: true } | { pan: Pan } | null {
  switch (key) {
    case '+':
    case '=':
      return { zoom: ZOOM_STEP };
    case '-':
    case '_':
      return { zoom: -ZOOM_STEP };
    case '0':
      return { reset: true };
    case 'ArrowLeft':
      return { pan: { x: PAN_STEP, y: 0 } };
    case 'ArrowRight':
      return { pan: { x: -PAN_STEP, y: 0 } };
    case 'ArrowUp':
      return { pan: { x: 0, y: PAN_STEP } };
    case 'ArrowDown':
      return { pan: { x: 0, y: -PAN_STEP } };
    default:
      return null;
  }
}
