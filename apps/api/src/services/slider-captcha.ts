import { randomInt } from 'node:crypto';
import { ApiError, CODES, type SliderAnswer, type SliderChallenge } from '@brokerage/contracts';
import type { Clock } from '../clock';
import { clientNetworkKey } from '../security/client-network';
import { newToken, sha256Hex } from '../security/tokens';
import type { EphemeralStore } from '../store/ephemeral-store';
import type { CaptchaProvider } from './captcha/captcha-provider';
import type { ProofOfWork } from './captcha/proof-of-work';
import { createRaster, pngDataUrl, type Raster } from './png';

export const SLIDER = {
  width: 320,
  height: 160,
  pieceSize: 48,
  /** How far (px) the dropped piece may be from the hole. */
  tolerance: 5,
  /** Holes of other shapes in the piece's row: a search along that row finds several. */
  decoys: 3,
  challengeTtlMs: 2 * 60_000,
  /** A solved captcha must be used for a send within this time. */
  solvedTtlMs: 2 * 60_000,
  /** Challenges one network may ask for per minute. */
  challengesPerMinute: 30,
  /** Nobody sees the picture and moves the piece faster than this (ms from handing it out). */
  minAnswerMs: 500,
  /** Shortest move (ms from its first to its last trail point). */
  minMoveMs: 200,
  minTrailPoints: 5,
  /** Least distance (px) of some trail point from the straight line between its ends: a synthetic constant-speed drag has none. */
  minSpeedChangePx: 2,
  /** The panel times the move from when the puzzle appeared, after it was handed out; room for coarse clocks. */
  clockSlackMs: 250,
} as const;

const randomUnit = () => randomInt(0, 1_000_000) / 1_000_000;
const between = (low: number, high: number) => low + (high - low) * randomUnit();
const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const noise = (amplitude: number) => (Math.random() * 2 - 1) * amplitude; // texture only: positions and shapes use the CSPRNG

/** Each side of a piece: a knob out (1), a notch in (-1) or flat (0); top, right, bottom, left. */
type Shape = readonly [number, number, number, number];

const randomShape = (): Shape => {
  for (;;) {
    const shape = [randomInt(-1, 2), randomInt(-1, 2), randomInt(-1, 2), randomInt(-1, 2)] as const;
    if (shape.filter((side) => side !== 0).length >= 2) return shape;
  }
};
/** Decoys differ from the piece on at least two sides, so the right hole is the one of the piece's outline. */
const decoyShape = (piece: Shape): Shape => {
  for (;;) {
    const shape = randomShape();
    if (shape.filter((side, index) => side !== piece[index]).length >= 2) return shape;
  }
};

const BODY_INSET = 8;
const KNOB_RADIUS = 6;
const KNOB_SHIFT = 2;

/** Whether (x, y) of a pieceSize box lies inside the jigsaw-like shape. */
const inShape = (shape: Shape, x: number, y: number): boolean => {
  const size = SLIDER.pieceSize;
  const middle = size / 2;
  const body = x >= BODY_INSET && x < size - BODY_INSET && y >= BODY_INSET && y < size - BODY_INSET;
  // Knob/notch centres just outside/inside the middle of each body side.
  const sides: Array<[number, number, number, number]> = [
    [middle, BODY_INSET, 0, -1],
    [size - BODY_INSET, middle, 1, 0],
    [middle, size - BODY_INSET, 0, 1],
    [BODY_INSET, middle, -1, 0],
  ];
  let inside = body;
  sides.forEach(([cx, cy, dx, dy], index) => {
    const side = shape[index];
    if (side === 0) return;
    const centreX = cx + dx * KNOB_SHIFT * side;
    const centreY = cy + dy * KNOB_SHIFT * side;
    const inCircle = (x + 0.5 - centreX) ** 2 + (y + 0.5 - centreY) ** 2 <= KNOB_RADIUS ** 2;
    if (inCircle) inside = side === 1;
  });
  return inside;
};

interface Mask {
  inside: boolean[];
  /** Inside and within 2 px of the outline: -1 towards the top/left (shadow), 1 towards the bottom/right (light), 0 deeper. */
  rim: number[];
}

const maskOf = (shape: Shape): Mask => {
  const size = SLIDER.pieceSize;
  const inside = Array.from({ length: size * size }, (_, index) => inShape(shape, index % size, Math.floor(index / size)));
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && inside[y * size + x];
  const rim = inside.map((isInside, index) => {
    if (!isInside) return 0;
    const x = index % size;
    const y = Math.floor(index / size);
    if (!at(x - 2, y) || !at(x, y - 2) || !at(x - 1, y - 1)) return -1;
    if (!at(x + 2, y) || !at(x, y + 2) || !at(x + 1, y + 1)) return 1;
    return 0;
  });
  return { inside, rim };
};

/** A textured background: a random gradient under soft tinted discs and grain, so holes are found by eye, not by a brightness test. */
const paintBackground = (): Raster => {
  const { width, height } = SLIDER;
  const raster = createRaster(width, height);
  const from = [randomInt(40, 150), randomInt(60, 170), randomInt(80, 210)];
  const to = [randomInt(110, 230), randomInt(100, 220), randomInt(60, 190)];
  const discs = Array.from({ length: 22 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(8, 46),
    tint: [randomInt(-70, 71), randomInt(-70, 71), randomInt(-70, 71)],
  }));
  const tint = new Float32Array(width * height * 3);
  for (const disc of discs) {
    for (let y = Math.max(0, disc.y - disc.r); y < Math.min(height, disc.y + disc.r); y += 1) {
      for (let x = Math.max(0, disc.x - disc.r); x < Math.min(width, disc.x + disc.r); x += 1) {
        const reach = 1 - Math.sqrt((x - disc.x) ** 2 + (y - disc.y) ** 2) / disc.r;
        if (reach > 0) for (let c = 0; c < 3; c += 1) tint[(y * width + x) * 3 + c] += disc.tint[c] * Math.min(1, reach * 3);
      }
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      const grain = noise(10);
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) raster.pixels[offset + c] = channel(from[c] + (to[c] - from[c]) * t + tint[offset + c] + grain);
    }
  }
  return raster;
};

/**
 * Sinks a hole of `shape` into the picture: shaded darker or lighter by a random amount with grain,
 * its rim a bevel of random strength, so neither a colour nor a brightness marks it.
 */
const sinkHole = (picture: Raster, shape: Shape, left: number, top: number): void => {
  const size = SLIDER.pieceSize;
  const mask = maskOf(shape);
  const darken = randomInt(0, 2) === 0;
  const depth = darken ? between(0.25, 0.45) : between(0.2, 0.4);
  const shadow = between(0.45, 0.7);
  const light = between(0.3, 0.55);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const index = y * size + x;
      if (!mask.inside[index]) continue;
      const offset = ((top + y) * picture.width + left + x) * 3;
      const grain = noise(9);
      for (let c = 0; c < 3; c += 1) {
        const value = picture.pixels[offset + c];
        let shaded = darken ? value * (1 - depth) : value + (255 - value) * depth;
        if (mask.rim[index] < 0) shaded *= shadow;
        if (mask.rim[index] > 0) shaded += (255 - shaded) * light;
        picture.pixels[offset + c] = channel(shaded + grain);
      }
    }
  }
};

/** The piece: the picture under the hole, outside the shape transparent, its rim lightened by a random amount. */
const cutPiece = (picture: Raster, shape: Shape, left: number, top: number): Raster => {
  const size = SLIDER.pieceSize;
  const mask = maskOf(shape);
  const piece = createRaster(size, size, 4);
  const rimLight = between(0.25, 0.6);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const index = y * size + x;
      if (!mask.inside[index]) continue;
      const source = ((top + y) * picture.width + left + x) * 3;
      const onRim = mask.rim[index] !== 0;
      const grain = onRim ? noise(14) : 0;
      for (let c = 0; c < 3; c += 1) {
        const value = picture.pixels[source + c];
        piece.pixels[index * 4 + c] = channel(onRim ? value + (255 - value) * rimLight + grain : value);
      }
      piece.pixels[index * 4 + 3] = 255;
    }
  }
  return piece;
};

const overlaps = (a: number, b: number) => Math.abs(a - b) < SLIDER.pieceSize + 6;

export interface Puzzle {
  background: Raster;
  piece: Raster;
  /** Where the piece belongs (px): its left edge is the answer. */
  left: number;
  top: number;
}

/** Draws a puzzle: the hole of the piece and decoy holes of other shapes, all about the piece's row. */
export const drawPuzzle = (): Puzzle => {
  const { width, height, pieceSize } = SLIDER;
  const left = randomInt(pieceSize + 20, width - pieceSize - 4);
  const top = randomInt(10, height - pieceSize - 10);
  const background = paintBackground();
  const shape = randomShape();
  const piece = cutPiece(background, shape, left, top);
  const taken = [left];
  for (let attempt = 0; taken.length <= SLIDER.decoys && attempt < 200; attempt += 1) {
    const decoyLeft = randomInt(pieceSize + 4, width - pieceSize - 4);
    if (taken.some((other) => overlaps(other, decoyLeft))) continue;
    taken.push(decoyLeft);
    const decoyTop = Math.max(4, Math.min(height - pieceSize - 4, top + randomInt(-3, 4)));
    sinkHole(background, decoyShape(shape), decoyLeft, decoyTop);
  }
  sinkHole(background, shape, left, top);
  return { background, piece, left, top };
};

/** `[ms since the puzzle appeared, x]` points of the move, oldest first. */
type Trail = SliderAnswer['trail'];

/** How far (px) the trail strays from constant speed between its ends. */
const speedChange = (trail: Trail): number => {
  const [startT, startX] = trail[0];
  const [endT, endX] = trail[trail.length - 1];
  const speed = (endX - startX) / (endT - startT);
  return Math.max(...trail.map(([t, x]) => Math.abs(x - (startX + speed * (t - startT)))));
};

/**
 * Whether the answer moves like a person: the piece taken from where it starts to where it was
 * dropped, over enough time and points, not at constant speed, and no faster than the puzzle was out.
 */
export const movedLikeAPerson = ({ x, trail }: SliderAnswer, elapsedMs: number): boolean => {
  if (elapsedMs < SLIDER.minAnswerMs || trail.length < SLIDER.minTrailPoints) return false;
  const [startT, startX] = trail[0];
  const [endT, endX] = trail[trail.length - 1];
  if (trail.some(([t], index) => index > 0 && t < trail[index - 1][0])) return false;
  if (endT - startT < SLIDER.minMoveMs || endT > elapsedMs + SLIDER.clockSlackMs) return false;
  if (startX > SLIDER.tolerance || Math.abs(endX - x) > 1) return false;
  return speedChange(trail) >= SLIDER.minSpeedChangePx;
};

interface StoredChallenge {
  x: number;
  issuedAt: number;
  /** The proof of work handed out with the puzzle, as signed (altcha Challenge); absent when none is asked. */
  pow?: Parameters<ProofOfWork['solves']>[0];
}

/**
 * The built-in captcha provider, a self-hosted slider with a proof of work: a challenge is answered
 * once (right or wrong, on whichever API instance: the challenge is taken from the shared store); a
 * right answer moved like a person and carrying the solved work gives a single-use token that a
 * `key=2` code send carries as `graphCaptcha`. The puzzle alone is solvable by a script
 * (docs/decisions/009-captcha-provider.md): the work is what makes each try cost it.
 */
export class SliderCaptcha implements CaptchaProvider {
  constructor(private readonly store: EphemeralStore, private readonly clock: Clock, private readonly proofOfWork: ProofOfWork | null) {}

  async challenge(clientIp: string): Promise<SliderChallenge> {
    const now = this.clock.now();
    const minute = Math.floor(now / 60_000);
    const issued = await this.store.increment(`captcha-rate:${clientNetworkKey(clientIp)}:${minute}`, (minute + 1) * 60_000, now);
    if (issued > SLIDER.challengesPerMinute) throw new ApiError(CODES.TOO_MANY_REQUESTS);

    const { background, piece, left, top } = drawPuzzle();
    const pow = this.proofOfWork ? await this.proofOfWork.challenge() : undefined;
    const challengeId = newToken();
    const stored: StoredChallenge = { x: left, issuedAt: now, pow };
    await this.store.put(`captcha-challenge:${sha256Hex(challengeId)}`, JSON.stringify(stored), now + SLIDER.challengeTtlMs, now);
    return {
      challengeId,
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.pieceSize,
      pieceY: top,
      background: pngDataUrl(background),
      piece: pngDataUrl(piece),
      pow: pow ? pow.parameters : null,
    };
  }

  /**
   * Checks the drop position (left edge of the piece, px), how the piece got there and the proof of
   * work; one answer per challenge, one error for every failure.
   */
  async verify(challengeId: string, answer: SliderAnswer): Promise<string> {
    const now = this.clock.now();
    const stored = await this.store.take(`captcha-challenge:${sha256Hex(challengeId)}`, now);
    const challenge = stored === null ? null : (JSON.parse(stored) as Partial<StoredChallenge>);
    const { x, issuedAt, pow } = challenge ?? {};
    if (typeof x !== 'number' || typeof issuedAt !== 'number' || Math.abs(x - answer.x) > SLIDER.tolerance || !movedLikeAPerson(answer, now - issuedAt)) {
      throw new ApiError(CODES.CAPTCHA_INVALID);
    }
    // A challenge stored with work needs it solved, whatever this instance's settings are now.
    if (pow && !(await this.proofOfWork?.solves(pow, answer.pow))) throw new ApiError(CODES.CAPTCHA_INVALID);
    const token = newToken();
    await this.store.put(`captcha-solved:${sha256Hex(token)}`, '1', now + SLIDER.solvedTtlMs, now);
    return token;
  }

  async consume(token: string): Promise<boolean> {
    return (await this.store.take(`captcha-solved:${sha256Hex(token)}`, this.clock.now())) !== null;
  }
}
