import { fileTypeFromBuffer } from 'file-type';

/** Detects a file's type from its content, not its name. SVG is text, so it is recognised separately. */
export const sniffFileType = async (bytes: Buffer): Promise<{ ext: string; mime: string } | null> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return { ext: detected.ext, mime: detected.mime };
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return { ext: 'svg', mime: 'image/svg+xml' };
  return null;
};
