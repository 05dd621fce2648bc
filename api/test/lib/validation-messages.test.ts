import { validationMessage } from '../../src/lib/validation-messages';

describe('validationMessage', () => {
  it.each<[string, Parameters<typeof validationMessage>[0], string]>([
    ['required, known field', [{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }], "L'adresse e-mail est obligatoire."],
    ['required, unknown field', [{ keyword: 'required', instancePath: '', params: { missingProperty: 'x' } }], 'Le champ « x » est obligatoire.'],
    ['format', [{ keyword: 'format', instancePath: '/email', params: { format: 'email' } }], 'Cette adresse e-mail ne semble pas valide.'],
    ['minLength 1', [{ keyword: 'minLength', instancePath: '/name', params: { limit: 1 } }], 'Le nom est obligatoire.'],
    ['minLength n', [{ keyword: 'minLength', instancePath: '/password', params: { limit: 8 } }], 'Le mot de passe doit contenir au moins 8 caractères.'],
    ['maxLength', [{ keyword: 'maxLength', instancePath: '/first_name', params: { limit: 80 } }], 'Le prénom doit contenir au plus 80 caractères.'],
    ['enum', [{ keyword: 'enum', instancePath: '/type', params: {} }], 'Le type de compte est invalide.'],
    ['type, generic', [{ keyword: 'type', instancePath: '/foo', params: { type: 'string' } }], 'La valeur du champ « foo » est invalide.'],
    ['nested path', [{ keyword: 'type', instancePath: '/items/0/bar', params: {} }], 'La valeur du champ « bar » est invalide.'],
    ['unknown property', [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'x' } }], 'Champ inconnu : x.'],
    ['whole body', [{ keyword: 'type', instancePath: '', params: { type: 'object' } }], 'Le corps de la requête est invalide.'],
    ['nothing', [], 'Le corps de la requête est invalide.'],
    [
      'first field in form order',
      [
        { keyword: 'required', instancePath: '', params: { missingProperty: 'name' } },
        { keyword: 'minLength', instancePath: '/password', params: { limit: 8 } },
        { keyword: 'format', instancePath: '/email', params: {} },
      ],
      'Cette adresse e-mail ne semble pas valide.',
    ],
  ])('%s', (_label, errors, message) => {
    expect(validationMessage(errors)).toBe(message);
  });
});
