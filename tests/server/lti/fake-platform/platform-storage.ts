import type { FakePlatform, PlatformModule } from './index';

/**
 * The LTI Platform Storage side of the platform, as Canvas offers it: a course page that frames the
 * tool beside a hidden frame named `post_message_forwarding` (the `lti_storage_target` its login
 * initiations name), which answers `lti.put_data` / `lti.get_data` and the older
 * `org.imsglobal.lti.*` subjects, keeping each tool origin's values apart, for as long as the course
 * page is open. The browser tests open the course page; the tool's pages talk to the frame.
 */
export const STORAGE_TARGET = 'post_message_forwarding';

const FORWARDING_FRAME = `<!DOCTYPE html>
<html><head><title>post_message_forwarding</title></head><body><script>
const values = new Map();
window.addEventListener('message', (event) => {
  const message = event.data || {};
  const subject = typeof message.subject === 'string' ? message.subject : '';
  const match = subject.match(/^(lti\\.|org\\.imsglobal\\.lti\\.)(put_data|get_data)$/);
  if (!match || !event.source) return;
  const slot = event.origin + ' ' + message.key;
  const answer = { subject: subject + '.response', message_id: message.message_id, key: message.key };
  if (match[2] === 'put_data') values.set(slot, message.value);
  else if (values.has(slot)) answer.value = values.get(slot);
  else answer.error = { code: 'not_found', message: 'no value under this key' };
  if (match[2] === 'put_data') answer.value = message.value;
  event.source.postMessage(answer, event.origin);
});
</script></body></html>`;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const platformStorage: PlatformModule = (app) => {
  app.get('/mod/lti/post_message_forwarding.html', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(FORWARDING_FRAME),
  );
  app.get('/course/view.php', async (request, reply) => {
    const { tool } = request.query as { tool?: string };
    if (!tool) return reply.code(400).send('which tool?');
    return reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html>
<html lang="en"><head><title>Course</title></head><body><main>
<h1>Course</h1>
<iframe name="${STORAGE_TARGET}" src="/mod/lti/post_message_forwarding.html" hidden></iframe>
<iframe name="tool" title="Groundschool" src="${escape(tool)}" width="1000" height="700"></iframe></main>
</body></html>`);
  });
};

/** The course page that launches the tool at `loginUrl` (its login initiation URL with parameters). */
export const coursePageUrl = (platform: FakePlatform, loginUrl: string) =>
  `${platform.address}/course/view.php?tool=${encodeURIComponent(loginUrl)}`;
