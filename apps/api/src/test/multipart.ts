/** A multipart body with the given files in `files[]`. */
export const multipart = (files: { name: string; bytes: Buffer; type?: string }[]) => {
  const boundary = '----routier-test-boundary';
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};
