import sharp from 'sharp';

export type FormPart = { name: string; value: string } | { name: string; file: string; bytes: Buffer; type?: string };

/** A multipart body of text fields and files, as a browser's FormData sends it. */
export const formBody = (parts: FormPart[]) => {
  const boundary = '----routier-load-boundary';
  const chunks = parts.flatMap((p) =>
    'value' in p
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          p.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A small real PNG. */
export const png = (color = '#c03030') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: color } })
    .png()
    .toBuffer();

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The parts of an inspection form. */
export const inspectionParts = async (
  carId: number,
  kind: 'pickup' | 'delivery',
  over: { damages?: unknown; odometer?: string; photos?: number; confirmed?: string } = {},
): Promise<FormPart[]> => {
  const photo = await png();
  return [
    { name: 'kind', value: kind },
    { name: 'car_id', value: String(carId) },
    { name: 'damages', value: JSON.stringify(over.damages ?? []) },
    { name: 'odometer', value: over.odometer ?? '45210' },
    ...(over.confirmed === undefined ? [] : [{ name: 'odometer_confirmed', value: over.confirmed }]),
    { name: 'notes', value: 'Checked in daylight' },
    ...Array.from({ length: over.photos ?? 1 }, (_, i) => ({
      name: 'photos[]',
      file: `photo-${i}.png`,
      bytes: photo,
      type: 'image/png',
    })),
    { name: 'signature', file: 'signature.png', bytes: await png('#ffffff'), type: 'image/png' },
  ];
};
