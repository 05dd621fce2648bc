import { orientation as readOrientation } from 'exifr';
import { forgetOrientationSupport, IMAGE_ERRORS, MAX_IMAGE_BYTES, prepareImage } from './prepareImage';

jest.mock('exifr', () => ({ orientation: jest.fn() }));
const exifOrientation = readOrientation as jest.MockedFunction<typeof readOrientation>;

interface FakeContext {
  fillRect: jest.Mock;
  setTransform: jest.Mock;
  drawImage: jest.Mock;
  fillStyle: string;
}

let context: FakeContext;
let canvases: HTMLCanvasElement[];
let toBlob: jest.Mock;
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

/** Decoded sizes: the chosen file is 4 × 3; the EXIF probe comes back 1 × 2 when the browser applies EXIF. */
function mockBrowser({ appliesExif, decodes = true }: { appliesExif: boolean; decodes?: boolean }) {
  const close = jest.fn();
  global.createImageBitmap = jest.fn(async (source: ImageBitmapSource) => {
    const isProbe = !(source instanceof File);
    if (!isProbe && !decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    const [width, height] = isProbe ? (appliesExif ? [1, 2] : [2, 1]) : [4, 3];
    return { width, height, close } as unknown as ImageBitmap;
  }) as unknown as typeof createImageBitmap;
  return { close };
}

beforeEach(() => {
  forgetOrientationSupport();
  exifOrientation.mockReset();
  canvases = [];
  context = { fillRect: jest.fn(), setTransform: jest.fn(), drawImage: jest.fn(), fillStyle: '' };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  toBlob = jest.fn((callback: BlobCallback, type?: string) => callback(new Blob([jpegBytes], { type })));
  HTMLCanvasElement.prototype.toBlob = toBlob as unknown as HTMLCanvasElement['toBlob'];
});

afterEach(() => {
  jest.restoreAllMocks();
});

const photo = (type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], 'photo.jpg', { type });

describe('prepareImage', () => {
  it('refuses a file that is not an image', async () => {
    mockBrowser({ appliesExif: true });
    await expect(prepareImage(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }))).rejects.toThrow(IMAGE_ERRORS.invalid);
    expect(IMAGE_ERRORS.invalid).toBe("Erreur l'image est invalide");
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('refuses an image of 10 MB or more', async () => {
    mockBrowser({ appliesExif: true });
    await expect(prepareImage(photo('image/jpeg', MAX_IMAGE_BYTES))).rejects.toThrow(
      "La taille de l'image doit être inférieure à 10 Mo ou n'a pas le bon format.",
    );
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('refuses bytes that do not decode as an image (a text file renamed .jpg)', async () => {
    mockBrowser({ appliesExif: true, decodes: false });
    await expect(prepareImage(photo())).rejects.toThrow(IMAGE_ERRORS.invalid);
  });

  it('re-encodes a small image as JPEG at quality 1, as the browser decoded it when it applies EXIF itself', async () => {
    const { close } = mockBrowser({ appliesExif: true });
    const result = await prepareImage(photo('image/png'));

    expect(result.type).toBe('image/jpeg');
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 1);
    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([4, 3]);
    expect(context.setTransform).toHaveBeenCalledWith(1, 0, 0, 1, 0, 0);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 4, 3);
    // Transparent pixels of a PNG become white, not black.
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 4, 3);
    expect(exifOrientation).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('turns the picture from its EXIF orientation when the browser does not', async () => {
    mockBrowser({ appliesExif: false });
    exifOrientation.mockResolvedValue(6);
    await prepareImage(photo());

    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([3, 4]);
    expect(context.setTransform).toHaveBeenCalledWith(0, 1, -1, 0, 3, 0);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 1);
  });

  it('measures the browser once', async () => {
    mockBrowser({ appliesExif: false });
    exifOrientation.mockResolvedValue(1);
    await prepareImage(photo());
    await prepareImage(photo());
    // Two files and one probe.
    expect(createImageBitmap).toHaveBeenCalledTimes(3);
  });

  it('takes an unreadable EXIF block as "as stored"', async () => {
    mockBrowser({ appliesExif: false });
    exifOrientation.mockRejectedValue(new Error('Unknown file format'));
    await prepareImage(photo());
    expect(context.setTransform).toHaveBeenCalledWith(1, 0, 0, 1, 0, 0);
  });

  it('sends the original when the browser cannot encode so large a canvas', async () => {
    mockBrowser({ appliesExif: true });
    toBlob.mockImplementation((callback: BlobCallback) => callback(null));
    const file = photo();
    await expect(prepareImage(file)).resolves.toBe(file);
  });

  it('refuses a re-encoded JPEG that reaches 10 MB', async () => {
    mockBrowser({ appliesExif: true });
    toBlob.mockImplementation((callback: BlobCallback) => callback({ size: MAX_IMAGE_BYTES, type: 'image/jpeg' } as Blob));
    await expect(prepareImage(photo())).rejects.toThrow(IMAGE_ERRORS.tooLarge);
  });
});
