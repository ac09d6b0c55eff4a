/**
 * The desktop Resources dropdown: a small accessible menu button (WAI-ARIA
 * menu button pattern) written by hand so the navbar stays under its
 * JavaScript budget. Opens on click, Enter, Space, ArrowDown (ArrowUp opens
 * at the last entry) or a 100 ms hover; Escape closes and returns focus.
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {NavLink} from '../../site-map';
import {ChevronDownIcon} from '../Icons';
import styles from './styles.module.css';

/** Site spec §9: a hovered menu opens after 100 ms and stays 300 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 100;
export const POINTER_GRACE_MS = 300;

interface Props {
  label: string;
  items: readonly NavLink[];
  active: boolean;
}

export default function ResourcesMenu({label, items, active}: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openAt = (index: number | null) => {
    pendingFocus.current = index;
    setOpen(true);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Focus the requested entry once the menu has rendered open.
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  });

  // A press anywhere outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      close(true);
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
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  // Hover opens after a short delay (so a pointer passing over does not flash
  // the menu) and leaving keeps it open for a grace period (so a diagonal move
  // towards an entry does not close it). Touch and pen use the click instead.
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(true), HOVER_OPEN_DELAY_MS);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(false), POINTER_GRACE_MS);
  };

  return (
    <div ref={rootRef} className={styles.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={clsx(styles.button, active && styles.active)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onButtonKeyDown}>
        {label}
        <ChevronDownIcon className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}>
        {items.map((item, index) => (
          <li role="none" key={item.to}>
            <Link
              role="menuitem"
              tabIndex={-1}
              to={item.to}
              className={styles.item}
              ref={(el: HTMLAnchorElement | null) => {
                itemRefs.current[index] = el;
              }}
              onClick={() => close(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
