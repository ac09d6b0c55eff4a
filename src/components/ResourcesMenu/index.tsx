/**
 * The desktop Resources dropdown (WAI-ARIA menu button pattern), built on the
 * platform's popover: the button names the menu with `popovertarget`, so the
 * browser opens it on click, Enter or Space, closes it on Escape (focus back
 * to the button) or a press outside, and all of that works from the HTML
 * alone, before React has hydrated or without JavaScript.
 *
 * Once hydrated, React adds what the platform lacks: Enter,
 * Space and ArrowDown open on the first entry (ArrowUp on the last), arrow,
 * Home and End keys move between entries, Tab closes, a hovering mouse opens
 * it after 100 ms and leaving keeps it open for 300 ms, and choosing an entry
 * closes it. React reads the open state from the popover's `toggle` event, so
 * the browser and React never disagree about it.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import Link from '@site/src/components/SiteLink';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import type {NavLink} from '../../site-map';
import {ChevronDownIcon} from '../Icons';
import styles from './styles.module.css';

/** The owner's rule: a hovered menu opens after 100 ms and stays 300 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 100;
export const POINTER_GRACE_MS = 300;
/** A click this soon after the hover opened the menu was aimed at opening it too: it keeps the menu open. */
const CLICK_AFTER_HOVER_MS = 500;

interface Props {
  label: string;
  items: readonly NavLink[];
  active: boolean;
}

const isOpen = (menu: HTMLElement | null) => menu?.matches(':popover-open') ?? false;

/** Where CSS anchor positioning is missing, the menu (fixed, in the top layer) is placed under the button by hand. */
function placeUnder(menu: HTMLElement, button: HTMLElement) {
  if (CSS.supports('anchor-name: --a')) return;
  const box = button.getBoundingClientRect();
  menu.style.top = `${box.bottom}px`;
  menu.style.left = `${box.left}px`;
}

export default function ResourcesMenu({label, items, active}: Props) {
  const [open, setOpen] = useState(false);
  // Until hydration the browser exposes the expanded state of a popover button itself.
  const hydrated = useIsBrowser();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(-Infinity);
  const menuId = useId();
  const buttonId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const show = () => {
    const menu = menuRef.current;
    if (!menu || !buttonRef.current || isOpen(menu)) return;
    placeUnder(menu, buttonRef.current);
    menu.showPopover();
  };
  const hide = () => {
    if (isOpen(menuRef.current)) menuRef.current!.hidePopover();
  };

  // The popover's own state (opened by the browser or by React) drives the button's state.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', onToggle);
    setOpen(isOpen(menu));
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      focusItem(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show();
      focusItem(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      // Closing hands focus back to the button; Shift+Tab's own step back would then pass it (a keyboard trial
      // landed on the link before it), so Shift+Tab stops on the button.
      if (event.shiftKey) event.preventDefault();
      hide();
    }
  };

  // Hover opens after a short delay (so a pointer passing over does not flash
  // the menu) and leaving keeps it open for a grace period (so a diagonal move
  // towards an entry does not close it). Touch and pen use the click instead.
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      show();
      hoverOpenedAt.current = performance.now();
    }, HOVER_OPEN_DELAY_MS);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(hide, POINTER_GRACE_MS);
  };

  return (
    <div className={styles.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={clsx(styles.button, active && styles.active)}
        aria-haspopup="true"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        popoverTarget={menuId}
        onClick={(event) => {
          // A click decides: a hover-open still pending from the pointer's arrival must not reopen what it closed.
          clearTimeout(hoverTimer.current);
          // The hover opened it just before the click landed (a mouse that paused on the way): the click meant
          // "open" too, so the browser's toggle, which would close it under her pointer, is cancelled.
          if (performance.now() - hoverOpenedAt.current < CLICK_AFTER_HOVER_MS) event.preventDefault();
          hoverOpenedAt.current = -Infinity;
          if (buttonRef.current && menuRef.current) placeUnder(menuRef.current, buttonRef.current);
        }}
        onKeyDown={onButtonKeyDown}>
        {label}
        <ChevronDownIcon className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        popover="auto"
        onKeyDown={onMenuKeyDown}>
        {items.map((item, index) => (
          <li role="none" key={item.to}>
            <Link
              role="menuitem"
              // Before hydration the entries follow the button in the Tab order; after it, the arrow keys move.
              tabIndex={hydrated ? -1 : undefined}
              to={item.to}
              className={styles.item}
              ref={(el: HTMLAnchorElement | null) => {
                itemRefs.current[index] = el;
              }}
              onClick={hide}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
