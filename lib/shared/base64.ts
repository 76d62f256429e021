/** Bytes as base64 text, in chunks: spreading a large array into one call overflows the stack. */
export function bytesToBase64(data: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < data.length; start += 0x8000) {
    binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export const base64ToBytes = (base64: string): Uint8Array =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
