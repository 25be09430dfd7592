import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SignaturePadProps = {
  label: string;
  /** the signature as a PNG, or null once cleared */
  onChange: (signature: Blob | null) => void;
  error?: string;
};

const HEIGHT = 160;

/** The canvas as a PNG file, encoded synchronously. */
const pngOf = (c: HTMLCanvasElement) => {
  const base64 = c.toDataURL('image/png').split(',')[1] ?? '';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
};

/** A canvas to sign on with a finger, a pen or a mouse (pointer events); Clear starts over. */
export const SignaturePad = ({ label, onChange, error }: SignaturePadProps) => {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  /** Sizes the drawing surface to the box on screen (it may have been laid out after mounting, in a dialog). */
  const prepare = () => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return null;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(c.offsetWidth * ratio);
    if (c.width !== width || c.height !== HEIGHT * ratio) {
      c.width = width;
      c.height = HEIGHT * ratio;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, c.offsetWidth, HEIGHT);
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#1a1b1e';
    }
    return ctx;
  };
  useEffect(() => {
    prepare();
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const handleDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = prepare();
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(p.x + 0.1, p.y + 0.1);
    ctx.stroke();
  };
  const handleMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
  };
  const handleUp = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    // encoded at once (not with the asynchronous toBlob): a Save tapped right after signing sends the signature
    onChange(pngOf(canvas.current));
  };
  const handleClear = () => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.restore();
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500} id="signature-label">
          {label}
        </Text>
        <Button variant="subtle" mih={44} onClick={handleClear}>
          {t('driver:inspection.clearSignature')}
        </Button>
      </Group>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby="signature-label"
        data-testid="signature-pad"
        style={{
          width: '100%',
          height: HEIGHT,
          border: `1px solid ${error ? '#fa5252' : '#ced4da'}`,
          borderRadius: 8,
          touchAction: 'none',
          background: '#fff',
        }}
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={handleUp}
      />
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
