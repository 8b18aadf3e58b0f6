import type { SeedCountry } from '../types.ts';

/**
 * Country / region switcher.
 * jumpType 0 = same window (site path), 1 = new window (country site), 2 = "coming soon" hint only.
 */
export const countries: SeedCountry[] = [
  // Asia
  { continent: 'Asia', enName: 'China', icon: 'CN', jumpType: 0, jumpUrl: '/' },
  { continent: 'Asia', enName: 'Thailand', icon: 'TH', jumpType: 1, jumpUrl: 'https://th.yunling-motor.example' },
  { continent: 'Asia', enName: 'Malaysia', icon: 'MY', jumpType: 1, jumpUrl: 'https://my.yunling-motor.example' },
  { continent: 'Asia', enName: 'Laos', icon: 'LA', jumpType: 1, jumpUrl: 'https://la.yunling-motor.example' },
  { continent: 'Asia', enName: 'Vietnam', icon: 'VN', jumpType: 2, jumpUrl: '' },
  { continent: 'Asia', enName: 'Japan', icon: 'JP', jumpType: 2, jumpUrl: '' },
  // Europe
  { continent: 'Europe', enName: 'United Kingdom', icon: 'EN', jumpType: 0, jumpUrl: '/en' },
  { continent: 'Europe', enName: 'Spain', icon: 'ES', jumpType: 1, jumpUrl: 'https://es.yunling-motor.example' },
  { continent: 'Europe', enName: 'Portugal', icon: 'PT', jumpType: 1, jumpUrl: 'https://pt.yunling-motor.example' },
  { continent: 'Europe', enName: 'Italy', icon: 'IT', jumpType: 1, jumpUrl: 'https://it.yunling-motor.example' },
  { continent: 'Europe', enName: 'Germany', icon: 'DE', jumpType: 2, jumpUrl: '' },
  { continent: 'Europe', enName: 'France', icon: 'FR', jumpType: 2, jumpUrl: '' },
  // North America
  { continent: 'North America', enName: 'Mexico', icon: 'MX', jumpType: 1, jumpUrl: 'https://mx.yunling-motor.example' },
  { continent: 'North America', enName: 'United States', icon: 'US', jumpType: 2, jumpUrl: '' },
  // South America
  { continent: 'South America', enName: 'Brazil', icon: 'BR', jumpType: 1, jumpUrl: 'https://br.yunling-motor.example' },
  { continent: 'South America', enName: 'Colombia', icon: 'CO', jumpType: 1, jumpUrl: 'https://co.yunling-motor.example' },
  { continent: 'South America', enName: 'Argentina', icon: 'AR', jumpType: 2, jumpUrl: '' },
  // Oceania
  { continent: 'Oceania', enName: 'Australia', icon: 'AU', jumpType: 1, jumpUrl: 'https://au.yunling-motor.example' },
  { continent: 'Oceania', enName: 'New Zealand', icon: 'NZ', jumpType: 2, jumpUrl: '' },
  // Africa
  { continent: 'Africa', enName: 'South Africa', icon: 'ZA', jumpType: 1, jumpUrl: 'https://za.yunling-motor.example' },
  { continent: 'Africa', enName: 'Egypt', icon: 'EG', jumpType: 2, jumpUrl: '' },
];
