/** The company in numbers (about pages, home's about teaser): the brand's figures, beside site.ts. */
export const siteFigures = {
  founded: 1982,
  rdFounded: 1999,
  rdDisciplines: 47,
  rdDevelopers: 769,
  seniorTalents: 80,
  midSeniorTitles: 342,
  assetsYuanBillions: 1.18,
  employees: 3000,
  vehiclesPerYear: 4_000_000,
  keyPartsPerYear: 7_000_000,
  clubFounded: 2022,
} as const;
