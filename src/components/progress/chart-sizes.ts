/** The accuracy bars' height for `topics` bars: the chart and its placeholder while it loads. */
export const accuracyBarsHeight = (topics: number) => 36 * topics + 60;

/** The score line's height: the chart and its placeholder. */
export const SCORE_LINE_HEIGHT = 220;
