import sharp from 'sharp';
import { detectImageKind, processUpload } from '../../../src/modules/images/process';
import { makeJpeg, makePng } from '../homes/fixtures';

describe('detectImageKind', () => {
  it('recognises the accepted formats by their first bytes', async () => {
    const jpeg = await makeJpeg();
    expect(detectImageKind(jpeg)).toBe('jpeg');
    expect(detectImageKind(await makePng())).toBe('png');
    expect(detectImageKind(await sharp(jpeg).webp().toBuffer())).toBe('webp');
    expect(detectImageKind(await sharp(jpeg).gif().toBuffer())).toBe('gif');
    expect(detectImageKind(await sharp(jpeg).avif().toBuffer())).toBe('heif');
  });

  it('refuses other content, whatever it is named', async () => {
    expect(detectImageKind(Buffer.from('GIF8'))).toBeNull();
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageKind(await sharp(await makeJpeg()).tiff().toBuffer())).toBeNull();
    expect(detectImageKind(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectImageKind(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    // An ISO-BMFF file that is a video, not a still image.
    expect(detectImageKind(Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom'))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('processUpload', () => {
  it('decodes AVIF and re-encodes it as JPEG', async () => {
    const avif = await sharp(await makeJpeg(64, 48)).avif().toBuffer();
    const processed = await processUpload(avif);
    expect(processed).toMatchObject({ width: 64, height: 48, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await sharp(processed.data).metadata()).format).toBe('jpeg');
  });

  it('keeps the first frame of an animation', async () => {
    const frame = (background: string) => sharp({ create: { width: 20, height: 10, channels: 3, background } }).png().toBuffer();
    const animation = await sharp([await frame('#336699'), await frame('#993366')], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animation).metadata()).pages).toBe(2);
    const processed = await processUpload(animation);
    expect(processed).toMatchObject({ width: 20, height: 10 });
    const { dominant } = await sharp(processed.data).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });
});
