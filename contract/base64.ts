/** How many base64 characters carry `bytes` bytes (with padding). */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** How many bytes a base64 string carries (its padding `=` carries none). */
export const base64Bytes = (base64: string) => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};
