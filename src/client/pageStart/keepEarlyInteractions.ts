/**
 * Runs inline in every page's <head>, with startScriptsAfterPaint.
 *
 * Between the first paint and React taking over the page (hydration), the
 * page looks ready but has no handlers yet: a click on the menu button, a
 * key pressed on it, a form sent or a value typed into a calculator would do
 * nothing, or be forgotten by React. This holds back each such action and
 * replays it, in order, once Docusaurus marks the page hydrated
 * (`<html data-has-hydrated="true">`, set after React's effects have run).
 *
 * Links, tick boxes, text fields and <details> work without JavaScript, so
 * they keep their native behaviour: typed values are only reported to React
 * afterwards. If a script fails to download, nothing more is held and a
 * form held back is posted the way it would be without JavaScript.
 */

/** Controls whose behaviour is React's: clicks and keys on them are held back until hydration. */
const SCRIPTED_CONTROL = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
/** Keys the site's widgets handle (menu buttons, tabs); the rest keep their native behaviour. */
const REPLAYED_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape'];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function scriptedControl(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(SCRIPTED_CONTROL) : null;
  if (!control || control.closest('a[href]')) return null;
  // A submit button submits its form natively; the submit event is what is held back.
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null;
  return control;
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/** What the visitor left in a field: React re-renders fields as it finishes hydrating, which resets them. */
interface TypedValue {
  value: string;
  checked: boolean;
}

/**
 * Puts back a value typed before hydration and tells React about it. React compares a field's value with
 * the last one it saw and ignores an event that changes nothing, so the field is first set to another
 * value through React's own setter, then to the typed one through the browser's; the event that follows
 * reaches the component's onChange with what the visitor typed.
 */
function replayField(field: Field, typed: TypedValue): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = typed.value;
    field.dispatchEvent(new Event('change', {bubbles: true}));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !typed.checked) return;
    field.checked = !typed.checked;
    field.click();
  } else {
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
    field.value = typed.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
    field.dispatchEvent(new Event('input', {bubbles: true}));
  }
  // The visitor has already moved on from this field: let its blur checks (formatting, messages) run.
  if (document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', {bubbles: true}));
}

function replayKey(control: HTMLElement, init: KeyboardEventInit): void {
  if (!control.isConnected) return;
  const handled = !control.dispatchEvent(new KeyboardEvent('keydown', {...init, bubbles: true, cancelable: true}));
  // Enter and Space press a button; the original press was held back, so press it now unless React used the key.
  if (!handled && (init.key === 'Enter' || init.key === ' ')) control.click();
}

/**
 * React never saw the focus of an element the visitor moved to before hydration (the search box loads its
 * engine on focus): tell it, as the browser would have, before anything typed there is replayed.
 */
function replayFocus(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
  }
}

function replayHover(element: Element | null): void {
  if (!element?.isConnected || !element.matches(':hover')) return;
  const init = {bubbles: true, relatedTarget: null};
  if (typeof PointerEvent === 'function')
    element.dispatchEvent(new PointerEvent('pointerover', {...init, pointerType: 'mouse'}));
  element.dispatchEvent(new MouseEvent('mouseover', init));
}

export function keepEarlyInteractions(): void {
  const replays: (() => void)[] = [];
  const typedValues = new Map<Field, TypedValue>();
  const heldForms: HTMLFormElement[] = [];
  const formsToRetry = new Set<HTMLFormElement>();
  let hovered: Element | null = null;
  let hydrated = false;

  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    replays.push(replay);
  };

  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        const control = scriptedControl(event.target);
        if (control) hold(event, () => control.isConnected && control.click());
      },
    ],
    [
      'keydown',
      (event) => {
        const {key, code, shiftKey, altKey, ctrlKey, metaKey} = event as KeyboardEvent;
        const control = scriptedControl(event.target);
        if (control && REPLAYED_KEYS.includes(key))
          hold(event, () => replayKey(control, {key, code, shiftKey, altKey, ctrlKey, metaKey}));
      },
    ],
    [
      'submit',
      (event) => {
        const form = event.target as HTMLFormElement;
        const submitter = (event as SubmitEvent).submitter;
        heldForms.push(form);
        hold(event, () => {
          if (!form.isConnected) return;
          if (submitter?.isConnected) submitter.click();
          else form.requestSubmit();
        });
      },
    ],
    [
      // A form tried before hydration still has the browser's own validation (hydration switches it off
      // for the site's messages): hide the browser's bubble and try the form again once React can answer.
      'invalid',
      (event) => {
        const form = (event.target as Field).form;
        if (!form) return;
        event.preventDefault();
        if (formsToRetry.has(form)) return;
        formsToRetry.add(form);
        replays.push(() => {
          formsToRetry.delete(form);
          if (form.isConnected) form.requestSubmit();
        });
      },
    ],
    ['input', (event) => rememberField(event.target)],
    ['change', (event) => rememberField(event.target)],
    [
      'pointerover',
      (event) => {
        if ((event as PointerEvent).pointerType === 'mouse') hovered = event.target as Element;
      },
    ],
  ];

  function rememberField(target: EventTarget | null): void {
    if (!isField(target)) return;
    const known = typedValues.has(target);
    typedValues.set(target, {value: target.value, checked: target instanceof HTMLInputElement && target.checked});
    // Replayed once, in order with the clicks, with the last value the visitor left.
    if (!known) replays.push(() => replayField(target, typedValues.get(target)!));
  }

  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  const stopHolding = () => {
    if (hydrated) return false;
    hydrated = true;
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    return true;
  };

  const replayAll = () => {
    if (!stopHolding()) return;
    replayHover(hovered);
    replayFocus();
    for (const replay of replays) replay();
  };

  // If a script of the site fails to download, React will not take over: stop holding anything back
  // and send a held form the way a browser without JavaScript would (both forms work without it).
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLScriptElement) || !target.src.includes('/assets/js/') || !stopHolding()) return;
      for (const form of heldForms) if (form.isConnected) form.submit();
    },
    true,
  );

  const html = document.documentElement;
  const isHydrated = () => html.getAttribute('data-has-hydrated') === 'true';
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    replayAll();
  });
  observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
}
