import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A tag in a message as its catalog writes it: `<0>`, `</0>`, `<0/>` (and `<$1/>`, a value's place). */
const TAG = /<([\w$]+)\s*\/>|<([\w$]+)>|<\/([\w$]+)>/g;

/**
 * A message's text with its tags made into the elements they name: `Read <0>the guide</0>.` with
 * `{ 0: <Link to="/guide" /> }` is the link around "the guide". A tag with no element is left as
 * text; an unclosed one ends with the message.
 */
export function withElements(text: string, elements: Record<string, ReactElement>): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { name: string; children: ReactNode[]; parent: ReactNode[] }[] = [];
  let children = root;
  let last = 0;
  let key = 0;
  const close = () => {
    const tag = open.pop()!;
    tag.parent.push(cloneElement(elements[tag.name]!, { key: key++ }, ...tag.children));
    children = tag.parent;
  };
  for (const match of text.matchAll(TAG)) {
    const [whole, single, opening, closing] = match;
    const name = single ?? opening ?? closing ?? '';
    if (!isValidElement(elements[name])) continue;
    if (match.index > last) children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (single) children.push(cloneElement(elements[name]!, { key: key++ }));
    else if (opening) {
      open.push({ name, children: [], parent: children });
      children = open.at(-1)!.children;
    } else if (open.at(-1)?.name === name) close();
  }
  if (last < text.length) children.push(text.slice(last));
  while (open.length) close();
  return root;
}

/**
 * A message's values split in two: text and numbers go to the message as they are; an element (what
 * a person typed, wrapped as `<>{text}</>`) takes the place of a tag of its own, `<$0/>`, so that
 * nothing in it is ever read as a tag.
 */
export function placeElements(values: Record<string, ReactNode>): {
  values: Record<string, unknown>;
  elements: Record<string, ReactElement>;
} {
  const plain: Record<string, unknown> = {};
  const elements: Record<string, ReactElement> = {};
  Object.entries(values).forEach(([name, value], index) => {
    if (isValidElement(value)) {
      elements[`$${index}`] = value;
      plain[name] = `<$${index}/>`;
    } else plain[name] = value;
  });
  return { values: plain, elements };
}
