import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { HoverTooltip } from './hover-tooltip';

const renderButton = () =>
  render(
    <MantineProvider>
      <HoverTooltip label="Only draft orders can be deleted">
        <button type="button">Delete</button>
      </HoverTooltip>
    </MantineProvider>,
  );

describe('HoverTooltip', () => {
  it('mounts no tooltip (and no portal) before a mouse comes over its target', () => {
    const portals = document.querySelectorAll('[data-portal]').length;
    renderButton();
    expect(document.querySelectorAll('[data-portal]')).toHaveLength(portals);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens when a mouse comes over its target, and closes when it leaves', async () => {
    renderButton();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Delete' }), { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Only draft orders can be deleted');
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open on a touch', () => {
    renderButton();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Delete' }), { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
