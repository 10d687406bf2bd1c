/**
 * Hero banner artwork drawn in SVG, so the home page looks complete with no network and no
 * image files. Each scene sits on the right; the slide's text is HTML on the left so it can be
 * translated and read by screen readers.
 */
export type BannerScene = 'welcome' | 'fair' | 'vip' | 'responsible';

const HUES: Record<BannerScene, [string, string]> = {
  welcome: ['#2a1d05', '#0e1016'],
  fair: ['#07202a', '#0e1016'],
  vip: ['#241028', '#0e1016'],
  responsible: ['#0d2418', '#0e1016'],
};

function Coin({ x, y, r, rot = 0 }: { x: number; y: number; r: number; rot?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <ellipse rx={r} ry={r * 0.92} fill="url(#bn-gold)" stroke="#8a5a12" strokeWidth={r * 0.06} />
      <ellipse rx={r * 0.72} ry={r * 0.66} fill="none" stroke="#fff3c4" strokeOpacity=".55" strokeWidth={r * 0.06} />
      <path d={`M0 ${-r * 0.42} L${r * 0.3} ${r * 0.36} H${-r * 0.3} Z`} fill="#8a5a12" opacity=".55" />
    </g>
  );
}

function Card({ x, y, rot, suit, red }: { x: number; y: number; rot: number; suit: string; red?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <rect x="-38" y="-54" width="76" height="108" rx="9" fill="#f8f4ea" stroke="#d9cba6" strokeWidth="2" />
      <text x="-26" y="-30" fontSize="20" fontWeight="700" fill={red ? '#d23c3c' : '#15171d'}>A</text>
      <text x="0" y="16" fontSize="44" textAnchor="middle" fill={red ? '#d23c3c' : '#15171d'}>{suit}</text>
    </g>
  );
}

export function BannerArt({ scene }: { scene: BannerScene }) {
  const [from, to] = HUES[scene];
  return (
    <svg className="banner__art" viewBox="0 0 1200 400" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={`bn-bg-${scene}`} x1="1" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`bn-glow-${scene}`} cx="78%" cy="45%" r="45%">
          <stop offset="0" stopColor={scene === 'fair' ? 'var(--live)' : 'var(--accent)'} stopOpacity=".45" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="bn-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset=".45" stopColor="#f5c451" />
          <stop offset="1" stopColor="#b77a1c" />
        </linearGradient>
      </defs>
      <rect width="1200" height="400" fill={`url(#bn-bg-${scene})`} />
      <rect width="1200" height="400" fill={`url(#bn-glow-${scene})`} />
      <g opacity=".08" stroke="#fff">
        {Array.from({ length: 9 }, (_, i) => (
          <circle key={i} cx="930" cy="200" r={60 + i * 45} fill="none" />
        ))}
      </g>
      {scene === 'welcome' && (
        <g>
          <Coin x={870} y={150} r={70} rot={-12} />
          <Coin x={1010} y={250} r={54} rot={14} />
          <Coin x={780} y={290} r={40} rot={8} />
          <Coin x={1090} y={110} r={30} rot={-20} />
          <Coin x={960} y={340} r={24} />
        </g>
      )}
      {scene === 'fair' && (
        <g>
          <g transform="translate(900 200) rotate(-8)">
            <rect x="-95" y="-95" width="190" height="190" rx="30" fill="#10202a" stroke="var(--live)" strokeWidth="4" />
            {[[-45, -45], [45, -45], [0, 0], [-45, 45], [45, 45]].map(([cx, cy]) => (
              <circle key={`${cx}${cy}`} cx={cx} cy={cy} r="15" fill="var(--live)" />
            ))}
          </g>
          <path d="M1040 90l40 12-12 40" fill="none" stroke="var(--accent)" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M740 300 h80 M760 330 h60" stroke="var(--live)" strokeOpacity=".5" strokeWidth="6" strokeLinecap="round" />
        </g>
      )}
      {scene === 'vip' && (
        <g>
          <Card x={820} y={210} rot={-16} suit="♠" />
          <Card x={900} y={195} rot={-2} suit="♥" red />
          <Card x={980} y={210} rot={13} suit="♦" red />
          <path d="M830 100l40 34 30-60 30 60 40-34-14 76H844z" fill="url(#bn-gold)" stroke="#8a5a12" strokeWidth="3" strokeLinejoin="round" />
        </g>
      )}
      {scene === 'responsible' && (
        <g>
          <path d="M910 70 800 110v80c0 70 48 118 110 140 62-22 110-70 110-140v-80z" fill="#10281c" stroke="var(--accent)" strokeWidth="5" strokeLinejoin="round" />
          <path d="m860 200 36 36 70-80" fill="none" stroke="var(--accent)" strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
          <text x="1075" y="120" fontSize="46" fontWeight="800" fill="#fff" opacity=".9">21+</text>
        </g>
      )}
    </svg>
  );
}
