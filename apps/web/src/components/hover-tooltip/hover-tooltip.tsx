import { cloneElement, useState, type PointerEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

type Props = Omit<TooltipProps, 'children' | 'defaultOpened' | 'opened'> & {
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;
};

/**
 * A hover tooltip that mounts when a mouse first comes over its target. A list shows one per row, and each mounted
 * Tooltip costs a portal and a positioning hook. Like Mantine's default, it opens on hover only, never on touch.
 */
export const HoverTooltip = ({ children, ...props }: Props) => {
  const [armed, setArmed] = useState(false);
  if (armed)
    return (
      <Tooltip {...props} defaultOpened>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') setArmed(true);
    },
  });
};
