import { DOCUMENT_MAX_BYTES } from '@coloc/shared';
import { fileProblem, sizeParts, titleFromFileName } from './files';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('document files', () => {
  it('accepts PDF, JPEG and PNG strictly below 10 Mo', () => {
    expect(fileProblem(file('bail.pdf', 'application/pdf', 1000))).toBeNull();
    expect(fileProblem(file('photo.JPG', 'image/jpeg', 1000))).toBeNull();
    expect(fileProblem(file('plan.png', 'image/png', DOCUMENT_MAX_BYTES - 1))).toBeNull();
    expect(fileProblem(file('plan.png', 'image/png', DOCUMENT_MAX_BYTES))).toBe('fileTooBig');
    expect(fileProblem(file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10))).toBe('fileType');
    expect(fileProblem(file('image.gif', 'image/gif', 10))).toBe('fileType');
    expect(fileProblem(null)).toBe('fileRequired');
  });

  it('reads the name when the browser gives no type', () => {
    expect(fileProblem(file('scan.pdf', '', 10))).toBeNull();
    expect(fileProblem(file('scan.txt', '', 10))).toBe('fileType');
  });

  it('makes a title from the file name', () => {
    expect(titleFromFileName('attestation_assurance_2026.pdf')).toBe('attestation assurance 2026');
  });

  it('writes sizes in French units', () => {
    expect(sizeParts(812)).toEqual({ unit: 'bytes', value: '812' });
    expect(sizeParts(20 * 1024)).toEqual({ unit: 'kilo', value: '20' });
    expect(sizeParts(1.5 * 1024 * 1024)).toEqual({ unit: 'mega', value: '1,5' });
  });
});
