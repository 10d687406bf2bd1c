/** First paint while status and site settings load; no text, so no language is assumed. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <svg viewBox="0 0 40 40" width="56" height="56" aria-hidden="true" className="splash__mark">
        <path d="M20 5 33 17 20 35 7 17z" fill="none" stroke="var(--accent)" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
