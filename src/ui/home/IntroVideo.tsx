/**
 * Home's intro video: a screen recording of Planimetry (made by scripts/recordIntroVideo.mjs),
 * muted, with a Play/Pause button; app/home/introVideoMachine.ts starts it after its delay.
 * `onPlayingChange` lets the page fade its text while it plays.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createIntroVideoMachine, isPlaying } from '../../app/home/introVideoMachine';
import { appAddress } from '../../net/appAddress';

export const INTRO_VIDEO_SRC = '/media/intro.webm';
export const INTRO_POSTER_SRC = '/media/intro-poster.webp';

export function IntroVideo({ onPlayingChange }: { onPlayingChange: (playing: boolean) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // One machine for the component's life: @xstate/react starts a new actor for a new machine.
  const [machine] = useState(() =>
    createIntroVideoMachine({
      play: async () => {
        if (!video.current) throw new Error('The video is not on the page');
        await video.current.play();
      },
      pause: () => video.current?.pause(),
    }),
  );
  const actor = useActorRef(machine);
  const playing = useSelector(actor, isPlaying);
  useEffect(() => onPlayingChange(playing), [playing, onPlayingChange]);
  // The metadata may have loaded before the machine listened (a cached video, React's strict
  // mode restarting the actor): the element knows.
  useEffect(() => {
    if (video.current && video.current.readyState >= HTMLMediaElement.HAVE_METADATA) actor.send({ type: 'metadata.loaded' });
  }, [actor]);

  return (
    <figure className="intro-video">
      <video
        ref={video}
        src={appAddress(INTRO_VIDEO_SRC)}
        poster={appAddress(INTRO_POSTER_SRC)}
        muted
        playsInline
        preload="metadata"
        aria-label="Planimetry at work: a rectangle and a polygon drawn on the grid, with their area and perimeter"
        onLoadedMetadata={() => actor.send({ type: 'metadata.loaded' })}
        onEnded={() => actor.send({ type: 'stopped' })}
      />
      <button type="button" className="intro-video-toggle" onClick={() => actor.send({ type: 'toggle' })}>
        {playing ? 'Pause' : 'Play'}
        <span className="visually-hidden"> the intro video</span>
      </button>
    </figure>
  );
}
