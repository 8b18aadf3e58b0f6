/**
 * Meeting points of the club events (WGS-84, as every coordinate in the database): the real places
 * the events name — Haigeng Dam, Lijiang's and Dali's old-town gates, Gaozhuang in Jinghong, Bayanhot —
 * and, for Yunling's own (fictional) sites, the districts they stand in (Chenggong, Kunming; the Tianfu store, Chengdu).
 */
export const EVENT_PLACES: Record<string, { lat: number; lng: number }> = {
  'dianchi-sunrise-ride-2025': { lat: 24.9594, lng: 102.6603 },
  'lijiang-shangrila-2025': { lat: 26.8786, lng: 100.2352 },
  'track-day-autumn-2025': { lat: 24.8893, lng: 102.8214 },
  'beginner-camp-spring-2026': { lat: 30.4186, lng: 104.0691 },
  'owners-festival-2026': { lat: 24.8802, lng: 102.8497 },
  'xishuangbanna-winter-ride': { lat: 21.9977, lng: 100.7891 },
  'kunming-night-ride-christmas': { lat: 24.9935, lng: 102.6842 },
  'one-to-one-offroad-coaching': { lat: 24.8893, lng: 102.8214 },
  'dali-lantern-festival-ride': { lat: 25.6869, lng: 100.1619 },
  'alxa-desert-camp-2027': { lat: 38.8436, lng: 105.6722 },
  'track-day-spring-2027': { lat: 24.8893, lng: 102.8214 },
  'yunnan-grand-loop-2027': { lat: 24.8802, lng: 102.8497 },
};
