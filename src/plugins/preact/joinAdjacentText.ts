/**
 * An element's children with neighbouring pieces of text, such as "Call "
 * and {phone}, joined into one string (see joinTextHook.ts for why).
 */
type Child = unknown;

const isText = (child: Child): child is string | number => typeof child === 'string' || typeof child === 'number';

/** The children with nested arrays flattened and adjacent text joined, or undefined when no text is adjacent. */
export function joinAdjacentText(children: readonly Child[]): Child[] | undefined {
  const flat: Child[] = [];
  let joined = false;
  const visit = (list: readonly Child[]) => {
    for (const child of list) {
      if (Array.isArray(child)) visit(child);
      else if (child === null || child === undefined || typeof child === 'boolean')
        continue; // renders nothing
      else if (isText(child) && isText(flat[flat.length - 1])) {
        flat[flat.length - 1] = `${flat[flat.length - 1] as string | number}${child}`;
        joined = true;
      } else flat.push(child);
    }
  };
  visit(children);
  return joined ? flat : undefined;
}
