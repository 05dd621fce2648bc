import { $currentConfirm, confirmAnswered, type HomePhoto } from '@coloc/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { json, mockApi } from '@coloc/shared/testing';
import { ImageError, IMAGE_ERRORS, prepareImage } from '../model/prepareImage';
import { restoreFormData, uploadedFile, useNodeFormData } from '../test/multipart';
import { PhotoManager } from './PhotoManager';

jest.mock('../model/prepareImage', () => ({
  ...jest.requireActual('../model/prepareImage'),
  prepareImage: jest.fn(),
}));
const prepare = prepareImage as jest.MockedFunction<typeof prepareImage>;

/** A photo as the API sends it: its public id (what the URL names) differs from its sequential id. */
const photo = (id: number): HomePhoto => ({ id, public_id: `pub${id}` });
const photosOf = (ids: number[]) => ids.map(photo);

function Harness({ initial, onChange }: { initial: number[]; onChange?: (photos: HomePhoto[]) => void }) {
  const [photos, setPhotos] = useState(photosOf(initial));
  return (
    <PhotoManager
      homeId={9}
      photos={photos}
      onChange={(next) => {
        setPhotos(next);
        onChange?.(next);
      }}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const photos = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src'));

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  expect(request.title).toBe('Supprimer cette photo ?');
  confirmAnswered({ id: request.id, answer });
}

beforeEach(async () => {
  await useNodeFormData();
  prepare.mockImplementation(async (file) => {
    if (file.name.endsWith('.txt')) throw new ImageError(IMAGE_ERRORS.invalid);
    return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
  });
});
afterEach(() => restoreFormData());

describe('PhotoManager', () => {
  it('shows the photos in order at 320 × 240, the first marked as the main one', () => {
    mockApi({});
    render(<Harness initial={[3, 1]} />);
    expect(photos()).toEqual(['/image/pub3/320/240', '/image/pub1/320/240']);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Photo principale')).toBeInTheDocument();
    expect(within(second!).queryByText('Photo principale')).not.toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(fileInput()).toHaveAttribute('multiple');
  });

  it('uploads several files one by one and names the file of each refusal', async () => {
    let next = 20;
    const orders = [3];
    const api = mockApi({
      'POST /api/homes/9/images': () => {
        next += 1;
        orders.push(next);
        return json(200, { id: next, public_id: `pub${next}`, url: `/image/pub${next}/640/480`, image_orders: [...orders], photos: photosOf(orders) });
      },
    });
    const onChange = jest.fn();
    render(<Harness initial={[3]} onChange={onChange} />);

    await userEvent.upload(
      fileInput(),
      [
        new File(['a'], 'salon.jpg', { type: 'image/jpeg' }),
        new File(['b'], 'notes.txt', { type: 'image/jpeg' }),
        new File(['c'], 'cuisine.jpg', { type: 'image/jpeg' }),
      ],
    );

    expect(await screen.findByRole('alert')).toHaveTextContent("notes.txt : Erreur l'image est invalide");
    expect(photos()).toEqual(['/image/pub3/320/240', '/image/pub21/320/240', '/image/pub22/320/240']);
    expect(onChange).toHaveBeenLastCalledWith(photosOf([3, 21, 22]));
    const uploads = api.requests.filter((request) => request.method === 'POST');
    expect(uploads).toHaveLength(2);
    expect(await uploadedFile(uploads[0]!)).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
  });

  it("shows the server's refusal with the file name", async () => {
    mockApi({ 'POST /api/homes/9/images': () => json(400, { error: 'Une annonce compte au plus 20 photos.' }) });
    render(<Harness initial={[3]} />);
    await userEvent.upload(fileInput(), new File(['a'], 'jardin.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('jardin.jpg : Une annonce compte au plus 20 photos.');
  });

  it('deletes a photo after confirmation', async () => {
    const api = mockApi({ 'DELETE /api/homes/9/images/1': () => json(200, { id: 9, image_orders: [3], photos: photosOf([3]) }) });
    render(<Harness initial={[3, 1]} />);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la photo 2' }));
    await answerConfirm(true);

    await waitFor(() => expect(photos()).toEqual(['/image/pub3/320/240']));
    expect(api.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['DELETE /api/homes/9/images/1']);
  });

  it('keeps the photo when the deletion is cancelled', async () => {
    const api = mockApi({});
    render(<Harness initial={[3, 1]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la photo 1' }));
    await answerConfirm(false);
    await waitFor(() => expect($currentConfirm.getState()).toBeNull());
    expect(photos()).toHaveLength(2);
    expect(api.requests).toHaveLength(0);
  });

  it('moves a photo and saves the new order as image_orders', async () => {
    const api = mockApi({ 'PUT /api/homes/9': async (request) => {
      const { image_orders } = (await request.json()) as { image_orders: number[] };
      return json(200, { id: 9, image_orders, photos: photosOf(image_orders) });
    } });
    const onChange = jest.fn();
    render(<Harness initial={[3, 1, 8]} onChange={onChange} />);

    expect(screen.getByRole('button', { name: 'Déplacer la photo 1 à gauche' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Déplacer la photo 3 à droite' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Déplacer la photo 3 à gauche' }));
    await waitFor(() => expect(photos()).toEqual(['/image/pub3/320/240', '/image/pub8/320/240', '/image/pub1/320/240']));
    expect(await api.lastBody('PUT /api/homes/9')).toEqual({ image_orders: [3, 8, 1] });

    await userEvent.click(screen.getByRole('button', { name: 'Déplacer la photo 1 à droite' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(photosOf([8, 3, 1])));
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Photo principale')).toBeInTheDocument();
    expect(photos()[0]).toBe('/image/pub8/320/240');
  });
});
