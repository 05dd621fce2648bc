import { $user, type Avatar } from '@coloc/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import { prepareImage } from '../model/prepareImage';
import { restoreFormData, uploadedFile, useNodeFormData } from '../test/multipart';
import { AvatarField } from './AvatarField';

jest.mock('../model/prepareImage', () => ({
  ...jest.requireActual('../model/prepareImage'),
  prepareImage: jest.fn(),
}));
const prepare = prepareImage as jest.MockedFunction<typeof prepareImage>;

const user = makeUser({ id: 7, first_name: 'Léa', name: 'Martin', avatar: { id: null, public_id: null, color: '#1f5c57', approved: true } as unknown as Avatar });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(async () => {
  await useNodeFormData();
  signInAs(user);
  prepare.mockImplementation(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }));
});
afterEach(() => restoreFormData());

describe('AvatarField', () => {
  it('shows the initials until there is a photo, and a file button for images', () => {
    mockApi({});
    render(<AvatarField user={user} />);
    expect(screen.getByText('LM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir une photo' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('uploads the prepared JPEG as "file", refreshes the user and reports the new avatar', async () => {
    const api = mockApi({
      'POST /api/users/upload': () => json(200, { id: 55, public_id: 'Av55PublicIdxxxxxxxxxx', url: '/image/Av55PublicIdxxxxxxxxxx/256/256' }),
      'GET /api/users/myself': () => json(200, { ...user, avatar: { id: 55, public_id: 'Av55PublicIdxxxxxxxxxx', color: '#1f5c57', approved: true } }),
    });
    const onUploaded = jest.fn();
    render(<AvatarField user={user} onUploaded={onUploaded} />);

    await userEvent.upload(fileInput(), new File(['x'], 'moi.png', { type: 'image/png' }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 55, public_id: 'Av55PublicIdxxxxxxxxxx', color: '#1f5c57', approved: true }));
    const upload = api.requests.find((request) => request.method === 'POST')!;
    expect(new URL(upload.url).pathname).toBe('/api/users/upload');
    expect(await uploadedFile(upload)).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', size: 4 });
    expect(screen.getByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute('src', '/image/Av55PublicIdxxxxxxxxxx/128/128');
    expect($user.getState()?.avatar?.id).toBe(55);
  });

  it("shows the server's refusal next to the button", async () => {
    mockApi({ 'POST /api/users/upload': () => json(400, { error: "Erreur l'image est invalide" }) });
    const onUploaded = jest.fn();
    render(<AvatarField user={user} onUploaded={onUploaded} />);

    await userEvent.upload(fileInput(), new File(['x'], 'faux.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur l'image est invalide");
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choisir une photo' })).toBeEnabled();
  });

  it('shows the client-side refusal without calling the server', async () => {
    const api = mockApi({});
    prepare.mockImplementation(jest.requireActual('../model/prepareImage').prepareImage);
    render(<AvatarField user={user} />);

    await userEvent.upload(fileInput(), new File(['bonjour'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });

    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur l'image est invalide");
    expect(api.requests).toHaveLength(0);
  });
});
