import styled from 'styled-components';

/** Sky and accent colours the drawings take in turn, so the cards of a row differ. */
const PALETTES = [
  { sky: '#e8f0fb', far: '#c9d8f0', main: '#0c3c8f', accent: '#f26f21' },
  { sky: '#fdf0e7', far: '#f6d3bc', main: '#1f4e79', accent: '#c2410c' },
  { sky: '#e9f6f1', far: '#c4e6d8', main: '#12805c', accent: '#0c3c8f' },
  { sky: '#f1edf9', far: '#d8cdef', main: '#4b3a8c', accent: '#f26f21' },
  { sky: '#eef3f7', far: '#cfdbe6', main: '#25425f', accent: '#12805c' },
];

/** A grid of lit and unlit windows on a facade. */
const windows = (x: number, y: number, columns: number, rows: number, size: number, gap: number, lit: string, seed: number) =>
  Array.from({ length: columns * rows }, (_, index) => {
    const on = (index * 7 + seed * 3) % 5 === 0;
    return (
      <rect
        key={index}
        x={x + (index % columns) * (size + gap)}
        y={y + Math.floor(index / columns) * (size + gap)}
        width={size}
        height={size}
        rx={1}
        fill={on ? lit : '#ffffff'}
        fillOpacity={on ? 0.9 : 0.55}
      />
    );
  });

/**
 * A drawing of an office, no words in it (the card says what it is): a headquarters tower by the
 * harbour, or a branch's shop front under its awning. Decorative, hidden from screen readers.
 */
export function OfficeIllustration({ kind, variant }: { kind: 'tower' | 'branch'; variant: number }) {
  const p = PALETTES[variant % PALETTES.length];
  return (
    <Drawing viewBox="0 0 320 150" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="150" fill={p.sky} />
      <circle cx={250 - variant * 30} cy="34" r="16" fill={p.accent} fillOpacity="0.25" />
      {kind === 'tower' ? (
        <>
          <path d="M0 118V78h26V58h22v60zM230 118V70h28V50h18v68zM276 118V84h44v34z" fill={p.far} />
          <rect x="70" y="64" width="40" height="54" fill={p.far} />
          <path d="M128 118V30l36-16 36 16v88z" fill={p.main} />
          <path d="M164 14v104" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
          {windows(136, 38, 6, 9, 6, 3.6, p.accent, variant)}
          <rect x="200" y="60" width="26" height="58" fill={p.main} fillOpacity="0.75" />
          {windows(205, 66, 2, 6, 6, 4, p.accent, variant + 1)}
          <rect y="118" width="320" height="32" fill={p.main} fillOpacity="0.18" />
          <path d="M0 130q20 -6 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0" fill="none" stroke="#ffffff" strokeWidth="2.5" />
          <path d="M20 142q20 -6 40 0t40 0t40 0t40 0t40 0t40 0t40 0" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="2" />
        </>
      ) : (
        <>
          <path d="M0 124V60h60v64zM262 124V52h58v72z" fill={p.far} />
          <rect x="70" y="40" width="182" height="84" fill="#ffffff" />
          <rect x="70" y="40" width="182" height="14" fill={p.main} />
          {/* The awning, in stripes. */}
          {Array.from({ length: 7 }, (_, index) => (
            <path key={index} d={`M${70 + index * 26} 58h26l-3 16h-20z`} fill={index % 2 === 0 ? p.accent : '#ffffff'} stroke={p.accent} strokeWidth="1" />
          ))}
          <rect x="84" y="80" width="58" height="36" rx="2" fill={p.sky} stroke={p.main} strokeWidth="2" />
          <rect x="178" y="80" width="58" height="36" rx="2" fill={p.sky} stroke={p.main} strokeWidth="2" />
          <path d="M96 108l10 -10 8 6 14 -14" fill="none" stroke={p.accent} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          <rect x="149" y="78" width="24" height="46" rx="2" fill={p.main} />
          <circle cx="167" cy="102" r="1.8" fill="#ffffff" />
          <rect x="118" y="44" width="86" height="6" rx="3" fill="#ffffff" fillOpacity="0.7" />
          {/* A tree and a street lamp on the pavement. */}
          <path d="M40 124V98" stroke={p.main} strokeWidth="3" />
          <circle cx="40" cy="90" r="14" fill={p.main} fillOpacity="0.55" />
          <path d="M286 124V76" stroke={p.main} strokeWidth="2.5" />
          <circle cx="286" cy="74" r="5" fill={p.accent} />
          <rect y="124" width="320" height="26" fill={p.main} fillOpacity="0.15" />
          <path d="M0 136h320" stroke="#ffffff" strokeWidth="2" strokeDasharray="14 10" />
        </>
      )}
    </Drawing>
  );
}

const Drawing = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 320 / 150;
`;
