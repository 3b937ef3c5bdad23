// Makes sure the end-to-end suite has a Chromium to drive, and says what it did.
// Order: CHROMIUM_PATH, Debian's /usr/bin/chromium; if none, install Debian's package when we are root on
// Debian, else Playwright's own build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
const run = (command) =>
  execSync(command, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });

if (found) {
  console.log(`e2e: using Chromium at ${found}`);
} else if (
  process.getuid?.() === 0 &&
  existsSync('/etc/debian_version') &&
  existsSync('/usr/bin/apt-get')
) {
  console.log(
    "e2e: no Chromium found — installing Debian's chromium package (apt-get install chromium)",
  );
  run('apt-get update -qq');
  run('apt-get install -y -qq chromium');
} else {
  console.log(
    "e2e: no Chromium found — installing Playwright's own Chromium (npx playwright install chromium)",
  );
  run('npx playwright install chromium');
}
