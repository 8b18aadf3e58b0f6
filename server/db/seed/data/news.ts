import type { SeedNews } from '../types.ts';
import { newsEvents } from './news-events.ts';
import { newsInfo2025 } from './news-info-2025.ts';
import { newsInfo2026 } from './news-info-2026.ts';

/** All news, newest first. */
export const news: SeedNews[] = [...newsEvents, ...newsInfo2025, ...newsInfo2026].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
