/**
 * Runs inline in every page's <head>, with startScriptsAfterPaint.
 *
 * Between the first paint and React taking over the page (hydration), the
 * page looks ready but has no handlers yet: a press of the menu button, a
 * key on it, a form sent or a value typed into a calculator would do
 * nothing, or be forgotten by React. This holds back each such action and
 * replays it once Docusaurus marks the page hydrated
 * (`<html data-has-hydrated="true">`, set after React's effects have run):
 * the pointer's place and the focus first, then presses, keys and typed
 * values in the order they began (a field once, with the last value typed
 * in it), then at most one submission per form, so a form pressed twice is
 * sent once and with everything typed.
 *
 * Links, tick boxes, text fields and <details> work without JavaScript, so
 * they keep their native behaviour: typed values are only reported to React
 * afterwards. If React never takes over (a script fails to download, or the
 * scripts have run and the page is still not hydrated after
 * HYDRATION_WAIT_MS), nothing more is held: a form sent is posted the way it
 * would be without JavaScript, and a form the browser found incomplete
 * shows the browser's own message.
 */

/** Controls whose behaviour is React's: presses and activation keys on them are held back until hydration. */
const SCRIPTED_CONTROL = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
/** Keys that press any of those controls. */
const ACTIVATION_KEYS = ['Enter', ' '];
/** Keys only the site's composite widgets use (menu buttons, tabs): on other buttons they scroll the page. */
const WIDGET = '[aria-haspopup], [role="tab"], [role="menuitem"]';
const WIDGET_KEYS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape'];
/** After the scripts have run, how long hydration may take before the page is left to work without it. */
const HYDRATION_WAIT_MS = 10_000;

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

/** What startScriptsAfterPaint tells this module. */
export interface EarlyInteractions {
  /** Every bundle has downloaded and run: hydration should follow shortly. */
  scriptsRan(): void;
}

/** A form sent (or tried, and found incomplete by the browser) before hydration. */
interface HeldSubmission {
  submitter: HTMLElement | null;
  /** False when the browser's own validation stopped it: after hydration the site's messages take over. */
  complete: boolean;
}

export function keepEarlyInteractions(): EarlyInteractions {
  const replays: (() => void)[] = [];
  const typedValues = new Map<Field, TypedValue>();
  /** What each control already has held ('click' or a key): a second press of a control that did not answer is the same wish. */
  const heldPresses = new Map<HTMLElement, Set<string>>();
  const submissions = new Map<HTMLFormElement, HeldSubmission>();
  let hovered: Element | null = null;
  let holding = true;

  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  /** Holds a press once per control and kind; repeats are swallowed. */
  const holdPress = (event: Event, control: HTMLElement, kind: string, replay: () => void) => {
    hold(event);
    const kinds = heldPresses.get(control) ?? new Set<string>();
    heldPresses.set(control, kinds);
    if (kinds.has(kind)) return;
    kinds.add(kind);
    replays.push(replay);
  };

  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        const control = scriptedControl(event.target);
        if (control) holdPress(event, control, 'click', () => control.isConnected && control.click());
      },
    ],
    [
      'keydown',
      (event) => {
        const {key, code, shiftKey, altKey, ctrlKey, metaKey} = event as KeyboardEvent;
        const control = scriptedControl(event.target);
        if (!control) return;
        if (ACTIVATION_KEYS.includes(key) || (WIDGET_KEYS.includes(key) && control.matches(WIDGET)))
          holdPress(event, control, `key ${key}`, () =>
            replayKey(control, {key, code, shiftKey, altKey, ctrlKey, metaKey}),
          );
      },
    ],
    [
      'submit',
      (event) => {
        hold(event);
        const form = event.target as HTMLFormElement;
        submissions.set(form, {submitter: (event as SubmitEvent).submitter, complete: true});
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
        if (!submissions.has(form)) submissions.set(form, {submitter: null, complete: false});
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
    // Replayed once, in order with the presses, with the last value the visitor left.
    if (!known) replays.push(() => replayField(target, typedValues.get(target)!));
  }

  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  const stopHolding = () => {
    if (!holding) return false;
    holding = false;
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    return true;
  };

  const replayAll = () => {
    if (!stopHolding()) return;
    replayHover(hovered);
    replayFocus();
    for (const replay of replays) replay();
    // Last, so a form is sent with every value typed before hydration, and once however often it was pressed.
    submissions.forEach(({submitter}, form) => {
      if (!form.isConnected) return;
      if (submitter?.isConnected) submitter.click();
      else form.requestSubmit();
    });
  };

  // React will not take over: let the page work as it does without JavaScript (both forms post natively).
  const giveUp = () => {
    if (!stopHolding()) return;
    submissions.forEach(({complete}, form) => {
      if (!form.isConnected) return;
      if (complete) form.submit();
      else form.reportValidity();
    });
  };

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/assets/js/')) giveUp();
    },
    true,
  );

  const html = document.documentElement;
  const observer = new MutationObserver(() => {
    if (html.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    replayAll();
  });
  observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});

  return {
    scriptsRan: () => {
      if (holding) setTimeout(giveUp, HYDRATION_WAIT_MS);
    },
  };
}
