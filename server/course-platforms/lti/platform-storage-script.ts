/**
 * The browser half of LTI Platform Storage (`lti.put_data` / `lti.get_data`, and the older
 * `org.imsglobal.lti.*` subjects, asked both at once: a platform answers the ones it knows). It
 * runs in the tool's frame and talks only to the platform's storage frame at the origin of the
 * platform's authorization URL, so no other page can answer for it. Served as a file because the
 * pages' policy runs no inline script. Its page names what to do in `#lti-storage`'s data:
 * - `put`: store `value` under `key`, then go on to `next` (also when nobody answers: the cookie
 *   may still do);
 * - `get`: read `key` into the form's `platform_storage_state` and send the form again; no answer
 *   shows the page's `#lti-storage-failed` notice.
 */
export const PLATFORM_STORAGE_SCRIPT = `(() => {
  const box = document.getElementById('lti-storage');
  if (!box) return;
  const { mode, target, origin, key, value, next } = box.dataset;
  let frame = window.parent;
  if (target && target !== '_parent') {
    try { frame = window.parent.frames[target] || window.parent; } catch { frame = window.parent; }
  }
  const ask = (action, fields) => new Promise((resolve) => {
    const prefixes = new Map([[crypto.randomUUID(), 'lti.'], [crypto.randomUUID(), 'org.imsglobal.lti.']]);
    let unanswered = prefixes.size;
    const onMessage = (event) => {
      if (event.origin !== origin || event.source !== frame || !event.data) return;
      const prefix = prefixes.get(event.data.message_id);
      if (!prefix || event.data.subject !== prefix + action + '.response') return;
      if (event.data.error) { unanswered -= 1; if (unanswered === 0) finish(null); return; }
      finish(event.data);
    };
    const timer = setTimeout(() => finish(null), 3000);
    const finish = (answer) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(answer);
    };
    window.addEventListener('message', onMessage);
    for (const [id, prefix] of prefixes) {
      frame.postMessage({ subject: prefix + action, message_id: id, ...fields }, origin);
    }
  });
  if (mode === 'put') {
    ask('put_data', { key, value }).then(() => window.location.replace(next));
    return;
  }
  ask('get_data', { key }).then((answer) => {
    const form = document.getElementById('lti-relaunch');
    if (answer && typeof answer.value === 'string' && form) {
      form.elements.namedItem('platform_storage_state').value = answer.value;
      form.submit();
      return;
    }
    const failed = document.getElementById('lti-storage-failed');
    const heading = document.querySelector('h1');
    if (heading) heading.textContent = 'Groundschool could not open';
    if (failed) failed.hidden = false;
  });
})();
`;
