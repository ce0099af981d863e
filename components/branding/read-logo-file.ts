/** A file's bytes as base64 (what `updateBranding(logo:)` takes) and as a data URL to preview it by. */
export async function readLogoFile(file: File): Promise<{ base64: string; dataUrl: string }> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  // FileReader writes `data:<type>;base64,<bytes>`; the service wants the bytes alone.
  return { base64: dataUrl.slice(dataUrl.indexOf(',') + 1), dataUrl };
}
