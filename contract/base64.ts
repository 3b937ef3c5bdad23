/** How many base64 characters carry `bytes` bytes (with padding). */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
