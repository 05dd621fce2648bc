// The export is fetched with the typed client (so that a refusal shows a French message in the
// section instead of a downloaded error), then handed to the browser as a file.
import { dataExportFileName } from '@coloc/contract/users/limits';
import { parisLocalValue } from '@coloc/shared';

/** The API's attachment name, for the day in Paris the file was made. */
export function exportFileName(generatedAt: string): string {
  const instant = Date.parse(generatedAt);
  return dataExportFileName(parisLocalValue(Number.isNaN(instant) ? Date.now() : instant).slice(0, 10));
}

export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
