/**
 * The section heroes' illustrations, drawn for this site as inline SVG: no
 * image request, nothing from another host, and a fixed viewBox so the hero
 * never shifts while the page loads. Decorative: each hero's text says it all.
 * Colours are the brand's: navy tints, white lines and the one accent.
 */
import type {ReactNode} from 'react';

const ACCENT = '#f4b942';
const LINE = 'rgb(255 255 255 / 0.85)';
const SOFT = 'rgb(255 255 255 / 0.12)';
const SOFTER = 'rgb(255 255 255 / 0.06)';

function Art({children, label}: {children: ReactNode; label: string}) {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false" data-illustration={label}>
      {children}
    </svg>
  );
}

/** The harbour line under the brand mark, repeated as the ground of each scene. */
function Water({y = 250}: {y?: number}) {
  return (
    <g fill="none" stroke={LINE} strokeWidth="3" strokeLinecap="round">
      <path d={`M20 ${y}c30-14 60-14 90 0s60 14 90 0 60-14 90 0 60 14 90 0`} />
      <path d={`M60 ${y + 22}c25-10 50-10 75 0s50 10 75 0 50-10 75 0`} opacity="0.45" />
    </g>
  );
}

/** Home: commercial buildings on the harbour, a crane, and a line that rises to the accent. */
export function HomeIllustration() {
  return (
    <Art label="home">
      <circle cx="300" cy="90" r="70" fill={SOFTER} />
      <g fill={SOFT} stroke={LINE} strokeWidth="2.5" strokeLinejoin="round">
        <rect x="60" y="120" width="70" height="120" rx="4" />
        <rect x="140" y="80" width="80" height="160" rx="4" />
        <rect x="230" y="140" width="60" height="100" rx="4" />
        <path d="M300 240v-70l45-25 45 25v70z" />
      </g>
      <g fill={LINE} opacity="0.7">
        {[0, 1, 2, 3].map((row) =>
          [0, 1].map((col) => (
            <rect key={`a${row}${col}`} x={74 + col * 26} y={136 + row * 24} width="14" height="10" rx="2" />
          )),
        )}
        {[0, 1, 2, 3, 4, 5].map((row) =>
          [0, 1, 2].map((col) => (
            <rect key={`b${row}${col}`} x={154 + col * 20} y={96 + row * 22} width="12" height="10" rx="2" />
          )),
        )}
        {[0, 1, 2].map((row) => (
          <rect key={`c${row}`} x="248" y={156 + row * 24} width="24" height="10" rx="2" />
        ))}
      </g>
      <g fill="none" stroke={LINE} strokeWidth="2.5" strokeLinecap="round">
        <path d="M110 120V40M80 40h120M110 40l-20 80M190 40v30" />
      </g>
      <path
        d="M40 200l60-30 60 10 70-50 90-40"
        fill="none"
        stroke={ACCENT}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="320" cy="90" r="8" fill={ACCENT} />
      <Water />
    </Art>
  );
}

/** Services: three loan files side by side, property, equipment and a key for private lending. */
export function ServicesIllustration() {
  return (
    <Art label="services">
      <circle cx="200" cy="140" r="110" fill={SOFTER} />
      <g stroke={LINE} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round">
        <rect x="40" y="70" width="100" height="140" rx="10" fill={SOFT} transform="rotate(-6 90 140)" />
        <rect x="150" y="50" width="100" height="150" rx="10" fill="rgb(255 255 255 / 0.18)" />
        <rect x="260" y="70" width="100" height="140" rx="10" fill={SOFT} transform="rotate(6 310 140)" />
        <path d="M65 150v-35l25-15 25 15v35z M80 150v-18h20v18" fill="none" transform="rotate(-6 90 140)" />
        <path d="M175 150h36v-22h12l12 12v10h-60z" fill="none" />
        <circle cx="186" cy="154" r="7" fill="none" />
        <circle cx="225" cy="154" r="7" fill="none" />
        <circle cx="296" cy="128" r="12" fill="none" transform="rotate(6 310 140)" />
        <path d="M306 136l26 26m-8-8 8-8m-16 0 6-6" fill="none" transform="rotate(6 310 140)" />
      </g>
      <g stroke={LINE} strokeWidth="2.5" strokeLinecap="round" opacity="0.6">
        <path d="M170 90h60M170 104h40" />
      </g>
      <rect x="150" y="182" width="100" height="18" rx="0" fill={ACCENT} opacity="0.9" />
      <Water y={255} />
    </Art>
  );
}

/** Resources: an open guide with a chart on one page and a calculator beside it. */
export function ResourcesIllustration() {
  return (
    <Art label="resources">
      <circle cx="200" cy="140" r="110" fill={SOFTER} />
      <g stroke={LINE} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round">
        <path d="M50 80c40-12 80-12 120 4v140c-40-16-80-16-120-4z" fill={SOFT} />
        <path d="M290 80c-40-12-80-12-120 4v140c40-16 80-16 120-4z" fill="rgb(255 255 255 / 0.18)" />
        <path d="M70 110h80M70 130h80M70 150h60M70 170h70" fill="none" opacity="0.7" />
        <path d="M190 190v-50M215 190v-70M240 190v-35M265 190v-85" fill="none" />
        <rect x="300" y="120" width="70" height="100" rx="10" fill={SOFT} />
        <rect x="312" y="132" width="46" height="20" rx="3" fill="none" />
      </g>
      <g fill={LINE} opacity="0.8">
        {[0, 1, 2].map((row) =>
          [0, 1, 2].map((col) => <circle key={`${row}${col}`} cx={318 + col * 17} cy={170 + row * 16} r="4" />),
        )}
      </g>
      <path d="M185 130l25-20 25 12 35-34" fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
      <Water y={255} />
    </Art>
  );
}

/** About: one broker in the middle, linked to several lenders, the borrower's deal at the start. */
export function AboutIllustration() {
  const lenders = [
    [320, 70],
    [340, 150],
    [320, 230],
  ] as const;
  return (
    <Art label="about">
      <circle cx="200" cy="150" r="115" fill={SOFTER} />
      <g fill="none" stroke={LINE} strokeWidth="2.5" strokeLinecap="round" opacity="0.7" strokeDasharray="2 8">
        <path d="M95 150h70" />
        {lenders.map(([x, y]) => (
          <path key={y} d={`M235 150L${x - 28} ${y}`} />
        ))}
      </g>
      <g stroke={LINE} strokeWidth="2.5" strokeLinejoin="round">
        <rect x="35" y="115" width="60" height="70" rx="8" fill={SOFT} />
        <path d="M50 140h30M50 155h30M50 170h18" fill="none" strokeLinecap="round" />
        <circle cx="200" cy="150" r="36" fill="rgb(255 255 255 / 0.18)" />
        {lenders.map(([x, y]) => (
          <g key={y}>
            <rect x={x - 28} y={y - 24} width="56" height="48" rx="8" fill={SOFT} />
            <path d={`M${x - 16} ${y + 12}v-16l16-10 16 10v16z`} fill="none" />
          </g>
        ))}
      </g>
      <path
        d="M184 150l11 11 21-22"
        fill="none"
        stroke={ACCENT}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Art>
  );
}

/** Contact: a quote request going out and a phone, the two ways in. */
export function ContactIllustration() {
  return (
    <Art label="contact">
      <circle cx="200" cy="150" r="110" fill={SOFTER} />
      <g stroke={LINE} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round">
        <rect x="70" y="60" width="150" height="180" rx="12" fill={SOFT} />
        <path d="M92 95h106M92 125h106M92 155h70" fill="none" opacity="0.7" />
        <rect x="92" y="190" width="70" height="26" rx="6" fill={ACCENT} stroke="none" />
        <rect x="250" y="90" width="80" height="140" rx="14" fill="rgb(255 255 255 / 0.18)" />
        <path d="M278 104h24" fill="none" />
        <circle cx="290" cy="212" r="6" fill="none" />
        <path d="M335 80c14 10 20 26 18 42M322 94c8 6 11 15 10 24" fill="none" stroke={ACCENT} strokeWidth="3" />
      </g>
    </Art>
  );
}
