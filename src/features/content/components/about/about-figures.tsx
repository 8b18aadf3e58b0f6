import { useTranslation } from 'react-i18next';
import { siteFigures } from '../../../../config/site-figures.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { FigureTiles, type FigureTile } from '../figure-tiles.tsx';
import { groupDigits } from '../../../../lib/format.ts';

/** The company figures (spec section 9) as tiles; the numbers come from the site config, one source for the brand. */
export function AboutFigures({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('content');
  const { locale } = useLocale();
  const f = siteFigures;
  const en = locale === 'en';
  const n = groupDigits;
  // Chinese counts large volumes in 万 (10,000s) and money in 亿 (100 millions); English in millions and billions.
  const volume = (v: number) => n(en ? v / 1_000_000 : v / 10_000);
  const assets = en ? f.assetsYuanBillions : Math.round(f.assetsYuanBillions * 100) / 10;
  const figures: FigureTile[] = [
    { value: String(f.founded), label: t('about.figures.founded') },
    { value: String(f.rdFounded), label: t('about.figures.rdFounded') },
    { value: n(f.rdDisciplines), label: t('about.figures.disciplines') },
    { value: n(f.rdDevelopers), label: t('about.figures.developers') },
    { value: n(f.seniorTalents), label: t('about.figures.seniorTalents') },
    { value: n(f.midSeniorTitles), label: t('about.figures.titledStaff') },
    { value: String(assets), unit: t('about.figures.assetsUnit'), label: t('about.figures.assets') },
    { value: n(f.employees), unit: '+', label: t('about.figures.employees') },
    { value: volume(f.vehiclesPerYear), unit: t('about.figures.volumeUnit'), label: t('about.figures.vehicles') },
    { value: volume(f.keyPartsPerYear), unit: t('about.figures.volumeUnit'), label: t('about.figures.parts') },
  ];
  return <FigureTiles figures={figures} labelledBy={labelledBy} />;
}
