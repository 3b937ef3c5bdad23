import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the box is wider inside than it shows, and whether columns are hidden to its right. */
const widthOf = (box: HTMLElement) => ({
  overflows: box.scrollWidth > box.clientWidth + 1,
  moreToTheRight: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
});
type Width = ReturnType<typeof widthOf>;
const sameWidth = (a: Width, b: Width) =>
  a.overflows === b.overflows && a.moreToTheRight === b.moreToTheRight;

/**
 * A wide table on a narrow screen: scrolls sideways by touch, mouse or keyboard (when it overflows
 * the box takes focus, so arrow keys scroll it), and while columns are hidden to the right it says
 * so and shades the right edge.
 */
export function SidewaysScroll({
  label,
  hintInset = 0,
  children,
}: {
  label: string;
  /** The hint's left padding (theme spacing), to line up with a heading above a bare table. */
  hintInset?: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<Width>({ overflows: false, moreToTheRight: false });
  const measure = () => {
    if (!box.current) return;
    const now = widthOf(box.current);
    setWidth((before) => (sameWidth(before, now) ? before : now));
  };

  // After every render (the rows may have changed the table's width), and as it scrolls or the
  // window resizes.
  useLayoutEffect(measure);
  useEffect(() => {
    const element = box.current;
    element?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  return (
    <>
      {width.moreToTheRight && (
        <Typography
          variant="caption"
          sx={{ display: 'block', px: hintInset, color: 'text.secondary' }}
        >
          More columns to the right: scroll sideways.
        </Typography>
      )}
      <Box
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={width.overflows ? 0 : undefined}
        sx={{
          overflowX: 'auto',
          boxShadow: width.moreToTheRight ? 'inset -16px 0 12px -12px rgba(0, 0, 0, 0.35)' : 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
    </>
  );
}
