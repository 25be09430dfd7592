import { fileTypeFromBuffer } from 'file-type';

/** Detects a file's type from its content, not its name. SVG is text, so it is recognised separately. */
export const sniffFileType = async (bytes: Buffer): Promise<{ ext: string; mime: string } | null> => {
  const detected = await fileTypeFromBuffer(bytes);
  // file-type calls any document starting with <?xml "xml"; an SVG may start that way too
  if (detected && detected.ext !== 'xml') return { ext: detected.ext, mime: detected.mime };
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return { ext: 'svg', mime: 'image/svg+xml' };
  return detected ? { ext: detected.ext, mime: detected.mime } : null;
};
