import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { localizeDeep } from '../lib/messages.ts';
import { site } from '../../src/config/site.ts';
import { modelSummary } from './car-info.ts';
import { extendedWarranty, financePlans, rescue, specialServices, threeGuarantee, usedCar } from '../db/seed/service-content.ts';
import { actionNames, BOOKING_WINDOW_DAYS, maintenanceSchedule, SCHEDULE_MAX_KM, timeSlots } from '../db/seed/service-schedule.ts';

/** Read-only after-sales content: the hub's policies, plans and schedule, and the finance plans. */
export async function afterSaleRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/about_us/after_sale',
    summary:
      'After-sales hub content: three-guarantee policy, special services, extended warranty plans with prices (cents), rescue and used-car text, maintenance schedule by model style and mileage, booking time slots, and the models riders can book for',
    tags: ['service'],
    cache: true,
    async handler({ lang, db }) {
      const models = await db.selectFrom('car_models').selectAll().orderBy('weight').orderBy('id').execute();
      return {
        hotline: site.hotline,
        three_guarantee: localizeDeep(threeGuarantee, lang),
        special_services: localizeDeep(specialServices, lang),
        extended_warranty: localizeDeep(extendedWarranty, lang),
        rescue: { ...(localizeDeep(rescue, lang) as object), hotline: site.hotline },
        used_car: localizeDeep(usedCar, lang),
        maintenance: {
          time_slots: timeSlots,
          booking_window_days: BOOKING_WINDOW_DAYS,
          max_km: SCHEDULE_MAX_KM,
          actions: localizeDeep(actionNames, lang),
          schedule: localizeDeep(maintenanceSchedule, lang),
        },
        models: models.map((m) => {
          const s = modelSummary(m, lang);
          return {
            car_model_id: s.car_model_id,
            name: s.car_model_name,
            style: s.style,
            cc: s.cc,
            retail_price: s.retail_price,
            activity_price: s.activity_price,
            pic: s.pc_publicize_pic,
          };
        }),
      };
    },
  });

  defineCall(app, {
    path: 'api/service/financial_hire_service',
    summary:
      'Finance plans (read-only): annual rate in basis points, minimum down payment in percent, terms in months. Enquiries go to api/service/financial_enquiry',
    tags: ['service'],
    cache: true,
    async handler({ lang }) {
      return { plans: localizeDeep(financePlans, lang), hotline: site.hotline };
    },
  });
}
