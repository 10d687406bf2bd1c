/**
 * Generated cover art for an article without a cover image: a gradient and a few shapes picked
 * from the article id, so each card looks distinct and nothing is fetched.
 */
const PALETTES = [
  ['#f5c451', '#7a4b12'],
  ['#3ad0ff', '#123a6b'],
  ['#ff7a59', '#5a1630'],
  ['#3ddc97', '#0f4a3a'],
  ['#b58cff', '#2e1a5c'],
];

export function ArticleCover({ id, url, kind }: { id: number; url: string; kind: 'blog' | 'news' }) {
  if (url) return <img className="article-cover" src={url} alt="" loading="lazy" />;
  const [a, b] = PALETTES[id % PALETTES.length]!;
  const g = `cover-${id}`;
  const r = (n: number) => ((id * 9301 + n * 49297) % 233280) / 233280;
  return (
    <svg className="article-cover" viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={g} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a} />
          <stop offset="1" stopColor={b} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#${g})`} />
      {[0, 1, 2, 3].map((n) => (
        <circle key={n} cx={r(n) * 320} cy={r(n + 7) * 160} r={18 + r(n + 3) * 46} fill="#fff" opacity={0.08 + r(n + 5) * 0.1} />
      ))}
      {kind === 'news' ? (
        <path d="M40 96v-24h14l30-18v60l-30-18z" fill="#fff" opacity="0.85" />
      ) : (
        <path d="M40 50h44v66H40zM50 64h24M50 78h24M50 92h16" stroke="#fff" strokeWidth="5" fill="none" opacity="0.85" />
      )}
    </svg>
  );
}
