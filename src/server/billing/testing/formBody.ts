/**
 * Reads a form-encoded body or query as Stripe's API reads it: bracketed keys nest
 * (`items[0][price_data][currency]=usd`, `expand[]=x`, `expand[0]=x`), and objects whose keys are
 * all indices become arrays.
 */
type Nested = { [key: string]: Nested | string };

function keyPath(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

function arraysOf(value: Nested | string): unknown {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function parseFormBody(text: string): Record<string, unknown> {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    let node = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) node[name] = value;
      else {
        const next = node[name];
        node = typeof next === 'object' ? next : (node[name] = {});
      }
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}
