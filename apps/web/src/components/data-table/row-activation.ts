import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

/** True when the event started on a control inside the row (a button in a cell handles itself). */
const fromInnerControl = (event: MouseEvent | KeyboardEvent) => {
  const target = event.target as HTMLElement;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
};

export const openInNewTab = (href: string) => {
  window.open(href, '_blank', 'noopener');
};

type Handlers<T> = {
  row: T;
  href: string | undefined;
  onActivate: ((row: T) => void) | undefined;
  navigate: (href: string) => void;
};

/**
 * Click, middle click and Enter on a table row: ctrl/meta click or middle click opens the row's href in a new tab,
 * a plain click calls onActivate (or follows the href).
 */
export const rowActivationProps = <T>({ row, href, onActivate, navigate }: Handlers<T>) => {
  if (!href && !onActivate) return {};
  const activate = (newTab: boolean) => {
    if (newTab && href) return openInNewTab(href);
    if (onActivate) return onActivate(row);
    if (href) navigate(href);
  };
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (fromInnerControl(event)) return;
      activate(event.ctrlKey || event.metaKey);
    },
    onAuxClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 1 || fromInnerControl(event) || !href) return;
      event.preventDefault();
      openInNewTab(href);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || fromInnerControl(event)) return;
      event.preventDefault();
      activate(event.ctrlKey || event.metaKey);
    },
  };
};
