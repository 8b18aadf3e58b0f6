import type { Generated } from 'kysely';

/** A franchise ("authorized dealer") application sent from /league. */
export interface FranchiseApplicationTable {
  id: Generated<number>;
  name: string;
  phone: string;
  city: string;
  company: string;
  experience: string;
  message: string;
  lang: number;
  created_at: string;
}

/** Tables of the club feature (added by its migration, 002-club). Sign-ups live in activity_signups (001). */
export interface ClubTables {
  franchise_applications: FranchiseApplicationTable;
}
