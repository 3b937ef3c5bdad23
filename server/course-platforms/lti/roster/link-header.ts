/**
 * The `rel="next"` target of an HTTP `Link` header (RFC 8288), as NRPS pages its members:
 * `<https://…?page=2>; rel="next", <https://…?page=1>; rel="first"`. Relative targets resolve
 * against the page that sent the header.
 */
export function nextPageOf(linkHeader: string | null, pageUrl: string): string | null {
  if (!linkHeader) return null;
  for (const link of linkHeader.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    if (!match) continue;
    const [, target = '', parameters = ''] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(parameters);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return new URL(target, pageUrl).toString();
  }
  return null;
}
