import { createElement, Suspense } from 'react';
import type { Declaration } from '../../../domain/declare/declaration';
import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

const SendingBanner = lazyScreen<{ d: Declaration }>(() => import('./SendingBanner'));

/**
 * The mail queue is drawn from its declaration (domain/resources/mails.ts); above it, whether the
 * worker sends: a restored back-up starts paused, and the secretariat resumes (or pauses) here. The
 * switch loads on its own, so the queue never waits for it.
 */
export const parts: ResourceParts = {
  listActions: Object.assign((props: { d: Declaration }) => createElement(Suspense, { fallback: null }, createElement(SendingBanner, props)), {
    preload: SendingBanner.preload,
  }),
};
