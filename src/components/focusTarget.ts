/**
 * Moves focus to an element that is not a control (the main content, a heading), as a skip link or a jump does, so a
 * screen reader reads on from there. The element is focusable only until focus leaves it: taking the tabindex away at
 * once, as Docusaurus's skip link does, makes Chromium move focus to `<body>`, and keeping it would make the element a
 * place a mouse click could leave focus.
 */
export function focusTarget(element: HTMLElement, options?: FocusOptions): void {
  element.setAttribute('tabindex', '-1');
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  element.focus(options);
}
