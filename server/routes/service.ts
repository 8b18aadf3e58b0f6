import type { FastifyInstance } from 'fastify';
import { afterSaleRoutes } from './after-sale.ts';
import { serviceEnquiryRoutes } from './service-enquiries.ts';
import { bookingRoutes } from './bookings.ts';
import { serviceUserRoutes } from './service-user.ts';
import { storesExtraRoutes } from './stores-extra.ts';
import { uploadRoutes } from './upload.ts';
import { servicePostRoutes } from './service-posts.ts';

/** After-sales service area: content, enquiries, bookings, user-centre records, parts search, uploads and travel posts. */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  await afterSaleRoutes(app);
  await serviceEnquiryRoutes(app);
  await bookingRoutes(app);
  await serviceUserRoutes(app);
  await storesExtraRoutes(app);
  await uploadRoutes(app);
  await servicePostRoutes(app);
}
