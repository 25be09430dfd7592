import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import '../../../lib/i18n';
import { SignaturePad } from './signature-pad';

// jsdom draws nothing: a context that accepts the strokes, and the PNG of a one-pixel canvas
const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
const drawingSurface = () => {
  const context = new Proxy({}, { get: (_, key) => (key === 'canvas' ? undefined : () => undefined) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(ONE_PIXEL_PNG);
  // nor does it capture pointers
  if (!('setPointerCapture' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'setPointerCapture', { value: () => undefined, configurable: true });
    addedPointerCapture = true;
  }
};
let addedPointerCapture = false;

/** The pad on a drawing surface; returns what it hands over. */
const renderPad = () => {
  drawingSurface();
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <SignaturePad label="Signature" onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
};

afterEach(() => {
  vi.restoreAllMocks();
  if (addedPointerCapture) delete (Element.prototype as { setPointerCapture?: unknown }).setPointerCapture;
  addedPointerCapture = false;
});

describe('SignaturePad', () => {
  it('hands the signature over as a PNG as soon as the stroke ends, so that a Save tapped at once sends it', () => {
    const onChange = renderPad();
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 20, clientY: 60 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 120, clientY: 30 });
    fireEvent.pointerUp(pad, { pointerId: 1 });

    expect(onChange).toHaveBeenCalledTimes(1);
    const signature = onChange.mock.calls[0]![0] as Blob;
    expect(signature.type).toBe('image/png');
    expect(signature.size).toBe(atob(ONE_PIXEL_PNG.split(',')[1]!).length);
  });

  it('gives nothing when the pad is cleared', () => {
    const onChange = renderPad();
    fireEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
