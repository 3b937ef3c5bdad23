import CloseRounded from '@mui/icons-material/CloseRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampZoom, keyAction, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP, type Pan } from './zoom';

type FigureViewerProps = {
  src: string;
  /** What the figure shows, for screen readers (and the dialog's title). */
  alt: string;
};

const NO_PAN: Pan = { x: 0, y: 0 };

/**
 * A figure (a question's or a flashcard's) as a thumbnail; activating it opens it at full size with
 * zoom (buttons, + and -, the wheel) and pan (drag, arrow keys). 0 fits it again.
 */
export function FigureViewer({ src, alt }: FigureViewerProps) {
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();

  const zoomBy = (step: number) => {
    const next = clampZoom(zoom + step);
    setZoom(next);
    if (next === MIN_ZOOM) setPan(NO_PAN);
  };
  const close = () => {
    setOpen(false);
    setZoom(MIN_ZOOM);
    setPan(NO_PAN);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if ('zoom' in action) zoomBy(action.zoom);
    else if ('reset' in action) {
      setZoom(MIN_ZOOM);
      setPan(NO_PAN);
    } else if (zoom > MIN_ZOOM) {
      setPan((current) => ({ x: current.x + action.pan.x, y: current.y + action.pan.y }));
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (zoom === MIN_ZOOM) return;
    drag.current = { x: event.clientX - pan.x, y: event.clientY - pan.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current)
      setPan({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };

  return (
    <>
      <ButtonBase
        onClick={(event) => {
          // Inside a card that flips on click: opening the figure is not a flip.
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={`${alt}: open at full size`}
        sx={{ borderRadius: 2, overflow: 'hidden', alignSelf: 'flex-start', maxWidth: '100%' }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, objectFit: 'contain' }}
        />
      </ButtonBase>
      <Dialog
        open={open}
        onClose={close}
        fullScreen
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {alt}
          </Typography>
          <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
            Zoom {Math.round(zoom * 100)} %
          </Typography>
          <IconButton
            aria-label="Zoom out"
            onClick={() => zoomBy(-ZOOM_STEP)}
            disabled={zoom <= MIN_ZOOM}
          >
            <ZoomOutRounded />
          </IconButton>
          <IconButton
            aria-label="Zoom in"
            onClick={() => zoomBy(ZOOM_STEP)}
            disabled={zoom >= MAX_ZOOM}
          >
            <ZoomInRounded />
          </IconButton>
          <IconButton aria-label="Close" onClick={close}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <Box
          role="img"
          aria-label={`${alt}. Plus and minus zoom, arrow keys move it, 0 fits it.`}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onWheel={(event) => zoomBy(event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          sx={{
            flex: 1,
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            cursor: zoom > MIN_ZOOM ? 'grab' : 'default',
            touchAction: 'none',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="img"
            src={src}
            alt=""
            draggable={false}
            sx={{
              maxWidth: '100%',
              maxHeight: '100%',
              transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
              transition: 'transform 120ms ease-out',
            }}
          />
        </Box>
      </Dialog>
    </>
  );
}
