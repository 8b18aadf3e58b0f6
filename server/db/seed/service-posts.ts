/**
 * Editorial moto-travel stories inserted once by migration 004, so the wall is never empty. Riders'
 * posts are single-language user content; these are too (two in Chinese, one in English).
 */
import { mediaUrl } from '../../art/index.ts';

export const demoPosts = [
  {
    author: '云岭骑士团 · 老周',
    title: '滇藏线十日：从大理到然乌湖',
    content:
      '十月初从大理出发，一路经过丽江、香格里拉、德钦，翻越白马雪山和梅里雪山垭口。AT 800 在碎石路上非常稳，油箱一次能跑 400 多公里。\n\n出发前在昆明滇池店做了长途体检，换了新的链条，路上零故障。建议大家带足保暖装备，海拔 4000 米以上早晚温差很大。',
    image_urls: [mediaUrl.scene('snow-pass', 412), mediaUrl.scene('mountain-road', 87)],
    created_at: '2026-10-21T10:20:00.000Z',
  },
  {
    author: 'Mia, Shanghai',
    title: 'A weekend loop around Erhai Lake',
    content:
      'Flew into Dali, rented a CL 400 from the Dali store and rode the full loop around Erhai in a day and a half. Quiet roads, fishing villages and the Cangshan range all the way round.\n\nTip: ride anticlockwise in the morning and you have the sun behind you on the west shore.',
    image_urls: [mediaUrl.scene('lake', 233)],
    created_at: '2026-10-09T03:45:00.000Z',
  },
  {
    author: '川西小王',
    title: '第一次摩旅：成都到新都桥',
    content:
      '刚拿到驾照三个月，跟着俱乐部的老骑士走了一趟 318。折多山垭口风很大，放慢速度、保持车距就好。回来后在成都成华店做了 6000 公里保养，门店还帮忙检查了刹车片。',
    image_urls: [mediaUrl.scene('club-ride', 655), mediaUrl.scene('mountain-road', 301), mediaUrl.scene('desert', 120)],
    created_at: '2026-09-27T08:05:00.000Z',
  },
];
