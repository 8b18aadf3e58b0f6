import type { SeedModel } from '../types.ts';
import { adventureModels } from './models-adventure.ts';
import { cruiserModels } from './models-cruiser.ts';
import { heritageModels } from './models-heritage.ts';
import { nakedModels } from './models-naked.ts';
import { scooterModels } from './models-scooter.ts';
import { sportModels } from './models-sport.ts';

export const models: SeedModel[] = [...adventureModels, ...sportModels, ...nakedModels, ...cruiserModels, ...scooterModels, ...heritageModels];
