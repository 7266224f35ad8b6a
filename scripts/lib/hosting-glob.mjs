// firebase.json's Hosting globs (`*` one segment, `**` any, `@(a|b)` one of) as regular expressions, so unit tests
// can ask which rewrite or header rule a path falls under without starting Hosting.

/** The glob of a rewrite's or header rule's `source` as a regular expression over a whole path. */
export function hostingGlobPattern(source) {
  let pattern = '';
  for (let i = 0; i < source.length; i++) {
    const rest = source.slice(i);
    if (rest.startsWith('**')) {
      pattern += '.*';
      i++;
    } else if (rest.startsWith('*')) {
      pattern += '[^/]*';
    } else if (rest.startsWith('@(')) {
      const end = source.indexOf(')', i);
      pattern += `(?:${source.slice(i + 2, end)})`;
      i = end;
    } else {
      pattern += rest.charAt(0).replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}
