import { completeFile, makeDocument, makeTenantFile } from '../testing';
import { eurosInput, fileProblem, isShareToken, missingParts, parseEuros, progressPercent, sizeParts, titleFromFileName, titleProblem } from './rules';

describe('progress of the file', () => {
  it('counts five parts: situation, income and the three required documents', () => {
    expect(progressPercent(makeTenantFile())).toBe(0);
    expect(progressPercent(makeTenantFile({ employment_status: 'cdi', monthly_income_cents: 0 }))).toBe(40);
    expect(progressPercent(makeTenantFile({ employment_status: 'cdi', documents: [makeDocument({ category: 'identity' }), makeDocument({ category: 'other' })] }))).toBe(40);
    expect(progressPercent(completeFile())).toBe(100);
    expect(missingParts(makeTenantFile({ monthly_income_cents: 1200, documents: [makeDocument({ category: 'income' })] }))).toEqual(['employment', 'identity', 'employmentDocument']);
  });
});

describe('the chosen file', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('is a PDF, JPEG or PNG strictly below 10 Mo', () => {
    expect(fileProblem(null)).toBe('fileRequired');
    expect(fileProblem(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(fileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('a.png', ''))).toBeNull();
    expect(fileProblem(file('a.gif', 'image/gif'))).toBe('fileType');
    expect(fileProblem(file('a.docx', ''))).toBe('fileType');
    expect(fileProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024))).toBe('fileTooBig');
    expect(fileProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024 - 1))).toBeNull();
  });

  it('gets a title from its name, checked as the server does', () => {
    expect(titleFromFileName('bulletin_mars-2026.pdf')).toBe('bulletin mars-2026');
    expect(titleProblem('  ')).toBe('titleRequired');
    expect(titleProblem('a')).toBe('titleLength');
    expect(titleProblem('x'.repeat(121))).toBe('titleLength');
    expect(titleProblem('Carte d’identité')).toBeNull();
    expect(sizeParts(1_572_864)).toEqual({ unit: 'mega', value: '1,5' });
  });
});

describe('income in euros', () => {
  it('reads French amounts into cents', () => {
    expect(parseEuros('1450')).toEqual({ cents: 145_000, problem: null });
    expect(parseEuros('1 450,5 €')).toEqual({ cents: 145_050, problem: null });
    expect(parseEuros('0')).toEqual({ cents: 0, problem: null });
    expect(parseEuros('')).toEqual({ cents: null, problem: 'required' });
    expect(parseEuros('-3')).toEqual({ cents: null, problem: 'incomeFormat' });
    expect(parseEuros('12,345')).toEqual({ cents: null, problem: 'incomeFormat' });
    expect(parseEuros('100000,01')).toEqual({ cents: null, problem: 'incomeTooHigh' });
    expect([eurosInput(null), eurosInput(240_000), eurosInput(145_050), eurosInput(5)]).toEqual(['', '2400', '1450,50', '0,05']);
  });

  it('knows a share token when it sees one', () => {
    expect(isShareToken('a'.repeat(43))).toBe(true);
    expect(isShareToken('court')).toBe(false);
    expect(isShareToken(undefined)).toBe(false);
  });
});
