import { z } from 'zod/mini';
import { textField } from './text';

const URL_MESSAGE = 'Enter an address starting with https:// (http:// only for this machine).';
const LOOPBACK = /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/;

/** A course platform's address: https, or http on this machine (a test platform). */
export const webAddressField = (label: string) =>
  textField({ label, min: 1, max: 2000 }).check(
    z.refine(
      (value) => URL.canParse(value) && (value.startsWith('https://') || LOOPBACK.test(value)),
      URL_MESSAGE,
    ),
  );
