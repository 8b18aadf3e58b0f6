import type { SeedHonor } from '../types.ts';
import { t } from './helpers.ts';

export const honors: SeedHonor[] = [
  // ------------------------------------------------------------ group
  {
    category: 'group',
    year: 2008,
    title: t('高新技术企业', 'High and New Technology Enterprise'),
    issuer: t('云南省科学技术厅', 'Yunnan Provincial Department of Science and Technology'),
  },
  {
    category: 'group',
    year: 2011,
    title: t('云南省著名商标', 'Yunnan Famous Trademark'),
    issuer: t('云南省工商行政管理局', 'Yunnan Administration for Industry and Commerce'),
  },
  {
    category: 'group',
    year: 2014,
    title: t('全国质量信得过企业', 'National Trusted Quality Enterprise'),
    issuer: t('中国质量协会', 'China Association for Quality'),
  },
  {
    category: 'group',
    year: 2017,
    title: t('国家级绿色工厂', 'National Green Factory'),
    issuer: t('工业和信息化部', 'Ministry of Industry and Information Technology'),
  },
  {
    category: 'group',
    year: 2019,
    title: t('中国摩托车行业十大出口品牌', 'Top 10 Chinese Motorcycle Export Brands'),
    issuer: t('中国摩托车商会', 'China Chamber of Commerce for Motorcycles'),
  },
  {
    category: 'group',
    year: 2021,
    title: t('国家级智能制造示范工厂', 'National Smart Manufacturing Demonstration Factory'),
    issuer: t('工业和信息化部', 'Ministry of Industry and Information Technology'),
  },
  {
    category: 'group',
    year: 2023,
    title: t('云南省省长质量奖', 'Yunnan Governor’s Quality Award'),
    issuer: t('云南省人民政府', 'People’s Government of Yunnan Province'),
  },
  {
    category: 'group',
    year: 2025,
    title: t('年度最佳探索摩托车（云岭 AT 800）', 'Adventure Motorcycle of the Year (Yunling AT 800)'),
    issuer: t('中国摩托车媒体年度评选委员会', 'China Motorcycle Media Awards Jury'),
  },
  // ------------------------------------------------------------ innovation research institute
  {
    category: 'institute',
    year: 2009,
    title: t('云南省企业技术中心', 'Yunnan Provincial Enterprise Technology Centre'),
    issuer: t('云南省发展和改革委员会', 'Yunnan Development and Reform Commission'),
  },
  {
    category: 'institute',
    year: 2013,
    title: t('国家认定企业技术中心', 'National Enterprise Technology Centre'),
    issuer: t('国家发展和改革委员会', 'National Development and Reform Commission'),
  },
  {
    category: 'institute',
    year: 2016,
    title: t('博士后科研工作站', 'Postdoctoral Research Workstation'),
    issuer: t('人力资源和社会保障部', 'Ministry of Human Resources and Social Security'),
  },
  {
    category: 'institute',
    year: 2020,
    title: t('累计授权专利突破 1000 项', '1,000th Patent Granted'),
    issuer: t('国家知识产权局', 'China National Intellectual Property Administration'),
  },
  {
    category: 'institute',
    year: 2024,
    title: t('中国优秀工业设计奖金奖（云岭 NK 500）', 'China Good Industrial Design Gold Award (Yunling NK 500)'),
    issuer: t('工业和信息化部', 'Ministry of Industry and Information Technology'),
  },
  {
    category: 'institute',
    year: 2026,
    title: t('CNAS 国家认可实验室', 'CNAS Accredited Laboratory'),
    issuer: t('中国合格评定国家认可委员会', 'China National Accreditation Service for Conformity Assessment'),
  },
];
