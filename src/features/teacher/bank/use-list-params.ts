import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page in the address (shareable, kept on reload and back). Setting a
 * filter goes back to page 1; an empty value removes the parameter.
 */
export function useListParams<Name extends string>() {
  const [params, setParams] = useSearchParams();
  const get = (name: Name) => params.get(name) ?? '';
  const set = (changes: Partial<Record<Name | 'page', string>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, String(value));
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { get, set, page };
}
