// jsdom's FormData only takes jsdom Blobs and Node's Request cannot serialise it, while the test
// environment hands out Node's Blob and Request. Node's own FormData (reached through a Response)
// makes a real multipart body that a test can read back.
let original: typeof FormData | undefined;

export async function useNodeFormData(): Promise<void> {
  original ??= global.FormData;
  const parsed = await new Response(new URLSearchParams('probe=1')).formData();
  global.FormData = parsed.constructor as typeof FormData;
}

export function restoreFormData(): void {
  if (original) global.FormData = original;
}

/** The `file` part of a multipart request, with its file name. */
export async function uploadedFile(request: Request): Promise<{ name: string; type: string; size: number }> {
  const form = await request.clone().formData();
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new Error('Aucun fichier dans le champ « file »');
  return { name: (file as File).name, type: file.type, size: file.size };
}
