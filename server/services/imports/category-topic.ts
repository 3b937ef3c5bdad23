import { DEFAULT_IMPORT_TOPIC } from './types';

const CONTEXT_PREFIX = /^\$(course|module|system|cat\d*|quiz)\$$/;

/**
 * The topic name of a Moodle category path (Moodle XML `<category>` and GIFT `$CATEGORY:`):
 * `$course$/Navigation/VOR` → `Navigation / VOR`. The context prefix (`$course$`, `$module$`,
 * `$system$`, `$cat1$` …) and Moodle's `top` level are dropped; the remaining levels are joined
 * with " / " so nested categories stay distinct topics. `//` in a level is a literal slash.
 */
export function categoryToTopic(path: string): string {
  const levels = path
    .trim()
    .split(/(?<!\/)\/(?!\/)/)
    .map((level) => level.replaceAll('//', '/').trim())
    .filter((level) => level !== '');
  if (CONTEXT_PREFIX.test(levels[0] ?? '')) levels.shift();
  if (levels.length > 1 && levels[0] === 'top') levels.shift();
  return levels.length > 0 ? levels.join(' / ') : DEFAULT_IMPORT_TOPIC;
}

/** The Moodle category path of a topic name, the inverse of `categoryToTopic`. */
export function topicToCategory(topic: string): string {
  return `$course$/${topic
    .split(' / ')
    .map((level) => level.replaceAll('/', '//'))
    .join('/')}`;
}
