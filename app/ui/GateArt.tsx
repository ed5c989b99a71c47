// The Sovereign gate, drawn for the gate island (app/islands/GateScene.tsx): a gold arch on a plinth over a
// perspective map floor; people who vouch for each other outside, the community's plaza inside. Its doors carry
// the two halves of the logo's globe, and the key is a gold token. The group classes are the scene's animation
// hooks (home-layer.css): gate-people, gate-links, gate-glow, gate-door-l/-r, gate-key, gate-citizens.

/** Feet position and depth scale of the people outside the gate (left, on the floor). */
const PEOPLE = [
  [62, 226, 0.72],
  [106, 208, 0.62],
  [142, 244, 0.82],
  [44, 282, 0.92],
  [104, 276, 0.9],
  [70, 334, 1.05],
] as const;
/** Links between people (indices into PEOPLE): each one a vouch of Proof of Networking. */
const LINKS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [2, 4],
  [3, 4],
  [4, 5],
  [3, 5],
] as const;
/** Citizens on the plaza beyond the gate (right): angle on the plaza's ellipse, in degrees. */
const CITIZENS = [200, 245, 290, 335, 20, 65, 110, 155] as const;
const PLAZA = { cx: 392, cy: 250, rx: 70, ry: 22 } as const;

const GOLD = "#f5b942";
const TEAL = "#3fd8c6";

function Defs() {
  return (
    <defs>
      <linearGradient id="gate-gold" x1="0" y1="0" x2=".8" y2="1">
        <stop offset="0" stopColor="#ffe3a6" />
        <stop offset=".45" stopColor={GOLD} />
        <stop offset="1" stopColor="#b97b12" />
      </linearGradient>
      <linearGradient id="gate-door" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#26345f" />
        <stop offset="1" stopColor="#111831" />
      </linearGradient>
      <linearGradient id="gate-carpet" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffe3a6" stopOpacity=".5" />
        <stop offset="1" stopColor={GOLD} stopOpacity="0" />
      </linearGradient>
      <radialGradient id="gate-light" cx="50%" cy="55%" r="50%">
        <stop offset="0" stopColor="#fff6de" stopOpacity=".95" />
        <stop offset=".35" stopColor={GOLD} stopOpacity=".5" />
        <stop offset="1" stopColor={GOLD} stopOpacity="0" />
      </radialGradient>
      <radialGradient id="gate-person" cx="40%" cy="30%" r="80%">
        <stop offset="0" stopColor="#9ff5ea" />
        <stop offset="1" stopColor="#138a7e" />
      </radialGradient>
      <clipPath id="gate-floor">
        <rect x="0" y="196" width="480" height="164" />
      </clipPath>
    </defs>
  );
}

/** The map floor: perspective rays and rows towards the gate, and contour rings around its foot. */
function Floor() {
  const rays = Array.from({ length: 13 }, (_, i) => `M240 150L${-240 + i * 80} 360`).join("");
  const rows = [204, 216, 234, 260, 296, 344].map((y) => `M0 ${y}H480`).join("");
  return (
    <g className="gate-contours" fill="none" stroke={TEAL}>
      <path d={rays + rows} clipPath="url(#gate-floor)" strokeOpacity=".1" />
      {[214, 156, 100].map((rx, i) => (
        <ellipse key={rx} cx="240" cy="306" rx={rx} ry={rx * 0.22} strokeOpacity={0.14 + i * 0.06} strokeDasharray={i === 1 ? "2 6" : undefined} />
      ))}
    </g>
  );
}

/** A person seen from the front: contact shadow, shoulders and head, feet at (x, y), sized by depth s. */
function Person({ x, y, s, fill }: { x: number; y: number; s: number; fill: string }) {
  const w = 13 * s;
  const top = y - 16 * s;
  return (
    <g>
      <ellipse cx={x} cy={y + 1} rx={w * 1.1} ry={3.5 * s} fill="#060913" opacity=".6" />
      <path d={`M${x - w} ${y}Q${x - w} ${top} ${x} ${top}Q${x + w} ${top} ${x + w} ${y}Z`} fill={fill} />
      <circle cx={x} cy={top - 8 * s} r={7.5 * s} fill={fill} />
    </g>
  );
}

function People() {
  const head = (i: number) => {
    const [x, y, s] = PEOPLE[i]!;
    return [x, y - 24 * s] as const;
  };
  const links = LINKS.map(([a, b]) => {
    const [x1, y1] = head(a);
    const [x2, y2] = head(b);
    return `M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.min(y1, y2) - 14} ${x2} ${y2}`;
  }).join("");
  return (
    <>
      <g className="gate-links" fill="none" stroke={TEAL} strokeWidth="1.6" strokeLinecap="round">
        <path d={links} strokeOpacity=".85" />
        <path d="M150 262Q176 300 206 318" strokeDasharray="1 7" strokeWidth="3" strokeOpacity=".7" />
      </g>
      <g className="gate-people">
        {PEOPLE.map(([x, y, s]) => (
          <Person key={`${x}-${y}`} x={x} y={y} s={s} fill="url(#gate-person)" />
        ))}
      </g>
    </>
  );
}

/** The arch: pillars and vault in gold with an inner bevel, on a two-step plinth, a token as keystone. */
function Arch() {
  const vault = "M170 300V170a70 70 0 0 1 140 0V300H292V172a52 52 0 0 0-104 0V300Z";
  return (
    <g className="gate-frame">
      <path d="M132 314L150 300H330L348 314Z" fill="#1d2a52" />
      <path d="M132 314H348V324H132Z" fill="#111831" />
      <path d="M150 300H330" stroke={GOLD} strokeOpacity=".5" />
      <path d={vault} fill="url(#gate-gold)" />
      <path d="M292 300V172a52 52 0 0 0-104 0V300" fill="none" stroke="#6e4508" strokeWidth="3" />
      <path d="M172 298V170a68 68 0 0 1 58-67" fill="none" stroke="#ffe3a6" strokeWidth="2" strokeLinecap="round" opacity=".8" />
      <path d="M240 84l15 8.7v17.3L240 118.7l-15-8.7V92.7Z" fill="url(#gate-gold)" stroke="#6e4508" strokeWidth="2" />
      <circle cx="240" cy="101.4" r="5" fill="#1a1304" />
    </g>
  );
}

/** The light behind the doors and the carpet it throws on the floor when they open. */
function Light() {
  return (
    <g className="gate-glow">
      <path d="M190 300H290L356 360H124Z" fill="url(#gate-carpet)" />
      <ellipse cx="240" cy="214" rx="120" ry="130" fill="url(#gate-light)" />
    </g>
  );
}

/** The doors: glass panels, each with half of the logo's globe inlaid in gold. */
function Doors() {
  const inlay = { fill: "none", stroke: GOLD, strokeWidth: 2.2, strokeOpacity: 0.85 };
  return (
    <g className="gate-doors" stroke={GOLD} strokeWidth="1.5">
      <g className="gate-door-l">
        <path d="M190 300V172a50 50 0 0 1 50-50v178z" fill="url(#gate-door)" />
        <path d="M240 170a30 30 0 0 0 0 60M240 170a12 30 0 0 0 0 60M210 200H240M200 266H238M200 284H238" {...inlay} />
      </g>
      <g className="gate-door-r">
        <path d="M290 300V172a50 50 0 0 0-50-50v178z" fill="url(#gate-door)" />
        <path d="M240 170a30 30 0 0 1 0 60M240 170a12 30 0 0 1 0 60M240 200H270M242 266H280M242 284H280" {...inlay} />
      </g>
    </g>
  );
}

function Key() {
  return (
    <g className="gate-key">
      <circle cx="252" cy="184" r="6" fill={GOLD} />
      <path d="M240 236l11 6.4v12.7L240 261.5l-11-6.4v-12.7Z" fill="url(#gate-gold)" stroke="#6e4508" />
      <path d="M240 243a3.4 3.4 0 0 1 2 6.2V255h-4v-5.8a3.4 3.4 0 0 1 2-6.2Z" fill="#1a1304" />
    </g>
  );
}

/** The plaza beyond the gate: citizens in a ring round their treasury, the community verified. */
function Citizens() {
  const { cx, cy, rx, ry } = PLAZA;
  const spots = CITIZENS.map((deg) => {
    const a = (deg * Math.PI) / 180;
    return [Math.round(cx + rx * 0.82 * Math.cos(a)), Math.round(cy + ry * 0.82 * Math.sin(a) + 4)] as const;
  }).sort((p, q) => p[1] - q[1]);
  return (
    <g className="gate-citizens">
      <ellipse cx={cx} cy={cy + 6} rx={rx + 4} ry={ry + 3} fill="#060913" opacity=".4" />
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="rgba(63,216,198,.1)" stroke={TEAL} strokeWidth="1.5" />
      <ellipse cx={cx} cy={cy} rx={rx * 0.45} ry={ry * 0.45} fill="none" stroke={GOLD} strokeOpacity=".6" strokeDasharray="2 4" />
      <path d={`M${cx - 9} ${cy - 4}h18v-8h-18z`} fill="#b97b12" />
      <ellipse cx={cx} cy={cy - 12} rx="9" ry="3.5" fill="url(#gate-gold)" />
      {spots.map(([x, y]) => (
        <Person key={`${x}-${y}`} x={x} y={y} s={0.62} fill="url(#gate-gold)" />
      ))}
      <circle cx={cx + 44} cy={cy - 58} r="13" fill={TEAL} />
      <path d={`M${cx + 38} ${cy - 58}l4.5 4.5 8-9`} fill="none" stroke="#0b1020" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

export function GateArt({ label }: { label: string }) {
  return (
    <svg className="gate-art" viewBox="0 0 480 360" role="img" aria-label={label}>
      <Defs />
      <Floor />
      <Light />
      <Citizens />
      <People />
      <Arch />
      <Doors />
      <Key />
    </svg>
  );
}
