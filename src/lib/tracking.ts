/** STUB — replaced by the client-platform work: records the Init event at start-up. */
export function trackInit(): void {}
