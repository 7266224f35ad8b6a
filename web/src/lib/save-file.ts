// Saves bytes as a file through the browser's own download: a click on a link to them, which the page removes again.
export function saveFile(name: string, bytes: Blob): void {
  const url = URL.createObjectURL(bytes);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the link's address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
