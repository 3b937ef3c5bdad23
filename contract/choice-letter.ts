/** The letter shown beside a choice: A for the first. */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);
