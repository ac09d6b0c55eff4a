/**
 * Client module (registered by the preact plugin, so it runs in the browser
 * and in the build's server rendering): an element's neighbouring pieces of
 * text, such as "Call " and {phone}, become one string before rendering.
 *
 * Why: the HTML holds them as one text node (nothing separates them), while
 * Preact renders them as two; hydrating, it shortened the first and added
 * the second, so paragraphs were rewritten the moment the scripts ran, and
 * the browser could count that as a new largest paint. One string on both
 * sides means the HTML is adopted as it is.
 */
import {options, type VNode} from 'preact';
import {joinAdjacentText} from './joinAdjacentText';

const previousHook = options.vnode;
options.vnode = (vnode: VNode) => {
  // Elements only: a component decides itself where its children go, and its elements pass through here too.
  const props = vnode.props as {children?: unknown};
  if (typeof vnode.type === 'string' && Array.isArray(props.children)) {
    const joined = joinAdjacentText(props.children);
    if (joined) props.children = joined.length === 1 ? joined[0] : joined;
  }
  previousHook?.(vnode);
};
