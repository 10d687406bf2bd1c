import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, youtubeIdOf, type Video } from '@wl/shared/core';
import { Carousel } from '../../components/carousel/Carousel';
import { homeRailRules } from '../../components/carousel/rules';

/**
 * Videos: YouTube only, through the privacy-enhanced embed with autoplay and related
 * videos off. Each card is a generated poster; the player is loaded only when the person
 * asks, so nothing is fetched from YouTube before that. A link that is not YouTube logs
 * 'Not youtube link!' and shows nothing.
 */
export function VideoRail({ videos }: { videos: Video[] | undefined }) {
  const { t } = useTranslation();
  const playable = useMemo(
    () =>
      videos?.filter((v) => {
        if (youtubeIdOf(v.url)) return true;
        console.log('Not youtube link!');
        return false;
      }),
    [videos],
  );
  if (playable?.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-videos">
      <h2 id="home-videos" className="section__title">
        {t('home.videos')}
      </h2>
      <Carousel
        label={t('home.videos')}
        rules={homeRailRules()}
        slides={playable ? playable.map((v) => <VideoCard key={v.id} video={v} />) : [0, 1, 2, 3].map((i) => <VideoSkeleton key={i} />)}
        testId="videos"
      />
    </section>
  );
}

function VideoCard({ video }: { video: Video }) {
  const { t, i18n } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const id = youtubeIdOf(video.url)!;
  return (
    <figure className="video" data-testid="video">
      {playing ? (
        <iframe
          className="video__frame"
          src={youtubeEmbedUrl(id, i18n.language)}
          title={video.title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <button type="button" className="video__poster" onClick={() => setPlaying(true)} aria-label={t('home.playVideo', { title: video.title })}>
          <Poster seed={id} title={video.title} />
        </button>
      )}
      <figcaption className="video__title">{video.title}</figcaption>
    </figure>
  );
}

/** A poster drawn from the video id: nothing is fetched until the person presses play. */
function Poster({ seed, title }: { seed: string; title: string }) {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) % 360;
  return (
    <svg viewBox="0 0 320 180" className="video__art" aria-hidden="true">
      <defs>
        <linearGradient id={`vp-${seed}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${h} 55% 16%)`} />
          <stop offset="1" stopColor={`hsl(${(h + 40) % 360} 65% 30%)`} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#vp-${seed})`} />
      <g opacity=".12" stroke="#fff">
        {[40, 70, 100, 130].map((r) => (
          <circle key={r} cx="160" cy="90" r={r} fill="none" />
        ))}
      </g>
      <circle cx="160" cy="84" r="30" fill="#ff0033" />
      <path d="M150 70v28l24-14z" fill="#fff" />
      <text x="160" y="150" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" opacity=".9">
        {title.length > 40 ? `${title.slice(0, 38)}…` : title}
      </text>
    </svg>
  );
}

function VideoSkeleton() {
  return (
    <figure className="video" aria-hidden="true">
      <span className="video__poster video__poster--skeleton" />
      <figcaption className="video__title">{'\u00a0'}</figcaption>
    </figure>
  );
}
