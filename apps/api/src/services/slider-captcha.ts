import { randomInt } from 'node:crypto';
import { ApiError, CODES, type SliderChallenge } from '@brokerage/contracts';
import type { Clock } from '../clock';
import { clientNetworkKey } from '../security/client-network';
import { newToken, sha256Hex } from '../security/tokens';
import type { EphemeralStore } from '../store/ephemeral-store';
import { createRaster, pngDataUrl, type Raster } from './png';

export const SLIDER = {
  width: 320,
  height: 160,
  pieceSize: 48,
  /** How far (px) the dropped piece may be from the hole. */
  tolerance: 5,
  challengeTtlMs: 2 * 60_000,
  /** A solved captcha must be used for a send within this time. */
  solvedTtlMs: 2 * 60_000,
  /** Challenges one network may ask for per minute. */
  challengesPerMinute: 30,
} as const;

/** A textured background: a random two-colour gradient under soft random discs, so the hole is found by eye, not by code. */
const paintBackground = (): Raster => {
  const { width, height } = SLIDER;
  const raster = createRaster(width, height);
  const from = [randomInt(40, 140), randomInt(60, 160), randomInt(90, 200)];
  const to = [randomInt(120, 230), randomInt(100, 220), randomInt(60, 180)];
  const discs = Array.from({ length: 14 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(10, 45),
    shade: randomInt(-60, 60),
  }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      let shade = Math.floor(Math.random() * 17) - 8; // texture noise only; the hole position uses the CSPRNG
      for (const disc of discs) if ((x - disc.x) ** 2 + (y - disc.y) ** 2 < disc.r ** 2) shade += disc.shade;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) raster.pixels[offset + c] = Math.max(0, Math.min(255, Math.round(from[c] + (to[c] - from[c]) * t + shade)));
    }
  }
  return raster;
};

const cutPiece = (background: Raster, left: number, top: number): { piece: Raster; withHole: Raster } => {
  const size = SLIDER.pieceSize;
  const piece = createRaster(size, size);
  const withHole: Raster = { ...background, pixels: new Uint8Array(background.pixels) };
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const source = ((top + y) * background.width + left + x) * 3;
      const target = (y * size + x) * 3;
      const edge = x < 2 || y < 2 || x >= size - 2 || y >= size - 2;
      for (let c = 0; c < 3; c += 1) {
        piece.pixels[target + c] = edge ? 255 : background.pixels[source + c];
        withHole.pixels[source + c] = edge ? 235 : Math.round(background.pixels[source + c] * 0.35);
      }
    }
  }
  return { piece, withHole };
};

/**
 * Self-hosted slider captcha: a challenge is answered once (right or wrong); a right answer gives
 * a single-use token that a `key=2` code send carries as `graphCaptcha`.
 */
export class SliderCaptcha {
  constructor(
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  async challenge(clientIp: string): Promise<SliderChallenge> {
    const now = this.clock.now();
    const minute = Math.floor(now / 60_000);
    const issued = await this.store.increment(`captcha-rate:${clientNetworkKey(clientIp)}:${minute}`, (minute + 1) * 60_000, now);
    if (issued > SLIDER.challengesPerMinute) throw new ApiError(CODES.TOO_MANY_REQUESTS);

    const left = randomInt(SLIDER.pieceSize + 20, SLIDER.width - SLIDER.pieceSize - 10);
    const top = randomInt(10, SLIDER.height - SLIDER.pieceSize - 10);
    const { piece, withHole } = cutPiece(paintBackground(), left, top);
    const challengeId = newToken();
    await this.store.put(`captcha-challenge:${sha256Hex(challengeId)}`, String(left), now + SLIDER.challengeTtlMs, now);
    return {
      challengeId,
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.pieceSize,
      pieceY: top,
      background: pngDataUrl(withHole),
      piece: pngDataUrl(piece),
    };
  }

  /** Checks the dropped position (left edge of the piece, px); one answer per challenge. */
  async verify(challengeId: string, x: number): Promise<string> {
    const now = this.clock.now();
    const answer = await this.store.take(`captcha-challenge:${sha256Hex(challengeId)}`, now);
    if (answer === null || Math.abs(Number(answer) - x) > SLIDER.tolerance) throw new ApiError(CODES.CAPTCHA_INVALID);
    const token = newToken();
    await this.store.put(`captcha-solved:${sha256Hex(token)}`, '1', now + SLIDER.solvedTtlMs, now);
    return token;
  }

  /** Uses up a solved-captcha token; false when unknown, expired or already used. */
  async consume(token: string): Promise<boolean> {
    return (await this.store.take(`captcha-solved:${sha256Hex(token)}`, this.clock.now())) !== null;
  }
}
